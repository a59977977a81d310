import { createBrowserRouter, createPath, Navigate, type RouteObject } from "react-router";
import { authRoutes, sessionCheck } from "../features/auth";
import { loadSharedPlanScreen, loadShares } from "../features/shares";
import { loadChunk, setReloadTarget } from "../lib/build-version-reload";
import { keepRuntimeConfigLoading } from "../lib/runtime-config";
import { ErrorPage } from "./error-page";
import { MapScreen } from "./map-screen";
import { NotFoundPage } from "./not-found-page";
import { RootLayout } from "./root-layout";
import { RouteLoading } from "./route-loading";

/**
 * Loads a lazy screen; if its chunk is gone (a new build was deployed), the page is loaded
 * afresh, once, at the address being navigated to (build-version-reload.ts).
 */
function lazyScreen<T>(load: () => Promise<T>) {
  return () => loadChunk(load);
}

/**
 * Every client route. None takes a parameter (product spec §2) but a shared plan's, whose
 * link names it (issue 39). The signs, dashboard and
 * print screens load as their own chunks (not needed for /map), through their features'
 * public modules, loaded then too (/map's first load does not take them); a route's
 * `handle.auth` is its auth setting for the session check run on every navigation
 * (features/auth/session-check.ts).
 */
export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <RouteLoading />,
    middleware: [sessionCheck(() => routes)],
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { index: true, element: <Navigate to="/map" replace /> },
          // The screens with a map start fetching the settings that choose its engine as
          // they are matched (their loader), beside their code.
          { path: "map", loader: keepRuntimeConfigLoading, element: <MapScreen /> },
          {
            path: "signs",
            lazy: lazyScreen(async () => ({
              Component: await (await import("../features/signs")).loadSignsScreen(),
            })),
          },
          {
            path: "dashboard",
            lazy: lazyScreen(async () => ({
              Component: (await import("../features/dashboard")).DashboardScreen,
            })),
          },
          {
            path: "print",
            loader: keepRuntimeConfigLoading,
            lazy: lazyScreen(async () => ({
              // The print view, with the shared version's QR code when it is that version.
              Component: (await loadShares()).CurrentProjectPrintScreen,
            })),
          },
          // A shared plan, read-only (issue 39): its newest version, or the one named.
          ...["p/:id", "p/:id/:version"].map((path) => ({
            path,
            loader: keepRuntimeConfigLoading,
            lazy: lazyScreen(async () => ({
              Component: await loadSharedPlanScreen(),
            })),
          })),
          ...authRoutes,
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * The app's router. Made by main.tsx in a task of its own, after the modules' evaluation:
 * matching the routes and starting the first screen's loaders is ~15 ms of a phone's main
 * thread, and in the same task as the evaluation it made one long task of both (issue 40:
 * blocking time counts each task's part over 50 ms).
 */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setReloadTarget(() => {
    const target = router.state.navigation.location;
    return target ? createPath(target) : window.location.href;
  });
  return router;
}
