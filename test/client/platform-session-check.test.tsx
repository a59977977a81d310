import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, Outlet, type RouteObject, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isCrawler } from "../../client/app/crawler";
import { ErrorPage } from "../../client/app/error-page";
import {
  routeAuth,
  type SessionRefresher,
  sessionCheck,
} from "../../client/features/auth/session-check";

type User = { id: string; isAnonymous?: boolean };

/** A session endpoint stand-in: answers with whoever is signed in now, counting calls. */
function sessionServer(initial: User | null) {
  const server = { user: initial, calls: 0 };
  const refresh: SessionRefresher = async () => {
    server.calls += 1;
    return { data: server.user ? { user: server.user } : null };
  };
  return { server, refresh };
}

function app(refresh: SessionRefresher, initialPath: string) {
  const routes: RouteObject[] = [
    {
      path: "/",
      middleware: [sessionCheck(() => routes, refresh, Promise.resolve())],
      element: (
        <nav>
          <Link to="/map">Map</Link> <Link to="/account">Account</Link>{" "}
          <Link to="/sign-up">Sign up</Link> <Link to="/status">Status</Link>
          <Outlet />
        </nav>
      ),
      children: [
        { path: "map", element: <h1>Map</h1> },
        { path: "status", handle: { auth: false }, element: <h1>Status</h1> },
        { path: "account", handle: { auth: "user" }, element: <h1>Account</h1> },
        { path: "sign-up", handle: { auth: "guest" }, element: <h1>Sign up</h1> },
        { path: "sign-in", handle: { auth: false }, element: <h1>Sign in</h1> },
        { index: true, element: <h1>Home</h1> },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  render(<RouterProvider router={router} />);
  return { router, routes };
}

describe("the session check on navigation", () => {
  it("refreshes the session on every navigation unless the route says auth: false", async () => {
    const user = userEvent.setup();
    const { server, refresh } = sessionServer(null);
    app(refresh, "/map");
    await screen.findByRole("heading", { name: "Map" });
    expect(server.calls).toBe(1);
    await user.click(screen.getByRole("link", { name: "Status" }));
    await screen.findByRole("heading", { name: "Status" });
    expect(server.calls).toBe(1);
    await user.click(screen.getByRole("link", { name: "Map" }));
    await screen.findByRole("heading", { name: "Map" });
    expect(server.calls).toBe(2);
  });

  it("does not hold an open screen back while the session is fetched", async () => {
    const never: SessionRefresher = () => new Promise(() => {});
    app(never, "/map");
    expect(await screen.findByRole("heading", { name: "Map" })).toBeTruthy();
  });

  it("sends signed-out people from a screen that needs an account to sign in, and back", async () => {
    const { refresh } = sessionServer(null);
    const { router } = app(refresh, "/account?tab=sessions");
    await screen.findByRole("heading", { name: "Sign in" });
    expect(router.state.location.pathname).toBe("/sign-in");
    expect(new URLSearchParams(router.state.location.search).get("redirectTo")).toBe(
      "/account?tab=sessions",
    );
  });

  it("sends guests (anonymous sessions) to sign in too, and lets account holders in", async () => {
    const user = userEvent.setup();
    const { server, refresh } = sessionServer({ id: "guest-1", isAnonymous: true });
    const { router } = app(refresh, "/map");
    await screen.findByRole("heading", { name: "Map" });
    await user.click(screen.getByRole("link", { name: "Account" }));
    await screen.findByRole("heading", { name: "Sign in" });
    expect(router.state.location.search).toBe("?redirectTo=%2Faccount");

    server.user = { id: "user-1" };
    await user.click(screen.getByRole("link", { name: "Account" }));
    expect(await screen.findByRole("heading", { name: "Account" })).toBeTruthy();
  });

  it("sends someone signed in away from guest-only screens to /", async () => {
    const { refresh } = sessionServer({ id: "user-1" });
    const { router } = app(refresh, "/sign-up");
    await screen.findByRole("heading", { name: "Home" });
    expect(router.state.location.pathname).toBe("/");
  });

  it("reads the deepest route's setting", () => {
    const routes: RouteObject[] = [
      {
        path: "/",
        handle: { auth: "user" },
        children: [{ path: "open", handle: { auth: false } }, { path: "inherits" }],
      },
    ];
    expect(routeAuth(routes, "/open")).toBe(false);
    expect(routeAuth(routes, "/inherits")).toBe("user");
    expect(routeAuth([{ path: "/" }], "/")).toBeUndefined();
  });
});

/** A screen that fails while rendering, as a bug would make it. */
function Broken(): never {
  throw new Error("The plan could not be drawn");
}

describe("the error page and crawlers", () => {
  const routes: RouteObject[] = [{ path: "/", element: <Broken />, errorElement: <ErrorPage /> }];

  afterEach(() => vi.restoreAllMocks());

  it("renders the error for people", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(<RouterProvider router={createMemoryRouter(routes)} />);
    expect(await screen.findByRole("heading", { name: "Internal Server Error" })).toBeTruthy();
  });

  it("only logs it for crawler user agents", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    );
    const { container } = render(<RouterProvider router={createMemoryRouter(routes)} />);
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        "500 Internal Server Error: The plan could not be drawn",
        expect.any(Error),
      ),
    );
    expect(screen.queryByRole("heading")).toBeNull();
    expect(container.textContent).toBe("");
  });

  it("tells crawlers from browsers, headless ones included", () => {
    expect(
      isCrawler("Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"),
    ).toBe(true);
    expect(isCrawler("facebookexternalhit/1.1")).toBe(true);
    expect(isCrawler("DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)")).toBe(true);
    expect(
      isCrawler(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/140.0 Safari/537.36",
      ),
    ).toBe(false);
    expect(isCrawler("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1")).toBe(
      false,
    );
  });
});
