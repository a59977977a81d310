import { describe, expect, it } from "vitest";
import {
  ACME_DEPLOYMENT,
  ACME_PRODUCTION,
  Browser,
  errorOf,
  expectError,
  PASSWORD,
  signUp,
  workerWith,
} from "./support/browser";
import { mailTo, waitForMail } from "./support/mailbox";

const foreign = "https://evil.example/steal";

/** The URL fields of a request body, and the error a foreign or bad value is refused with. */
const URL_FIELDS = {
  callbackURL: { code: "INVALID_CALLBACK_URL", message: "Invalid callbackURL" },
  errorCallbackURL: { code: "INVALID_ERROR_CALLBACK_URL", message: "Invalid errorCallbackURL" },
  newUserCallbackURL: {
    code: "INVALID_NEW_USER_CALLBACK_URL",
    message: "Invalid newUserCallbackURL",
  },
  redirectTo: { code: "INVALID_REDIRECT_URL", message: "Invalid redirectURL" },
};

/** Each field where it is sent: redirectTo to the reset request, the others to `signInPath`. */
function urlFieldCases(signInPath: string) {
  return Object.entries(URL_FIELDS).map(
    ([field, error]) =>
      [
        field,
        field === "redirectTo" ? "/api/auth/request-password-reset" : signInPath,
        error,
      ] as const,
  );
}

describe("callback URLs must be relative or on a trusted origin", () => {
  it.each(urlFieldCases("/api/auth/sign-in/email"))(
    "a foreign %s gives 403",
    async (field, path, error) => {
      const { email } = await signUp(new Browser());
      const response = await new Browser().post(path, {
        email,
        password: PASSWORD,
        [field]: foreign,
      });
      await expectError(response, 403, error);
    },
  );

  it("a foreign callbackURL for the deletion mail gives 403 and sends nothing", async () => {
    const browser = new Browser();
    const { email } = await signUp(browser);
    await waitForMail(email, /Verify/);
    const response = await browser.post("/api/auth/delete-user", { callbackURL: foreign });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toMatchObject({ message: "Invalid callbackURL" });
    expect((await mailTo(email)).map((mail) => mail.subject)).not.toContainEqual(
      expect.stringMatching(/deleting/),
    );
  });

  it.each([
    [
      "accepts relative paths and any localhost port in development",
      200,
      ["/map", "http://localhost:5173/account", "http://127.0.0.1:9999/x"],
    ],
    [
      "refuses tricky relative-looking URLs",
      403,
      ["//evil.example/x", "/\\evil.example", "https://localhost.evil.example/"],
    ],
  ])("%s", async (_name, status, callbackURLs) => {
    const { email } = await signUp(new Browser());
    for (const callbackURL of callbackURLs) {
      const response = await new Browser().post("/api/auth/sign-in/email", {
        email,
        password: PASSWORD,
        callbackURL,
      });
      expect(response.status, callbackURL).toBe(status);
    }
  });

  it("checks the callbackURL of the emailed links too", async () => {
    const browser = new Browser();
    for (const path of [
      `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(foreign)}`,
      `/api/auth/reset-password/abc?callbackURL=${encodeURIComponent(foreign)}`,
      `/api/auth/delete-user/callback?token=x&callbackURL=${encodeURIComponent(foreign)}`,
    ]) {
      const response = await browser.request(path);
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toMatchObject({ message: "Invalid callbackURL" });
    }
  });
});

describe("a callback URL that matches a trusted-origin pattern but is no URL", () => {
  // http://localhost:* is trusted in development; this matches it as a pattern.
  const notAURL = "http://localhost:8793.evil.example";

  it("gives 403 'Invalid callbackURL' on the emailed links' GETs, never a 500", async () => {
    const browser = new Browser();
    await signUp(browser);
    for (const path of [
      `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(notAURL)}`,
      `/api/auth/reset-password/abc?callbackURL=${encodeURIComponent(notAURL)}`,
      `/api/auth/delete-user/callback?token=x&callbackURL=${encodeURIComponent(notAURL)}`,
    ]) {
      const response = await browser.request(path);
      expect(response.status, path).toBe(403);
      expect(await errorOf(response)).toEqual({
        code: "INVALID_CALLBACK_URL",
        message: "Invalid callbackURL",
      });
    }
  });

  it.each(urlFieldCases("/api/auth/sign-in/social"))(
    "as %s in a body: 403 with the matching name",
    async (field, path, error) => {
      const response = await new Browser().post(path, {
        provider: "github",
        callbackURL: "/map",
        email: "someone@example.com",
        [field]: notAURL,
      });
      await expectError(response, 403, error);
    },
  );

  it("a path longer than any address of ours (2,048 characters) is refused the same way", async () => {
    const response = await new Browser().request(
      `/api/auth/reset-password/abc?callbackURL=/${"p".repeat(2048)}`,
    );
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toMatchObject({ code: "INVALID_CALLBACK_URL" });
  });
});

