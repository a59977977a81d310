/**
 * The auth feature's public module: its routes (sign-in, sign-up, account, …), the session
 * check every navigation runs, and the header's account entry.
 */
export { AccountEntry } from "./account-entry";
export { authRoutes } from "./auth-routes";
export { sessionCheck } from "./session-check";
