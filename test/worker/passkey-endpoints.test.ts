import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Browser, errorOf, expectError, ORIGIN, signUp, workerWith } from "./support/browser";
import {
  registerPasskey,
  SoftwareAuthenticator,
  signInWithPasskey,
} from "./support/passkey-authenticator";

type StoredPasskey = { id: string; name?: string | null; userId: string; credentialID: string };

async function listPasskeys(browser: Browser): Promise<StoredPasskey[]> {
  const response = await browser.request("/api/auth/passkey/list-user-passkeys");
  expect(response.status).toBe(200);
  return response.json();
}

/** A signed-up person with one passkey on their own authenticator. */
async function personWithPasskey(name = "Laptop") {
  const browser = new Browser();
  const { userId, email } = await signUp(browser);
  const authenticator = new SoftwareAuthenticator(ORIGIN);
  const registered = await registerPasskey(browser, authenticator, { name });
  expect(registered.status).toBe(200);
  const passkey: StoredPasskey = await registered.json();
  return { browser, userId, email, authenticator, passkey };
}

describe("registering a passkey", () => {
  it("gives options for this relying party with the attachment asked for, and stores the named passkey", async () => {
    const browser = new Browser();
    const { userId, email } = await signUp(browser);
    const options = await browser.request(
      "/api/auth/passkey/generate-register-options?authenticatorAttachment=cross-platform&name=Key",
    );
    expect(options.status).toBe(200);
    const body = await options.json();
    expect(body).toMatchObject({
      rp: { id: "localhost", name: "Signage Planner" },
      // The authenticator's account picker shows the email, not the passkey's label.
      user: { name: email, displayName: email },
      authenticatorSelection: {
        authenticatorAttachment: "cross-platform",
        residentKey: "required",
        requireResidentKey: true,
      },
      attestation: "none",
    });
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const response = await authenticator.register(body);
    const verified = await browser.post("/api/auth/passkey/verify-registration", {
      response,
      name: "  Office key  ",
    });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ name: "Office key", userId });
    const listed = await listPasskeys(browser);
    expect(listed).toEqual([expect.objectContaining({ name: "Office key", userId })]);
  });

  it("the SPA's way, through `hc`: options for the attachment asked for, the label kept, then a sign-in from the POST form", async () => {
    const browser = new Browser();
    const { userId, email } = await signUp(browser);
    const options = await browser.api.auth.passkey["generate-register-options"].$get({
      query: { authenticatorAttachment: "platform", name: "Not the user name" },
    });
    if (!options.ok) throw new Error(`generate-register-options answered ${options.status}`);
    const creation = await options.json();
    expect(creation.authenticatorSelection?.authenticatorAttachment).toBe("platform");
    expect(creation.user.name).toBe(email);

    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const verified = await browser.api.auth.passkey["verify-registration"].$post({
      json: { response: await authenticator.register(creation), name: "Phone" },
    });
    if (!verified.ok) throw new Error(`verify-registration answered ${verified.status}`);
    const stored = await verified.json();
    expect(stored).toMatchObject({ name: "Phone", userId, backedUp: false });
    // The declared answer is the JSON one: the date arrives as text.
    expect(new Date(stored.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const signedOut = new Browser();
    const request = await signedOut.api.auth.passkey["generate-authenticate-options"].$post({
      json: {},
    });
    if (!request.ok) throw new Error(`generate-authenticate-options answered ${request.status}`);
    const requestOptions = await request.json();
    expect(requestOptions.rpId).toBe("localhost");
    const signedIn = await signedOut.post("/api/auth/passkey/verify-authentication", {
      response: await authenticator.authenticate(requestOptions),
    });
    expect(signedIn.status).toBe(200);
    expect((await signedOut.session())?.user.id).toBe(userId);
  });

  it("leaves out credentials the person already has, so an authenticator is not registered twice", async () => {
    const { browser, passkey } = await personWithPasskey();
    const options = await browser.request("/api/auth/passkey/generate-register-options");
    const body: { excludeCredentials: { id: string }[] } = await options.json();
    expect(body.excludeCredentials.map((credential) => credential.id)).toEqual([
      passkey.credentialID,
    ]);
  });

  it("takes the relying party from configuration per environment", async () => {
    const send = workerWith({
      PASSKEY_RP_ID: "example.com",
      PASSKEY_RP_NAME: "Planner (staging)",
      BETTER_AUTH_URL: "https://plan.example.com",
      ENVIRONMENT: "development",
    });
    const browser = new Browser(send, "https://plan.example.com");
    await signUp(browser);
    const options = await browser.request("/api/auth/passkey/generate-register-options");
    expect(await options.json()).toMatchObject({
      rp: { id: "example.com", name: "Planner (staging)" },
    });
  });
});

