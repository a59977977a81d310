import { render, screen } from "@testing-library/react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { describeError } from "../../client/app/describe-error";
import { ErrorPage } from "../../client/app/error-page";
import { RootLayout } from "../../client/app/root-layout";
import { routes } from "../../client/app/router";

function renderAt(path: string, appRoutes = routes) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe("routes", () => {
  it("redirects / to /map", async () => {
    const router = renderAt("/");
    expect(await screen.findByRole("heading", { name: "Map" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/map");
  });

  it.each([
    ["/signs", "Signs"],
    ["/dashboard", "Dashboard"],
  ])("renders %s", async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole("heading", { name: heading })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeTruthy();
  });

  it("shows Page Not Found with the path for an unknown route", async () => {
    renderAt("/nowhere/at-all");
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeTruthy();
    expect(screen.getByText("Page Not Found: /nowhere/at-all")).toBeTruthy();
    expect(document.title).toContain("Page Not Found");
  });
});

/** A screen that fails while rendering, as a bug would make it. */
function Broken(): never {
  throw new Error("The plan could not be drawn");
}

describe("fatal errors", () => {
  it("shows Internal Server Error with the error's message and a way back", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const withBrokenScreen: RouteObject[] = [
      {
        path: "/",
        element: <RootLayout />,
        errorElement: <ErrorPage />,
        children: [{ path: "broken", element: <Broken /> }],
      },
    ];
    renderAt("/broken", withBrokenScreen);
    expect(await screen.findByRole("heading", { name: "Internal Server Error" })).toBeTruthy();
    expect(screen.getByText("The plan could not be drawn")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the map" })).toBeTruthy();
  });

  it("describes errors by status, falling back to the error's own message", () => {
    expect(describeError(new Error("boom"))).toEqual({
      status: 500,
      title: "Internal Server Error",
      message: "boom",
    });
    expect(describeError({ statusCode: 404, message: "" })).toEqual({
      status: 404,
      title: "Page Not Found",
      message: "Page Not Found",
    });
    expect(describeError({ status: 503 })).toMatchObject({
      status: 503,
      title: "Internal Server Error",
    });
  });
});
