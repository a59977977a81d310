import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { lazy, Suspense } from "react";
import { createBrowserRouter, Link, Outlet, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { HeaderMenuButton } from "../../client/features/auth/header-menu-button";
import { useHeaderMenu } from "../../client/features/auth/use-header-menu";

/**
 * The header's account menu (use-header-menu.ts) closes when the person goes to another
 * screen, not when a screen they were already on their way to arrives: on a slow phone a
 * screen's code can take a second, and a press on the menu meanwhile was undone as it came.
 */

/** A header with a menu over the screens, as the app's layout has it. */
function Layout() {
  const menu = useHeaderMenu();
  return (
    <>
      <header ref={menu.container}>
        <HeaderMenuButton menu={menu} className="account-button">
          Ana
        </HeaderMenuButton>
        <ul id={menu.menuId} hidden={!menu.open}>
          <li>
            <Link to="/account">Account</Link>
          </li>
        </ul>
      </header>
      <nav>
        <Link to="/dashboard">Dashboard</Link>
      </nav>
      <Suspense fallback={<p>Loading…</p>}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** A screen whose code arrives when the test says. */
function slowScreen(name: string) {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const Screen = lazy(async () => {
    await arrived;
    return { default: () => <h1>{name}</h1> };
  });
  return { Screen, arrive };
}

function app() {
  const dashboard = slowScreen("Dashboard");
  // The app's router (app/router.tsx), on jsdom's address bar, from the map.
  window.history.replaceState(null, "", "/");
  const router = createBrowserRouter([
    {
      element: <Layout />,
      children: [
        { path: "/", element: <h1>Map</h1> },
        { path: "/dashboard", element: <dashboard.Screen /> },
        { path: "/account", element: <h1>Account</h1> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return { router, dashboard };
}

const menuButton = () => screen.getByRole("button", { name: "Ana" });

describe("the header's account menu", () => {
  it("stays open when opened while the next screen is still loading", async () => {
    const user = userEvent.setup();
    const { dashboard } = app();
    await user.click(screen.getByRole("link", { name: "Dashboard" }));
    await user.click(menuButton());
    expect(menuButton().getAttribute("aria-expanded")).toBe("true");
    await act(async () => dashboard.arrive());
    await screen.findByRole("heading", { name: "Dashboard" });
    expect(menuButton().getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("link", { name: "Account" })).not.toBeNull();
  });

  it("closes when the person goes on to another screen", async () => {
    const user = userEvent.setup();
    const { router } = app();
    await user.click(menuButton());
    expect(menuButton().getAttribute("aria-expanded")).toBe("true");
    await act(() => router.navigate("/account"));
    await screen.findByRole("heading", { name: "Account" });
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");
  });
});
