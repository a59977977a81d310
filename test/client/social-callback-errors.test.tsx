import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SocialCallbackError } from "../../client/features/auth/social-callback-error";

/**
 * Every `?error=` the social callback can send back (spec §8, plus better-auth's and the
 * providers' own), with what the person must be told in words: the sign-in screen's alert,
 * read from the address the callback sends the person back to. (The browser journey in
 * test/e2e/social-sign-in.test.ts walks one of them, and the provider's refusal, for real.)
 */
const CALLBACK_ERRORS: [code: string, words: RegExp][] = [
  ["invalid_callback_request", /not complete.*start again/],
  ["state_not_found", /start again/],
  ["please_restart_the_process", /start again/],
  ["state_mismatch", /start again/],
  ["no_code", /GitHub did not confirm/],
  ["oauth_provider_not_found", /GitHub is not available/],
  ["invalid_code", /GitHub did not accept/],
  ["unable_to_get_user_info", /could not read your profile from GitHub/],
  ["no_callback_url", /start again/],
  ["unable_to_link_account", /could not link your GitHub account/],
  ["account_already_linked_to_different_user", /already linked to another account/],
  ["email_not_found", /GitHub did not share an email address/],
  ["internal_server_error", /went wrong on our side/],
  ["signup_disabled", /no account for this GitHub account yet/],
  ["unable_to_create_user", /could not create your account/],
  ["unable_to_create_session", /could not sign you in/],
  ["account_not_linked", /account with this email already exists/],
  ["email_not_verified", /not verified yet/],
  ["access_denied", /cancelled signing in with GitHub/],
];

/** The alert on the sign-in screen at `path?params`, as the callback sends the person back. */
function alertAt(params: Record<string, string>, path = "/sign-in") {
  render(
    <MemoryRouter initialEntries={[`${path}?${new URLSearchParams(params)}`]}>
      <SocialCallbackError />
    </MemoryRouter>,
  );
  return screen.getByRole("alert").textContent ?? "";
}

describe("callback errors on the sign-in screen", () => {
  it.each(CALLBACK_ERRORS)("?error=%s is said in words", (code, words) => {
    const text = alertAt({ provider: "github", error: code });
    expect(text).toMatch(words);
    expect(text).not.toContain(code.includes("_") ? code : "\u0000");
    expect(text).not.toMatch(/undefined|null|\{provider\}/);
  });

  it("says nothing without an error", () => {
    render(
      <MemoryRouter initialEntries={["/sign-in?provider=github"]}>
        <SocialCallbackError />
      </MemoryRouter>,
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
