/**
 * Where to go after signing in: the `?redirectTo=` the person came with, only when it is a
 * path on this site (never `//elsewhere`, a scheme or a backslash trick), else the map.
 */
export function safeRedirect(target: string | null | undefined, fallback = "/map"): string {
  if (!target?.startsWith("/") || target.startsWith("//")) return fallback;
  if (/[\\\s]/.test(target)) return fallback;
  try {
    const resolved = new URL(target, "http://same.origin");
    if (resolved.origin !== "http://same.origin") return fallback;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return fallback;
  }
}

/** Screens a person is never sent back to after signing in. */
const AUTH_SCREENS = ["/sign-in", "/sign-up", "/forgot-password", "/reset-password"];

/** The sign-in path that brings the person back to `from` afterwards. */
export function signInPath(from: string): string {
  const target = safeRedirect(from, "");
  const pathname = target.split(/[?#]/)[0] ?? "";
  if (!target || AUTH_SCREENS.includes(pathname)) return "/sign-in";
  return `/sign-in?redirectTo=${encodeURIComponent(target)}`;
}
