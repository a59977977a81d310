import { vi } from "vitest";

/**
 * A stand-in for the Worker's HTTP interface in jsdom (the client tests have no server):
 * answers by "METHOD /path", records every call, and says "signed out" to get-session
 * unless told otherwise.
 */
export type ApiCall = {
  method: string;
  path: string;
  search: string;
  body: Record<string, unknown> | undefined;
};
type Handler = (call: ApiCall) => Response | Promise<Response>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

export function fakeApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
      const method = (init?.method ?? "GET").toUpperCase();
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      const call = { method, path: url.pathname, search: url.search, body };
      calls.push(call);
      const handler = handlers[`${method} ${url.pathname}`];
      if (handler) return handler(call);
      if (url.pathname === "/api/auth/get-session") return json(null);
      if (url.pathname === "/api/config")
        return json({ environment: "test", googleMapsApiKey: null });
      return json({ code: "NOT_FOUND", message: `No fake for ${method} ${url.pathname}` }, 404);
    }),
  );
  return calls;
}

/** A session as get-session answers it, for a person signed in on this browser. */
export function sessionOf(
  overrides: { email?: string; name?: string; emailVerified?: boolean } = {},
) {
  const now = new Date().toISOString();
  return {
    session: {
      id: "session-1",
      token: "token-this-browser",
      userId: "user-1",
      expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      createdAt: now,
      updatedAt: now,
      ipAddress: "203.0.113.7",
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36",
    },
    user: {
      id: "user-1",
      email: overrides.email ?? "ada@example.com",
      name: overrides.name ?? "Ada",
      emailVerified: overrides.emailVerified ?? true,
      image: null,
      createdAt: now,
      updatedAt: now,
    },
  };
}

/** A response that stays pending until `release` is called, to observe pending states. */
export function deferred(response: () => Response) {
  let release: () => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    release = () => resolve(response());
  });
  return { promise, release: () => release() };
}
