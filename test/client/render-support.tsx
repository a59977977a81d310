import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Toaster } from "sonner";

/**
 * Renders `screen` at `path` as the app does, with its toasts and a stand-in map page (a
 * heading "Map") for links and navigation to /map. Answers the router, to read where it went.
 */
export function renderScreen(path: string, screen: ReactNode) {
  const router = createMemoryRouter(
    [
      { path, element: screen },
      { path: "/map", element: <h1>Map</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return router;
}
