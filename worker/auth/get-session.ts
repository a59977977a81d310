import { parseSessionOutput, parseUserOutput } from "better-auth/db";
import { type Column, getTableColumns } from "drizzle-orm";
import { parse, serialize } from "hono/utils/cookie";
import { session as sessionTable, user as userTable } from "../db/auth-schema";
import { createAuth } from "./create-auth";

/**
 * `GET /api/auth/get-session` is called on every navigation, so its plain case is answered
 * here: a signed session cookie whose session exists, has not expired and needs no
 * extension is read with one prepared D1 statement (session joined with its user) and
 * answered exactly as better-auth's endpoint would (its own output filters, its headers).
 * Every other case (no valid cookie, an unknown, expired or revoked session, one to
 * extend, a query, the cookie cache) returns undefined and goes to better-auth, which
 * deletes cookies and extends sessions itself.
 *
 * Why not through better-auth: its handler resolves the request's base URL (we allow
 * several hosts) by copying its whole context and options per request, which also empties
 * its per-options schema cache, builds a router of every endpoint per request, and its
 * drizzle adapter builds a relational query per lookup. Measured with a CPU profile of
 * workerd under `npm run bench:session`, that was most of get-session's time; the D1
 * statement itself is the same.
 */

type Row = Record<string, unknown>;
type SessionWithUser = {
  session: typeof sessionTable.$inferSelect;
  user: typeof userTable.$inferSelect;
};

/**
 * The table's columns by better-auth field name, in the order better-auth's adapter gives
 * them (the schema's, with `id` last), so the JSON is the same to the byte.
 */
function columnsOf(table: typeof sessionTable | typeof userTable): [string, Column][] {
  const columns = Object.entries(getTableColumns(table));
  return [
    ...columns.filter(([field]) => field !== "id"),
    ...columns.filter(([field]) => field === "id"),
  ];
}

const SESSION_COLUMNS = columnsOf(sessionTable);
const USER_COLUMNS = columnsOf(userTable);

/** One statement: every session column, then every user column, for one session token. */
const SESSION_WITH_USER = `SELECT ${[
  ...SESSION_COLUMNS.map(([, column]) => `s."${column.name}"`),
  ...USER_COLUMNS.map(([, column]) => `u."${column.name}"`),
].join(", ")} FROM "session" s JOIN "user" u ON u."id" = s."user_id" WHERE s."token" = ?`;

/** A row's values as drizzle reads them (integers to Dates and booleans), by field name. */
function toFields(columns: [string, Column][], values: unknown[], offset: number): Row {
  const fields: Row = {};
  columns.forEach(([field, column], index) => {
    const value = values[offset + index];
    fields[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  });
  return fields;
}

/** Reads the session with this token and its user in one D1 statement; null if none. */
export async function findSessionWithUser(
  env: Pick<Env, "DB">,
  token: string,
): Promise<SessionWithUser | null> {
  const [values] = await env.DB.prepare(SESSION_WITH_USER).bind(token).raw();
  if (!values) return null;
  // Every column of both tables, read through its own column's mapping: the rows drizzle
  // would give (the schema is generated from better-auth's options).
  return {
    session: toFields(SESSION_COLUMNS, values, 0) as SessionWithUser["session"],
    user: toFields(USER_COLUMNS, values, SESSION_COLUMNS.length) as SessionWithUser["user"],
  };
}

type AuthOptions = Parameters<typeof parseUserOutput>[0];

/** The fields better-auth's output filter keeps, per options and model, found once. */
const outputFields = new WeakMap<AuthOptions, Partial<Record<"session" | "user", string[]>>>();

/**
 * A row as better-auth answers it: its own output filter (which drops the fields its schema
 * marks `returned: false`) decides which fields stay, on the first row; every row has the
 * same columns, so later rows keep the same fields without the filter's deep copy.
 */
function outputOf(model: "session" | "user", options: AuthOptions, row: Row): Row {
  let byModel = outputFields.get(options);
  if (!byModel) {
    byModel = {};
    outputFields.set(options, byModel);
  }
  let fields = byModel[model];
  if (!fields) {
    const kept =
      model === "user"
        ? parseUserOutput(options, row as SessionWithUser["user"])
        : parseSessionOutput(options, row as SessionWithUser["session"]);
    fields = Object.keys(kept);
    byModel[model] = fields;
  }
  const output: Row = {};
  for (const field of fields) output[field] = row[field];
  return output;
}

/** better-auth's own get-session headers, so both paths answer alike. */
const SESSION_HEADERS = {
  "content-type": "application/json",
  "cache-control": "no-store",
  pragma: "no-cache",
};

/**
 * What checking cookies signed with one secret needs, kept per isolate: its HMAC key,
 * imported once, and the signed values already verified with it (by the signed text, value
 * and signature). A signature that was valid stays valid for that secret, so a browser's
 * session cookie is checked once instead of on every get-session; whether the session still
 * exists is read from D1 every time. Only valid values are kept, at most VERIFIED_LIMIT (the
 * oldest is dropped first), so strangers' forged cookies cannot grow it.
 */
type SecretVerifier = { key: Promise<CryptoKey>; verified: Map<string, string> };
const verifiers = new Map<string, SecretVerifier>();
const VERIFIED_LIMIT = 1000;

function verifierFor(secret: string): SecretVerifier {
  let verifier = verifiers.get(secret);
  if (!verifier) {
    const key = crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["verify"],
    );
    verifier = { key, verified: new Map() };
    verifiers.set(secret, verifier);
  }
  return verifier;
}