describe("a foreign Origin", () => {
  it("on a cookie-carrying POST gives 403 and changes nothing", async () => {
    const browser = new Browser();
    await signUp(browser);
    const response = await browser.post(
      "/api/auth/sign-out",
      {},
      {
        headers: { origin: "https://evil.example" },
      },
    );
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toMatchObject({ code: "INVALID_ORIGIN" });
    expect(await browser.session()).not.toBeNull();
  });

  it("on a cookie-carrying POST without any Origin or Referer gives 403", async () => {
    const browser = new Browser();
    await signUp(browser);
    const response = await browser.post("/api/auth/update-user", { name: "X" }, { noOrigin: true });
    expect(response.status).toBe(403);
    expect((await browser.session())?.user.name).toBe("Ada Lovelace");
  });

  it("cannot sign in from another site's form (CSRF)", async () => {
    const { email } = await signUp(new Browser());
    const response = await new Browser().post(
      "/api/auth/sign-in/email",
      { email, password: PASSWORD },
      { headers: { origin: "https://evil.example" } },
    );
    expect(response.status).toBe(403);
  });

  it("any localhost port is a trusted origin in development", async () => {
    const browser = new Browser();
    await signUp(browser);
    const response = await browser.post(
      "/api/auth/update-user",
      { name: "Vite" },
      {
        headers: { origin: "http://localhost:5173" },
      },
    );
    expect(response.status).toBe(200);
  });
});

describe("an Origin that only starts with a trusted origin", () => {
  // Matches the development pattern http://localhost:* as text, but names no host of ours.
  const lookalikes = [
    "http://localhost:8787.evil.example",
    "http://localhost:8787evil.example",
    "http://127.0.0.1:8787.evil.example",
    "https://localhost:5173.evil.example",
  ];

  it("is refused on a cookie-carrying POST, ours and better-auth's: 403 INVALID_ORIGIN", async () => {
    const browser = new Browser();
    await signUp(browser);
    for (const origin of lookalikes) {
      for (const [path, body] of [
        ["/api/auth/update-user", { name: "Evil" }],
        ["/api/account/set-password", { newPassword: "a long password here" }],
      ] as const) {
        const response = await browser.post(path, body, { headers: { origin } });
        expect(response.status, `${origin} ${path}`).toBe(403);
        expect(await errorOf(response)).toEqual({
          code: "INVALID_ORIGIN",
          message: "Invalid origin",
        });
      }
      // As a Referer (no Origin) too.
      const referred = await browser.post(
        "/api/auth/update-user",
        { name: "Evil" },
        { noOrigin: true, headers: { referer: `${origin}/page` } },
      );
      expect(referred.status, origin).toBe(403);
    }
    expect((await browser.session())?.user.name).toBe("Ada Lovelace");
  });

  it("is refused on a sign-in: 403, no session", async () => {
    const { email } = await signUp(new Browser());
    for (const origin of lookalikes) {
      const browser = new Browser();
      const response = await browser.post(
        "/api/auth/sign-in/email",
        { email, password: PASSWORD },
        { headers: { origin } },
      );
      expect(response.status, origin).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });
});

describe("as deployed: the production host and its preview hosts", () => {
  const production = ACME_PRODUCTION;
  const deployed = workerWith(ACME_DEPLOYMENT);

  it("trusts the production origin and preview origins", async () => {
    for (const origin of [production, "https://my-branch-signage-planner.acme.workers.dev"]) {
      const browser = new Browser(deployed, origin);
      const response = await browser.post("/api/auth/sign-up/email", {
        email: `someone-${crypto.randomUUID()}@example.com`,
        password: PASSWORD,
        name: "Preview",
        callbackURL: `${origin}/map`,
      });
      expect(response.status).toBe(200);
      const update = await browser.post("/api/auth/update-user", { name: "Still me" });
      expect(update.status).toBe(200);
    }
  });

  it("does not trust localhost, or look-alike hosts", async () => {
    const browser = new Browser(deployed, production);
    await browser.post("/api/auth/sign-up/email", {
      email: `someone-${crypto.randomUUID()}@example.com`,
      password: PASSWORD,
      name: "Prod",
    });
    for (const origin of [
      "http://localhost:8787",
      "https://signage-planner.acme.workers.dev.evil.example",
      "https://evil-signage-planner.acme.example",
    ]) {
      const response = await browser.post(
        "/api/auth/update-user",
        { name: "X" },
        {
          headers: { origin },
        },
      );
      expect(response.status).toBe(403);
    }
  });
});
