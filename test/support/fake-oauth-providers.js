/**
 * The outside world of the worker tests (vitest.config.ts makes it the Worker's outbound
 * service; it runs in workerd beside the tests). Every fetch the Worker or a test makes
 * leaves through here:
 * - to this machine (the fake PostHog and Resend servers): passed on unchanged;
 * - to the control host `oauth-fake.test`: the tests set up and inspect the fake;
 * - to any other host: answered as the OAuth providers would, from what the test set up
 *   (token endpoints by `code` or `refresh_token`, user-info endpoints by access token,
 *   signing keys at the JWKS addresses); anything not set up fails like an unreachable
 *   host, so no test can reach the internet.
 *
 * Control API (JSON):
 * - POST /grants {code, token, refreshed?, resources?, tokenStatus?}: `token` is what the
 *   token endpoint answers for `code` (an `id_token_claims` object in it is signed into
 *   `id_token`); `refreshed` what it answers for a refresh_token grant of token's
 *   refresh_token; `resources` maps URLs to `{status?, body}` served to token's
 *   access_token (and to refreshed's).
 * - POST /id-tokens {claims, kid?} -> {idToken}: signed with the fake's RSA key.
 * - GET /requests?code= -> every request the fake answered for that grant.
 * - GET /refused -> hosts something tried to reach that nothing was set up for.
 */

const CONTROL_HOST = "oauth-fake.test";
const KEY_ID = "fake-oauth-key-1";
/** Where providers publish their signing keys. */
const JWKS_PATHS = [
  "/oauth2/v3/certs",
  "/auth/keys",
  "/.well-known/jwks.json",
  "/discovery/v2.0/keys",
];

const grants = new Map();
const byAccessToken = new Map();
const byRefreshToken = new Map();
const refused = [];
let signingKey;

function isLocal(hostname) {
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
}

function base64url(bytes) {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const encodeJson = (value) => base64url(new TextEncoder().encode(JSON.stringify(value)));

async function key() {
  if (!signingKey) {
    const pair = await crypto.subtle.generateKey(
      {
        name: "RSASSA-PKCS1-v1_5",
        modulusLength: 2048,
        publicExponent: new Uint8Array([1, 0, 1]),
        hash: "SHA-256",
      },
      true,
      ["sign", "verify"],
    );
    const jwk = await crypto.subtle.exportKey("jwk", pair.publicKey);
    signingKey = {
      privateKey: pair.privateKey,
      jwk: { kty: jwk.kty, n: jwk.n, e: jwk.e, kid: KEY_ID, alg: "RS256", use: "sig" },
    };
  }
  return signingKey;
}

async function signIdToken(claims, kid = KEY_ID) {
  const { privateKey } = await key();
  const now = Math.floor(Date.now() / 1000);
  const payload = { iat: now, exp: now + 3600, ...claims };
  const input = `${encodeJson({ alg: "RS256", kid, typ: "JWT" })}.${encodeJson(payload)}`;
  const signature = await crypto.subtle.sign(
    "RSASSA-PKCS1-v1_5",
    privateKey,
    new TextEncoder().encode(input),
  );
  return `${input}.${base64url(new Uint8Array(signature))}`;
}

/** A token answer as the test wrote it, with its id token claims signed. */
async function tokenAnswer(token) {
  if (!token) return token;
  const { id_token_claims: claims, ...rest } = token;
  return claims ? { ...rest, id_token: await signIdToken(claims) } : rest;
}

function headersOf(request) {
  return Object.fromEntries(
    [...request.headers].map(([name, value]) => [name.toLowerCase(), value]),
  );
}

async function formOf(request) {
  const text = new TextDecoder().decode(await request.arrayBuffer());
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("json")) {
    try {
      return JSON.parse(text);
    } catch {
      return { raw: text };
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

function record(grant, request, form) {
  grant.requests.push({
    method: request.method,
    url: request.url,
    headers: headersOf(request),
    form: form ?? null,
  });
}

async function control(request, url) {
  if (request.method === "POST" && url.pathname === "/grants") {
    const body = await request.json();
    const grant = {
      code: body.code,
      token: await tokenAnswer(body.token),
      tokenStatus: body.tokenStatus ?? 200,
      refreshed: await tokenAnswer(body.refreshed),
      resources: body.resources ?? {},
      requests: [],
    };
    grants.set(grant.code, grant);
    if (grant.token?.access_token) byAccessToken.set(grant.token.access_token, grant);
    if (grant.token?.refresh_token) byRefreshToken.set(grant.token.refresh_token, grant);
    if (grant.refreshed?.access_token) byAccessToken.set(grant.refreshed.access_token, grant);
    return Response.json({ token: grant.token });
  }
  if (request.method === "POST" && url.pathname === "/id-tokens") {
    const body = await request.json();
    return Response.json({ idToken: await signIdToken(body.claims, body.kid) });
  }
  if (url.pathname === "/requests") {
    const grant = grants.get(url.searchParams.get("code"));
    return Response.json({ requests: grant?.requests ?? [] });
  }
  if (url.pathname === "/jwks") return Response.json({ keys: [(await key()).jwk] });
  if (url.pathname === "/refused") return Response.json({ refused });
  return new Response("unknown control call", { status: 404 });
}

/** The token endpoint of any provider: an authorization code or a refresh token grant. */
async function tokenEndpoint(request, form) {
  if (form.grant_type === "refresh_token") {
    const grant = byRefreshToken.get(form.refresh_token);
    if (!grant?.refreshed) return Response.json({ error: "invalid_grant" }, { status: 400 });
    record(grant, request, form);
    return Response.json(grant.refreshed);
  }
  const grant = grants.get(form.code);
  if (!grant) return Response.json({ error: "invalid_grant" }, { status: 400 });
  record(grant, request, form);
  return Response.json(grant.token, { status: grant.tokenStatus });
}

function bearerOf(request) {
  const header = request.headers.get("authorization") ?? "";
  const match = header.match(/^(?:Bearer|OAuth)\s+(.+)$/i);
  return match?.[1];
}

async function provider(request, url) {
  if (request.method === "GET" && JWKS_PATHS.some((path) => url.pathname.endsWith(path))) {
    return Response.json({ keys: [(await key()).jwk] });
  }
  if (request.method === "POST") {
    const form = await formOf(request.clone());
    if (form.grant_type) return tokenEndpoint(request, form);
  }
  const grant = byAccessToken.get(bearerOf(request));
  if (grant) {
    const resource = grant.resources[url.href] ?? grant.resources[`${url.origin}${url.pathname}`];
    record(grant, request, request.method === "GET" ? null : await formOf(request));
    if (resource) return Response.json(resource.body, { status: resource.status ?? 200 });
    return Response.json({ error: "not_found" }, { status: 404 });
  }
  refused.push(`${request.method} ${url.href}`);
  // What an unreachable host looks like to the caller: the fetch itself fails.
  throw new Error(`fake OAuth providers: nothing set up for ${request.method} ${url.href}`);
}

export default {
  async fetch(request) {
    const url = new URL(request.url);
    if (isLocal(url.hostname)) return fetch(request);
    if (url.hostname === CONTROL_HOST) return control(request, url);
    return provider(request, url);
  },
};
