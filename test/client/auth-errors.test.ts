import { afterEach, describe, expect, it, vi } from "vitest";
import {
  authErrorMessage,
  needsFreshSignIn,
  verifyEmailErrorMessage,
} from "../../client/features/auth/auth-errors";
import { safeRedirect, signInPath } from "../../client/features/auth/safe-redirect";
import { authClient } from "../../client/lib/auth-client";
import { fakeApi, json } from "./auth-fake-api";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("auth error messages", () => {
  it.each([
    ["INVALID_EMAIL_OR_PASSWORD", 401, "That email and password do not match"],
    ["EMAIL_NOT_VERIFIED", 403, "Your email address is not verified yet"],
    ["USER_ALREADY_EXISTS", 422, "An account with this email already exists"],
    ["USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", 422, "An account with this email already exists"],
    ["PASSWORD_TOO_SHORT", 400, "That password is too short"],
    ["PASSWORD_TOO_LONG", 400, "That password is too long"],
    ["INVALID_PASSWORD", 400, "That password is not right"],
    ["INVALID_EMAIL", 400, "That does not look like an email address"],
    ["SESSION_EXPIRED", 400, "please sign in again"],
    ["SESSION_NOT_FRESH", 403, "please sign in again"],
    ["INVALID_TOKEN", 400, "This link is invalid or has expired"],
    ["CREDENTIAL_ACCOUNT_NOT_FOUND", 400, "Your account has no password yet"],
    ["FAILED_TO_UNLINK_LAST_ACCOUNT", 400, "You can't remove your only way to sign in"],
    ["ACCOUNT_NOT_FOUND", 400, "We could not find that account"],
  ])("says %s in plain words", (code, status, words) => {
    const message = authErrorMessage({ status, code, message: "raw server text" });
    expect(message).toContain(words);
    expect(message).not.toContain(code);
    expect(message).not.toContain("raw server text");
  });

  it.each([
    ["Email is the same", "That is already your email address."],
    ["Couldn't update your email", "We could not change your email to that address."],
    ["Session is not fresh", "For your safety, please sign in again before doing this."],
    ["user already has a password", "Your account already has a password. Change it instead."],
    ["Session not found", "That session has already ended."],
    [
      "You can only send a verification email to an unverified email",
      "Your email address is already verified.",
    ],
    [
      "Invalid callbackURL",
      "This request did not come from this site. Reload the page and try again.",
    ],
  ])("maps the spec's message %j", (message, words) => {
    expect(authErrorMessage({ status: 400, code: "BAD_REQUEST", message })).toBe(words);
  });

  it("tells how long to wait when rate limited", () => {
    expect(authErrorMessage({ status: 429, retryAfter: 42 })).toBe(
      "Too many attempts, try again in 42 seconds.",
    );
    expect(authErrorMessage({ status: 429, retryAfter: 1 })).toBe(
      "Too many attempts, try again in 1 second.",
    );
    expect(authErrorMessage({ status: 429 })).toBe("Too many attempts, try again in a moment.");
  });

  it("falls back by status, then to the server's own words", () => {
    expect(authErrorMessage({ status: 0 })).toContain("could not reach the server");
    expect(authErrorMessage({ status: 503, message: "Internal" })).toContain("on our side");
    expect(authErrorMessage({ status: 401 })).toBe("You are signed out. Sign in and try again.");
    expect(authErrorMessage({ status: 400, message: "Name is too long" })).toBe("Name is too long");
    expect(authErrorMessage({ status: 400 })).toBe("Something went wrong. Please try again.");
  });

  it("knows which errors ask for a fresh sign-in", () => {
    expect(needsFreshSignIn({ status: 403, message: "Session is not fresh" })).toBe(true);
    expect(needsFreshSignIn({ status: 400, code: "SESSION_EXPIRED" })).toBe(true);
    expect(needsFreshSignIn({ status: 400, code: "INVALID_PASSWORD" })).toBe(false);
  });

  it.each([
    ["token_expired", "has expired"],
    ["invalid_token", "is not valid"],
    ["user_not_found", "could not find the account"],
    ["unauthorized", "belongs to another account"],
  ])("explains the verify-email error %s", (code, words) => {
    expect(verifyEmailErrorMessage(code)).toContain(words);
  });
});

describe("the auth client", () => {
  it("carries the retry-after header of a 429 into the error it returns", async () => {
    fakeApi({
      "POST /api/auth/sign-in/email": () =>
        json({ message: "Too many requests. Please try again later." }, 429, {
          "x-retry-after": "17",
        }),
    });
    const { error } = await authClient.signIn.email({ email: "a@example.com", password: "x" });
    expect(error?.status).toBe(429);
    expect(authErrorMessage(error)).toBe("Too many attempts, try again in 17 seconds.");
  });

  it("prefers the standard retry-after header", async () => {
    fakeApi({
      "POST /api/auth/sign-up/email": () =>
        new Response("slow down", { status: 429, headers: { "retry-after": "60" } }),
    });
    const { error } = await authClient.signUp.email({
      email: "a@example.com",
      password: "x",
      name: "A",
    });
    expect(authErrorMessage(error)).toBe("Too many attempts, try again in 60 seconds.");
  });
});

describe("where sign-in returns to", () => {
  it.each([
    ["/account", "/account"],
    ["/signs?sign=A11#top", "/signs?sign=A11#top"],
    ["//evil.example/steal", "/map"],
    ["https://evil.example/", "/map"],
    ["/\\evil.example", "/map"],
    ["javascript:alert(1)", "/map"],
    ["", "/map"],
    [null, "/map"],
  ])("%j becomes %j", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it("builds the sign-in link back to the current screen, never back to sign-in", () => {
    expect(signInPath("/signs?sign=A11")).toBe("/sign-in?redirectTo=%2Fsigns%3Fsign%3DA11");
    expect(signInPath("/sign-in?redirectTo=%2Fmap")).toBe("/sign-in");
    expect(signInPath("/reset-password?token=abc")).toBe("/sign-in");
  });
});
