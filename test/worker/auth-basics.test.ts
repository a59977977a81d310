import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const origin = "http://localhost:8787";

function call(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (init.body && !headers.has("content-type")) headers.set("content-type", "application/json");
  if (!headers.has("origin")) headers.set("origin", origin);
  return exports.default.fetch(new Request(`${origin}${path}`, { ...init, headers }));
}

function uniqueEmail() {
  return `person-${crypto.randomUUID()}@example.com`;
}

function sessionCookie(response: Response): string {
  const cookies = response.headers.getSetCookie();
  const token = cookies.find((cookie) => cookie.startsWith("better-auth.session_token="));
  if (!token) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return token.split(";")[0] ?? "";
}

describe("auth health and routing", () => {
  it("answers the health check", async () => {
    const response = await call("/api/auth/ok");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it("answers unknown API paths with 404 JSON", async () => {
    const response = await call("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("serves the public runtime configuration", async () => {
    const response = await call("/api/config");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      environment: "development",
      googleMapsApiKey: null,
    });
  });
});

describe("email and password: sign-up, sign-in, session, sign-out", () => {
  it("runs the whole cycle", async () => {
    const email = uniqueEmail();
    const password = "correct horse battery staple";

    const signUp = await call("/api/auth/sign-up/email", {
      method: "POST",
      body: JSON.stringify({ email: email.toUpperCase(), password, name: "Ada" }),
    });
    expect(signUp.status).toBe(200);
    const signedUp = (await signUp.json()) as { user: { email: string } };
    expect(signedUp.user.email).toBe(email);

    const signIn = await call("/api/auth/sign-in/email", {
      method: "POST",
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = sessionCookie(signIn);

    const session = await call("/api/auth/get-session", { headers: { cookie } });
    expect(session.status).toBe(200);
    const current = (await session.json()) as { user: { email: string; name: string } };
    expect(current.user).toMatchObject({ email, name: "Ada" });

    const signOut = await call("/api/auth/sign-out", {
      method: "POST",
      headers: { cookie },
      body: "{}",
    });
    expect(signOut.status).toBe(200);
    expect(await signOut.json()).toEqual({ success: true });

    const afterSignOut = await call("/api/auth/get-session", { headers: { cookie } });
    expect(await afterSignOut.json()).toBeNull();
  });

  it("refuses a wrong password with the spec's code", async () => {
    const email = uniqueEmail();
    await call("/api/auth/sign-up/email", {
      method: "POST",
      body: JSON.stringify({ email, password: "a good password", name: "Bo" }),
    });
    const response = await call("/api/auth/sign-in/email", {
      method: "POST",
      body: JSON.stringify({ email, password: "not the password" }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
  });
});
