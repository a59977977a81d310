import { type MiddlewareFunction, matchRoutes, type RouteObject, redirect } from "react-router";
import { firstScreenShown } from "../../lib/first-screen";
import { signInPath } from "./safe-redirect";

/**
 * A route's auth setting, as `handle: { auth }` (product spec §2):
 * - `false`: no session check on the way in;
 * - unset: the session is refreshed in the background, and everyone may see the screen
 *   (the map, signs and dashboard work on this browser's data alone);
 * - `"user"`: needs an account; guests (anonymous sessions) and signed-out people are sent
 *   to sign in and brought back afterwards;
 * - `"guest"`: for people who are not signed in (e.g. sign-up); anyone signed in goes to /.
 */
export type RouteAuth = false | "user" | "guest" | undefined;
export type AuthHandle = { auth?: RouteAuth };

/** The default redirect target for someone already signed in (product spec §2). */
export const SIGNED_IN_REDIRECT = "/";

type SessionState = { data: { user: { id: string; isAnonymous?: boolean | null } } | null };

/** Fetches the session anew and answers it (the auth client loads on first use). */
export type SessionRefresher = () => Promise<SessionState>;

const refreshWithAuthClient: SessionRefresher = async () => {
  const { $session } = await import("../../lib/auth-client");
  await $session.get().refetch();
  return $session.get();
};

/** The auth setting of the deepest matched route that has one. */
export function routeAuth(routes: RouteObject[], pathname: string): RouteAuth {
  const matches = matchRoutes(routes, pathname) ?? [];
  let auth: RouteAuth;
  for (const match of matches) {
    const handle = match.route.handle as AuthHandle | undefined;
    if (handle && "auth" in handle) auth = handle.auth;
  }
  return auth;
}

/**
 * The navigation middleware for the root route: checks the session on every navigation.
 * A refresh nothing waits for starts once `backgroundAfter` resolves: by default once the
 * first screen is painted, so that the auth client does not share a slow network with the
 * screen's own code at the first load (lib/first-screen.ts).
 */
export function sessionCheck(
  routes: () => RouteObject[],
  refresh: SessionRefresher = refreshWithAuthClient,
  backgroundAfter?: Promise<void>,
): MiddlewareFunction {
  return async ({ request }, next) => {
    const url = new URL(request.url);
    const auth = routeAuth(routes(), url.pathname);
    if (auth === false) return next();
    if (auth === undefined) {
      // Nothing waits for it: the screen renders while the session is refreshed.
      (backgroundAfter ?? firstScreenShown).then(refresh).catch(() => {});
      return next();
    }
    const session = await refresh().catch(() => ({ data: null }));
    const user = session.data?.user;
    const hasAccount = Boolean(user && !user.isAnonymous);
    if (auth === "user" && !hasAccount) {
      throw redirect(signInPath(`${url.pathname}${url.search}`));
    }
    if (auth === "guest" && hasAccount) throw redirect(SIGNED_IN_REDIRECT);
    return next();
  };
}
