import type { RouteObject } from "react-router";

/**
 * The account screens as lazy routes: each loads its own chunk on first visit, so none of
 * them adds to the JavaScript the map needs (DESIGN: the /map budget).
 */
export const authRoutes: RouteObject[] = [
  {
    path: "sign-in",
    lazy: async () => ({ Component: (await import("./sign-in-screen")).SignInScreen }),
  },
  {
    path: "sign-up",
    lazy: async () => ({ Component: (await import("./sign-up-screen")).SignUpScreen }),
  },
  {
    path: "forgot-password",
    lazy: async () => ({
      Component: (await import("./forgot-password-screen")).ForgotPasswordScreen,
    }),
  },
  {
    path: "reset-password",
    lazy: async () => ({
      Component: (await import("./reset-password-screen")).ResetPasswordScreen,
    }),
  },
  {
    path: "verify-email",
    lazy: async () => ({ Component: (await import("./verify-email-screen")).VerifyEmailScreen }),
  },
  {
    path: "account",
    lazy: async () => ({ Component: (await import("./account-screen")).AccountScreen }),
  },
  {
    path: "account-deleted",
    lazy: async () => ({
      Component: (await import("./account-deleted-screen")).AccountDeletedScreen,
    }),
  },
  {
    path: "dev/inbox",
    lazy: async () => ({ Component: (await import("./dev-inbox-screen")).DevInboxScreen }),
  },
];
