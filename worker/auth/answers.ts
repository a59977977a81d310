import type { passkey } from "@better-auth/passkey";
import type { accountInfo, getAccessToken, refreshToken, unlinkAccount } from "better-auth/api";
import type { TypedResponse } from "hono";
import type { ClientErrorStatusCode, ServerErrorStatusCode } from "hono/utils/http-status";
import type { JSONParsed } from "hono/utils/types";

/**
 * What better-auth answers for the routes we put in front of it (routes/passkeys.ts,
 * routes/social-accounts.ts), named once from its own endpoint types, so the Worker, the
 * SPA and the tests share one type per answer (as better-auth returns it; what arrives as
 * JSON, a Date as its ISO string, is `AuthAnswer`'s).
 */
type Answer<Endpoint> = Endpoint extends (...args: never[]) => Promise<infer Body> ? Body : never;
type PasskeyEndpoints = ReturnType<typeof passkey>["endpoints"];

export type UnlinkAccountAnswer = Answer<typeof unlinkAccount>;
export type AccessTokenAnswer = Answer<typeof getAccessToken>;
export type RefreshTokenAnswer = Answer<typeof refreshToken>;
export type AccountInfoAnswer = Answer<typeof accountInfo>;
/** The WebAuthn options for `navigator.credentials.create()` (@simplewebauthn's JSON form). */
export type PasskeyRegistrationOptions = Answer<
  PasskeyEndpoints["generatePasskeyRegistrationOptions"]
>;
/** The passkey as stored. */
export type RegisteredPasskey = Answer<PasskeyEndpoints["verifyPasskeyRegistration"]>;
/** The WebAuthn options for `navigator.credentials.get()`. */
export type PasskeyAuthenticationOptions = Answer<
  PasskeyEndpoints["generatePasskeyAuthenticationOptions"]
>;

/** better-auth's own route (not ours): the new session and its person. */
export type PasskeySignInAnswer = Answer<PasskeyEndpoints["verifyPasskeyAuthentication"]>;

/** better-auth's error body (ours has the same two fields: lib/errors.ts). */
export type AuthErrorAnswer = { code?: string; message?: string };

/** A Response of better-auth's handler, typed for `hc` by the JSON it carries. */
export type AuthAnswer<T> = Response &
  (
    | TypedResponse<JSONParsed<T>, 200, "json">
    | TypedResponse<AuthErrorAnswer, ClientErrorStatusCode | ServerErrorStatusCode, "json">
  );

/**
 * Names the answer of a Response that comes from better-auth's handler (`handle`) for a
 * route whose success answer is `T`. The Response is unchanged: only its type is named,
 * which is what hono's client reads (a plain Response reaches it as an answer of unknown
 * shape).
 */
export function authAnswer<T>(response: Response): AuthAnswer<T> {
  return response as AuthAnswer<T>;
}
