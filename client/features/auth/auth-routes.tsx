import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { loadChunk } from "../../lib/build-version-reload";
import type { AuthHandle, RouteAuth } from "./session-check";
import "./auth.css";

/** A route whose screen loads its own chunk on first visit (a failed chunk reloads once). */
function lazyScreen(
  path: string,
  load: () => Promise<ComponentType>,
  auth?: RouteAuth,
): RouteObject {
  const handle: AuthHandle | undefined = auth === undefined ? undefined : { auth };
  return { path, handle, lazy: () => loadChunk(async () => ({ Component: await load() })) };
}

/**
 * The account screens as lazy routes, so none of them adds to the JavaScript the map needs
 * (DESIGN: the /map budget). Sign-in and sign-up are for people without an account
 * ("guest": a guest session may still upgrade there); the account area needs one.
 */
export const authRoutes: RouteObject[] = [
  lazyScreen("sign-in", async () => (await import("./sign-in-screen")).SignInScreen, "guest"),
  lazyScreen("sign-up", async () => (await import("./sign-up-screen")).SignUpScreen, "guest"),
  lazyScreen(
    "forgot-password",
    async () => (await import("./forgot-password-screen")).ForgotPasswordScreen,
  ),
  lazyScreen(
    "reset-password",
    async () => (await import("./reset-password-screen")).ResetPasswordScreen,
  ),
  lazyScreen("verify-email", async () => (await import("./verify-email-screen")).VerifyEmailScreen),
  lazyScreen("account", async () => (await import("./account-screen")).AccountScreen, "user"),
  lazyScreen(
    "account-deleted",
    async () => (await import("./account-deleted-screen")).AccountDeletedScreen,
  ),
  lazyScreen("dev/inbox", async () => (await import("./dev-inbox-screen")).DevInboxScreen),
  // Where a social sign-in that created the account lands first (newUserCallbackURL).
  lazyScreen(
    "welcome",
    async () => (await import("./social-welcome-screen")).SocialWelcomeScreen,
    "user",
  ),
];
