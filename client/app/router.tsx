import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { authRoutes } from "../features/auth/auth-routes";
import { DashboardScreen } from "../features/dashboard/dashboard-screen";
import { MapScreen } from "../features/map/map-screen";
import { SignsScreen } from "../features/signs/signs-screen";
import { ErrorPage } from "./error-page";
import { NotFoundPage } from "./not-found-page";
import { RootLayout } from "./root-layout";

/** Every client route. None takes a parameter (product spec §2). */
export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { index: true, element: <Navigate to="/map" replace /> },
          { path: "map", element: <MapScreen /> },
          { path: "signs", element: <SignsScreen /> },
          { path: "dashboard", element: <DashboardScreen /> },
          ...authRoutes,
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