describe("passkey endpoints refuse", () => {
  it("every call that needs a session, without one: 401", async () => {
    const browser = new Browser();
    const calls = [
      browser.request("/api/auth/passkey/generate-register-options"),
      browser.post("/api/auth/passkey/verify-registration", { response: {} }),
      browser.request("/api/auth/passkey/list-user-passkeys"),
      browser.post("/api/auth/passkey/update-passkey", { id: "any", name: "x" }),
      browser.post("/api/auth/passkey/delete-passkey", { id: "any" }),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(401);
  });

  it("renaming or deleting someone else's passkey, as if it did not exist, and changes nothing", async () => {
    const owner = await personWithPasskey("Owner's phone");
    const other = new Browser();
    await signUp(other);
    const rename = await other.post("/api/auth/passkey/update-passkey", {
      id: owner.passkey.id,
      name: "Mine now",
    });
    await expectError(rename, 404, {
      code: "PASSKEY_NOT_FOUND",
      message: "Passkey not found",
    });
    const remove = await other.post("/api/auth/passkey/delete-passkey", { id: owner.passkey.id });
    expect(remove.status).toBe(404);
    expect(await errorOf(remove)).toMatchObject({ code: "PASSKEY_NOT_FOUND" });
    const unknown = await other.post("/api/auth/passkey/delete-passkey", { id: "no-such-id" });
    expect(unknown.status).toBe(404);
    expect(await listPasskeys(owner.browser)).toEqual([
      expect.objectContaining({ id: owner.passkey.id, name: "Owner's phone" }),
    ]);
    expect(await listPasskeys(other)).toEqual([]);
  });

  it("a registration without its challenge, or answering another challenge or origin: 400", async () => {
    const browser = new Browser();
    await signUp(browser);
    const authenticator = new SoftwareAuthenticator(ORIGIN);

    // No options asked for: no challenge cookie.
    const options = await browser.request("/api/auth/passkey/generate-register-options");
    const body = await options.json();
    const response = await authenticator.register(body);
    const withoutChallenge = new Browser(undefined, ORIGIN, browser.ip);
    for (const [name, value] of browser.cookies) {
      if (!name.includes("passkey")) withoutChallenge.cookies.set(name, value);
    }
    const noChallenge = await withoutChallenge.post("/api/auth/passkey/verify-registration", {
      response,
    });
    expect(noChallenge.status).toBe(400);
    expect(await errorOf(noChallenge)).toMatchObject({ code: "CHALLENGE_NOT_FOUND" });

    for (const overrides of [
      { challenge: "c29tZS1vdGhlci1jaGFsbGVuZ2U" },
      { origin: "https://evil.example" },
      { rpId: "evil.example" },
    ]) {
      const fresh = await (
        await browser.request("/api/auth/passkey/generate-register-options")
      ).json();
      const forged = await authenticator.register(fresh, overrides);
      const answer = await browser.post("/api/auth/passkey/verify-registration", {
        response: forged,
      });
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(await errorOf(answer)).toEqual({
        code: "FAILED_TO_VERIFY_REGISTRATION",
        message: "Failed to verify registration",
      });
    }
    const garbage = await browser.request("/api/auth/passkey/generate-register-options");
    expect(garbage.status).toBe(200);
    const malformed = await browser.post("/api/auth/passkey/verify-registration", {
      response: { id: "x", response: { clientDataJSON: "not base64!" } },
    });
    expect(malformed.status).toBe(400);
    expect(await listPasskeys(browser)).toEqual([]);
  });

  it("a verify call from a page of another site: 403 INVALID_ORIGIN", async () => {
    const { browser, authenticator } = await personWithPasskey();
    const options = await (
      await browser.request("/api/auth/passkey/generate-register-options")
    ).json();
    const response = await authenticator.register(options, { origin: "https://evil.example" });
    const answer = await browser.post(
      "/api/auth/passkey/verify-registration",
      { response },
      { headers: { origin: "https://evil.example" } },
    );
    expect(answer.status).toBe(403);
    expect(await errorOf(answer)).toMatchObject({ code: "INVALID_ORIGIN" });
  });

  it("a label longer than 100 characters, or an empty one: 400", async () => {
    const { browser, passkey } = await personWithPasskey();
    const long = await browser.post("/api/auth/passkey/update-passkey", {
      id: passkey.id,
      name: "n".repeat(101),
    });
    expect(long.status).toBe(400);
    expect(await errorOf(long)).toMatchObject({ code: "PASSKEY_NAME_TOO_LONG" });
    const empty = await browser.post("/api/auth/passkey/update-passkey", {
      id: passkey.id,
      name: "   ",
    });
    expect(empty.status).toBe(400);
    expect((await listPasskeys(browser))[0]?.name).toBe("Laptop");
  });

  it("adding a passkey on a sign-in older than a day: 403 SESSION_NOT_FRESH", async () => {
    const browser = new Browser();
    const { userId } = await signUp(browser);
    await env.DB.prepare("UPDATE session SET created_at = ? WHERE user_id = ?")
      .bind(Date.now() - 2 * 24 * 60 * 60 * 1000, userId)
      .run();
    const options = await browser.request("/api/auth/passkey/generate-register-options");
    expect(options.status).toBe(403);
    expect(await errorOf(options)).toMatchObject({ code: "SESSION_NOT_FRESH" });
  });
});

describe("signing in with a passkey", () => {
  it("signs in a browser with no session and no email, and renames and deletes the passkey", async () => {
    const { userId, authenticator, passkey } = await personWithPasskey();
    const browser = new Browser();
    const options = await browser.request("/api/auth/passkey/generate-authenticate-options");
    expect(options.status).toBe(200);
    const body: { allowCredentials?: unknown[] } = await options.json();
    expect(body).toMatchObject({ rpId: "localhost", userVerification: "preferred" });
    expect(body.allowCredentials ?? []).toEqual([]);
    const verified = await browser.post("/api/auth/passkey/verify-authentication", {
      response: await authenticator.authenticate(body),
    });
    expect(verified.status).toBe(200);
    expect((await browser.session())?.user.id).toBe(userId);

    const renamed = await browser.post("/api/auth/passkey/update-passkey", {
      id: passkey.id,
      name: "Work laptop",
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({
      passkey: { id: passkey.id, name: "Work laptop" },
    });
    const deleted = await browser.post("/api/auth/passkey/delete-passkey", { id: passkey.id });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ status: true });
    expect(await listPasskeys(browser)).toEqual([]);

    // The deleted passkey signs nobody in any more.
    const again = await signInWithPasskey(new Browser(), authenticator);
    expect(again.status).toBe(401);
    expect(await errorOf(again)).toMatchObject({ code: "PASSKEY_NOT_FOUND" });
  });

  it("answers the spec's POST form, with or without an email, with the same kind of options", async () => {
    const { authenticator, userId } = await personWithPasskey();
    for (const body of [{}, { email: "someone@example.com" }, undefined]) {
      const browser = new Browser();
      const options = await browser.request("/api/auth/passkey/generate-authenticate-options", {
        method: "POST",
        body: body === undefined ? "" : body,
      });
      expect(options.status).toBe(200);
      const json: { allowCredentials?: unknown[] } = await options.json();
      expect(json).toMatchObject({ rpId: "localhost", challenge: expect.any(String) });
      expect(json.allowCredentials ?? []).toEqual([]);
      const verified = await browser.post("/api/auth/passkey/verify-authentication", {
        response: await authenticator.authenticate(json),
      });
      expect(verified.status).toBe(200);
      expect((await browser.session())?.user.id).toBe(userId);
    }
    const bad = await new Browser().post("/api/auth/passkey/generate-authenticate-options", {
      email: "not an address",
    });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ code: "VALIDATION_ERROR" });
    const notJson = await new Browser().request("/api/auth/passkey/generate-authenticate-options", {
      method: "POST",
      body: "{nope",
    });
    expect(notJson.status).toBe(400);
  });

  it("refuses a bad signature, a used challenge, an unknown credential and another origin, and signs nobody in", async () => {
    const { authenticator } = await personWithPasskey();
    const browser = new Browser();
    const challenge = async () =>
      (await browser.request("/api/auth/passkey/generate-authenticate-options")).json();
    const answer = async (response: unknown) =>
      browser.post("/api/auth/passkey/verify-authentication", { response });

    const options = await challenge();
    const otherKey = await crypto.subtle.generateKey(
      { name: "ECDSA", namedCurve: "P-256" },
      false,
      ["sign"],
    );
    const badSignature = await answer(
      await authenticator.authenticate(options, {
        signWith: (otherKey as CryptoKeyPair).privateKey,
      }),
    );
    // A well-formed answer that does not verify is a failed sign-in (401), not bad input.
    await expectError(badSignature, 401, {
      code: "AUTHENTICATION_FAILED",
      message: "Authentication failed",
    });

    // That challenge is spent, even for a good answer.
    const replay = await answer(await authenticator.authenticate(options));
    expect(replay.status).toBe(400);
    expect(await errorOf(replay)).toMatchObject({ code: "CHALLENGE_NOT_FOUND" });

    const stranger = new SoftwareAuthenticator(ORIGIN);
    await stranger.register({ rp: { id: "localhost" }, user: { id: "x" }, challenge: "x" });
    const unknown = await answer(await stranger.authenticate(await challenge()));
    expect(unknown.status).toBe(401);
    expect(await errorOf(unknown)).toMatchObject({ code: "PASSKEY_NOT_FOUND" });

    const wrongOrigin = await answer(
      await authenticator.authenticate(await challenge(), { origin: "http://localhost:9999" }),
    );
    expect(wrongOrigin.status).toBe(400);

    const malformed = await answer("not an object");
    expect(malformed.status).toBe(400);
    expect(await browser.session()).toBeNull();
  });

  it("works from any localhost port in development (the origin comes from the trusted request)", async () => {
    const { authenticator, userId } = await personWithPasskey();
    const origin = "http://localhost:51234";
    const browser = new Browser(undefined, origin);
    const options = await (
      await browser.request("/api/auth/passkey/generate-authenticate-options")
    ).json();
    const verified = await browser.post("/api/auth/passkey/verify-authentication", {
      response: await authenticator.authenticate(options, { origin }),
    });
    expect(verified.status).toBe(200);
    expect((await browser.session())?.user.id).toBe(userId);
  });
});