/** The HMAC signature of a signed cookie, decoded; undefined if it is not valid base64. */
function signatureBytes(signature: string): Uint8Array | undefined {
  let binary: string;
  try {
    binary = atob(signature);
  } catch {
    return undefined;
  }
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * A signed cookie's value, if it is there and its signature is valid. better-auth signs
 * cookies as Hono's `serializeSigned` does (`value.base64(HMAC-SHA256)`); this checks them
 * as Hono's `parseSigned` would, with the key imported once and a valid cookie verified
 * once (`parseSigned` imports the key and verifies on every call: a visible share of
 * get-session's time in a CPU profile).
 */
export async function signedCookie(header: string, secret: string, name: string) {
  if (!header.includes(name)) return undefined;
  const signed = parse(header, name)[name];
  if (!signed) return undefined;
  const { key, verified } = verifierFor(secret);
  const known = verified.get(signed);
  if (known !== undefined) return known;
  const dot = signed.lastIndexOf(".");
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (dot < 0 || signature.length !== 44 || !signature.endsWith("=")) return undefined;
  const bytes = signatureBytes(signature);
  if (!bytes) return undefined;
  const valid = await crypto.subtle.verify(
    "HMAC",
    await key,
    bytes,
    new TextEncoder().encode(value),
  );
  if (!valid) return undefined;
  if (verified.size >= VERIFIED_LIMIT) verified.delete(verified.keys().next().value as string);
  verified.set(signed, value);
  return value;
}

/**
 * The plain get-session answer, or undefined where better-auth must answer (see above).
 * The session is read from D1 on every call, so a revoked session is refused at once.
 */
export async function answerGetSession(env: Env, request: Request): Promise<Response | undefined> {
  // A query (e.g. disableRefresh) changes what better-auth does: its path, not ours.
  if (request.method !== "GET" || request.url.includes("?")) return undefined;
  const context = await createAuth(env).$context;
  if (context.options.session?.cookieCache?.enabled) return undefined;
  const cookies = context.authCookies;
  const header = request.headers.get("cookie") ?? "";
  // A session-data cookie is cleared by better-auth when the cookie cache is off.
  if (header.includes(cookies.sessionData.name)) return undefined;
  const token = await signedCookie(header, context.secret, cookies.sessionToken.name);
  if (!token) return undefined;
  const found = await findSessionWithUser(env, token);
  if (!found) {
    // Signed out or revoked: better-auth's answer (null, its session cookies expired),
    // without reading D1 a second time.
    const headers = new Headers(SESSION_HEADERS);
    for (const cookie of [cookies.sessionToken, cookies.sessionData, cookies.dontRememberToken]) {
      headers.append(
        "set-cookie",
        serialize(cookie.name, "", { ...cookie.attributes, maxAge: 0 } as never),
      );
    }
    return new Response("null", { headers });
  }
  const expiresAt = found.session.expiresAt.getTime();
  if (expiresAt < Date.now()) return undefined;
  // Same test as better-auth: extended once it was last extended more than updateAge ago,
  // unless the person chose not to be remembered.
  const { expiresIn, updateAge } = context.sessionConfig;
  const due = expiresAt - expiresIn * 1000 + updateAge * 1000 <= Date.now();
  if (due && !(await signedCookie(header, context.secret, cookies.dontRememberToken.name))) {
    return undefined;
  }
  const body = {
    session: outputOf("session", context.options, found.session),
    user: outputOf("user", context.options, found.user),
  };
  return new Response(JSON.stringify(body), { headers: SESSION_HEADERS });
}
