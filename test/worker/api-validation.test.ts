import { describe, expect, it } from "vitest";
import { Browser, signUp } from "./support/browser";

/** The whole error body: the spec's two fields and nothing of zod's. */
async function bodyOf(response: Response) {
  return { status: response.status, body: await response.json() };
}

const validationError = (message: string) => ({
  status: 400,
  body: { code: "VALIDATION_ERROR", message },
});

describe("our own routes refuse bad input the spec's way (400 VALIDATION_ERROR, no zod body)", () => {
  it("set-password: a wrong field, a body that is not JSON, and JSON sent as text/plain", async () => {
    const browser = new Browser();
    await signUp(browser);
    const path = "/api/account/set-password";
    expect(await bodyOf(await browser.post(path, { newPassword: 12345678 }))).toEqual(
      validationError("newPassword must be text"),
    );
    expect(await bodyOf(await browser.post(path, "{not json"))).toEqual(
      validationError("The body must be JSON"),
    );
    expect(await bodyOf(await browser.post(path, ""))).toEqual(
      validationError("The body must be JSON"),
    );
    // What a cross-site form can send without asking first.
    const plain = await browser.post(path, JSON.stringify({ newPassword: "long enough" }), {
      headers: { "content-type": "text/plain" },
    });
    expect(await bodyOf(plain)).toEqual(validationError("The body must be JSON"));
  });

  it("passkey authenticate options: an email that is not one; no body stands for {}", async () => {
    const path = "/api/auth/passkey/generate-authenticate-options";
    expect(await bodyOf(await new Browser().post(path, { email: "not an address" }))).toEqual(
      validationError("email must be an email address"),
    );
    expect(await bodyOf(await new Browser().post(path, { other: 1 }))).toMatchObject({
      status: 400,
      body: { code: "VALIDATION_ERROR" },
    });
    const none = await new Browser().request(path, { method: "POST" });
    expect(none.status).toBe(200);
  });

  it("account-info without an accountId", async () => {
    const browser = new Browser();
    await signUp(browser);
    for (const body of [{}, { accountId: "" }, { accountId: 7 }]) {
      expect(await bodyOf(await browser.post("/api/auth/account-info", body))).toEqual(
        validationError("accountId is required"),
      );
    }
  });

  it("linked-account calls without a selection, and passkey registration without an answer", async () => {
    const browser = new Browser();
    await signUp(browser);
    for (const path of ["unlink-account", "get-access-token", "refresh-token"]) {
      for (const body of [{}, { accountId: 7 }, { useAccountCookie: false }]) {
        expect(await bodyOf(await browser.post(`/api/auth/${path}`, body))).toEqual(
          validationError("providerId or accountId is required"),
        );
      }
      expect(await bodyOf(await browser.post(`/api/auth/${path}`, { providerId: "" }))).toEqual(
        validationError("providerId must not be empty"),
      );
    }
    expect(
      await bodyOf(
        await browser.post("/api/auth/passkey/verify-registration", { response: "not one" }),
      ),
    ).toEqual(validationError("response must be the authenticator's answer"));
    const options = await browser.request(
      "/api/auth/passkey/generate-register-options?authenticatorAttachment=usb",
    );
    expect(await bodyOf(options)).toEqual(
      validationError("authenticatorAttachment must be platform or cross-platform"),
    );
  });

  it("the dev mailbox's ?to= longer than any address", async () => {
    const response = await new Browser().request(`/api/dev/emails?to=${"a".repeat(321)}`);
    expect(await bodyOf(response)).toEqual(validationError("`to` must be an email address"));
  });
});
