import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { routes } from "../../client/app/router";
import { refreshSession } from "../../client/lib/auth-client";
import { loadRuntimeConfig } from "../../client/lib/runtime-config";
import { deferred, fakeApi, json, sessionOf } from "./auth-fake-api";

async function renderAt(path: string) {
  // The session store outlives a test; make it match this test's fake server first.
  await refreshSession();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  fakeApi({});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sign in", () => {
  it("labels every input with the right autocomplete and submits with Enter", async () => {
    const calls = fakeApi({
      "POST /api/auth/sign-in/email": () => json({ redirect: false, token: "t", user: {} }),
    });
    const router = await renderAt("/sign-in?redirectTo=%2Fsigns");
    const email = await screen.findByLabelText("Email");
    const password = screen.getByLabelText("Password");
    // "email", or "username webauthn" once passkey autofill shares the field.
    expect(email.getAttribute("autocomplete")).toMatch(/^(email|username)\b/);
    expect(password.getAttribute("autocomplete")).toBe("current-password");
    expect(screen.getByRole("checkbox", { name: "Remember me" })).toHaveProperty("checked", true);

    const user = userEvent.setup();
    await user.type(email, " Ada@Example.com ");
    await user.click(screen.getByRole("checkbox", { name: "Remember me" }));
    await user.type(password, "correct horse{Enter}");

    await waitFor(() => expect(router.state.location.pathname).toBe("/signs"));
    const signIn = calls.find((call) => call.path === "/api/auth/sign-in/email");
    expect(signIn?.body).toEqual({
      email: "Ada@Example.com",
      password: "correct horse",
      rememberMe: false,
    });
  });

  it("shows a pending button while the request runs, then the error in plain words", async () => {
    const answer = deferred(() =>
      json({ code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" }, 401),
    );
    fakeApi({ "POST /api/auth/sign-in/email": () => answer.promise });
    const router = await renderAt("/sign-in");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    const pending = await screen.findByRole("button", { name: "Signing in…" });
    expect(pending).toHaveProperty("disabled", true);
    answer.release();

    expect((await screen.findByRole("alert")).textContent).toBe(
      "That email and password do not match. Check both and try again.",
    );
    expect(screen.getByRole("button", { name: "Sign in" })).toHaveProperty("disabled", false);
    expect(router.state.location.pathname).toBe("/sign-in");
  });

  it("says how long to wait when rate limited", async () => {
    fakeApi({
      "POST /api/auth/sign-in/email": () =>
        json({ message: "Too many requests. Please try again later." }, 429, {
          "retry-after": "30",
        }),
    });
    await renderAt("/sign-in");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "any password{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many attempts, try again in 30 seconds.",
    );
  });

  it("never follows a redirectTo that leaves the site", async () => {
    fakeApi({
      "POST /api/auth/sign-in/email": () => json({ redirect: false, token: "t", user: {} }),
    });
    const router = await renderAt("/sign-in?redirectTo=https%3A%2F%2Fevil.example%2F");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "correct horse{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/map"));
  });
});

describe("sign up", () => {
  it("explains an address that already has an account", async () => {
    fakeApi({
      "POST /api/auth/sign-up/email": () =>
        json(
          { code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", message: "User already exists." },
          422,
        ),
    });
    await renderAt("/sign-up");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    expect(screen.getByLabelText("Password").getAttribute("autocomplete")).toBe("new-password");
    await user.type(screen.getByLabelText("Password"), "a long password{Enter}");
    expect((await screen.findByRole("alert")).textContent).toContain(
      "An account with this email already exists",
    );
  });

  it("asks to verify first where the server signs nobody in before verification", async () => {
    const calls = fakeApi({
      "POST /api/auth/sign-up/email": () => json({ token: null, user: {} }),
    });
    await renderAt("/sign-up");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "a long password{Enter}");
    await screen.findByRole("heading", { name: "Check your email" });
    expect(screen.getByRole("status").textContent).toContain("ada@example.com");
    expect(calls.find((call) => call.path === "/api/auth/sign-up/email")?.body).toMatchObject({
      callbackURL: "/verify-email",
    });
  });
});

describe("password reset", () => {
  it("says the same thing whether or not the address has an account", async () => {
    const calls = fakeApi({
      "POST /api/auth/request-password-reset": () =>
        json({
          status: true,
          message: "If this email exists in our system, check your email for the reset link",
        }),
    });
    await renderAt("/forgot-password");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), "nobody@example.com{Enter}");
    expect((await screen.findByRole("status")).textContent).toBe(
      "If this email exists in our system, check your email for the reset link.",
    );
    expect(calls.find((call) => call.path === "/api/auth/request-password-reset")?.body).toEqual({
      email: "nobody@example.com",
      redirectTo: "/reset-password",
    });
  });

  it("explains a used or expired link and offers a new one", async () => {
    await renderAt("/reset-password?error=INVALID_TOKEN");
    expect((await screen.findByRole("alert")).textContent).toContain("invalid or has expired");
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
    expect(screen.queryByLabelText("New password")).toBeNull();
  });

  it("saves the new password with the link's token, then goes to sign in", async () => {
    const calls = fakeApi({ "POST /api/auth/reset-password": () => json({ status: true }) });
    const router = await renderAt("/reset-password?token=abc123");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("New password"), "a new long password{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/sign-in"));
    expect(calls.find((call) => call.path === "/api/auth/reset-password")?.body).toEqual({
      newPassword: "a new long password",
      token: "abc123",
    });
  });

  it("shows a too-short password in plain words", async () => {
    fakeApi({
      "POST /api/auth/reset-password": () =>
        json({ code: "PASSWORD_TOO_SHORT", message: "Password too short" }, 400),
    });
    await renderAt("/reset-password?token=abc123");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("New password"), "short{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "That password is too short. Choose a longer one.",
    );
  });
});

describe("verify email result", () => {
  it("explains each failure the link can report", async () => {
    await renderAt("/verify-email?error=token_expired");
    await screen.findByRole("heading", { name: "We could not verify your email" });
    expect(screen.getByRole("alert").textContent).toContain("has expired");
  });
});

describe("the account area", () => {
  it("sends a signed-out person to sign in and back", async () => {
    const router = await renderAt("/account");
    await waitFor(() => expect(router.state.location.pathname).toBe("/sign-in"));
    expect(router.state.location.search).toBe("?redirectTo=%2Faccount");
  });

  it("offers to set a password when the account has none, and sets it", async () => {
    const calls = fakeApi({
      "GET /api/auth/get-session": () => json(sessionOf()),
      "GET /api/auth/list-accounts": () =>
        json([{ id: "a1", providerId: "github", accountId: "42", scopes: [] }]),
      "GET /api/auth/list-sessions": () => json([sessionOf().session]),
      "POST /api/account/set-password": () => json({ status: true }),
    });
    await renderAt("/account");
    const password = within(await screen.findByRole("region", { name: "Password" }));
    const user = userEvent.setup();
    await user.type(await password.findByLabelText("New password"), "a long password{Enter}");
    await waitFor(() =>
      expect(calls.find((call) => call.path === "/api/account/set-password")?.body).toEqual({
        newPassword: "a long password",
      }),
    );
    // Without a password, deleting asks for an explicit confirmation instead.
    const deletion = within(screen.getByRole("region", { name: "Delete account" }));
    expect(deletion.getByRole("checkbox", { name: /deleted for good/ })).toBeTruthy();
  });

  it("lists sessions, marks this one and revokes another by its token", async () => {
    const mine = sessionOf().session;
    const other = {
      ...mine,
      id: "session-2",
      token: "token-other-phone",
      userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1",
      createdAt: new Date(Date.now() - 86_400_000).toISOString(),
    };
    let sessions = [mine, other];
    const calls = fakeApi({
      "GET /api/auth/get-session": () => json(sessionOf()),
      "GET /api/auth/list-accounts": () => json([{ id: "a1", providerId: "credential" }]),
      "GET /api/auth/list-sessions": () => json(sessions),
      "POST /api/auth/revoke-session": () => {
        sessions = [mine];
        return json({ status: true });
      },
    });
    await renderAt("/account");
    const list = await screen.findByRole("list", { name: "Your sessions" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain("This device");
    expect(items[1]?.textContent).toContain("Safari on iOS");
    const user = userEvent.setup();
    await user.click(within(items[1] as HTMLElement).getByRole("button", { name: /Revoke/ }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(calls.find((call) => call.path === "/api/auth/revoke-session")?.body).toEqual({
      token: "token-other-phone",
    });
  });

  it("never shows the sessions of whoever had the account screen open before in this tab", async () => {
    const first = { ...sessionOf().session, id: "session-ada", userAgent: "Firefox/130.0" };
    fakeApi({
      "GET /api/auth/get-session": () => json(sessionOf()),
      "GET /api/auth/list-accounts": () => json([{ id: "a1", providerId: "credential" }]),
      "GET /api/auth/list-sessions": () => json([first]),
    });
    const shown = await renderAt("/account");
    const list = await screen.findByRole("list", { name: "Your sessions" });
    expect(list.textContent).toContain("Firefox");
    // Ada signs out; Bo signs in in the same tab, and his list is slow to come.
    shown.dispose();
    cleanup();
    const answer = deferred(() =>
      json([{ ...sessionOf().session, id: "session-bo", userAgent: "Safari/604.1" }]),
    );
    fakeApi({
      "GET /api/auth/get-session": () => json(sessionOf({ email: "bo@example.com", name: "Bo" })),
      "GET /api/auth/list-accounts": () => json([{ id: "a1", providerId: "credential" }]),
      "GET /api/auth/list-sessions": () => answer.promise,
    });
    await renderAt("/account");
    const sessions = within(await screen.findByRole("region", { name: "Sessions" }));
    expect(sessions.getByText("Loading your sessions…")).toBeTruthy();
    expect(sessions.queryByRole("list", { name: "Your sessions" })).toBeNull();
    answer.release();
    const bos = await sessions.findByRole("list", { name: "Your sessions" });
    expect(bos.textContent).toContain("Safari");
    expect(bos.textContent).not.toContain("Firefox");
  });

  it("asks to sign in again when the session is too old to list sessions", async () => {
    fakeApi({
      "GET /api/auth/get-session": () => json(sessionOf()),
      "GET /api/auth/list-accounts": () => json([{ id: "a1", providerId: "credential" }]),
      "GET /api/auth/list-sessions": () =>
        json({ code: "SESSION_NOT_FRESH", message: "Session is not fresh" }, 403),
    });
    await renderAt("/account");
    const sessions = within(await screen.findByRole("region", { name: "Sessions" }));
    expect((await sessions.findByRole("alert")).textContent).toContain("please sign in again");
    expect(sessions.getByRole("button", { name: "Sign in again" })).toBeTruthy();
  });

  it("unlinks a linked account by its provider and the person's id there, and says a refusal in words", async () => {
    let accounts = [
      { id: "a1", providerId: "credential", accountId: "user-1", scopes: [] },
      { id: "a2", providerId: "github", accountId: "gh-42", scopes: [] },
      { id: "a3", providerId: "google", accountId: "g-7", scopes: [] },
    ];
    const calls = fakeApi({
      "GET /api/auth/get-session": () => json(sessionOf()),
      "GET /api/auth/list-accounts": () => json(accounts),
      "GET /api/auth/list-sessions": () => json([sessionOf().session]),
      "POST /api/auth/unlink-account": (call) => {
        if (call.body?.providerId === "google") {
          return json(
            {
              code: "FAILED_TO_UNLINK_LAST_ACCOUNT",
              message: "You can't unlink your last account",
            },
            400,
          );
        }
        accounts = accounts.filter((account) => account.providerId !== call.body?.providerId);
        return json({ status: true });
      },
    });
    await renderAt("/account");
    const linked = within(await screen.findByRole("region", { name: "Linked accounts" }));
    const user = userEvent.setup();
    await user.click(await linked.findByRole("button", { name: "Unlink GitHub" }));
    await waitFor(() => expect(linked.queryByRole("button", { name: "Unlink GitHub" })).toBeNull());
    expect(calls.filter((call) => call.path === "/api/auth/unlink-account")).toMatchObject([
      { method: "POST", body: { providerId: "github", accountId: "gh-42" } },
    ]);

    await user.click(linked.getByRole("button", { name: "Unlink Google" }));
    expect((await linked.findByRole("alert")).textContent).toBe(
      "You can't remove your only way to sign in.",
    );
  });

  it("maps a wrong current password when changing it", async () => {
    fakeApi({
      "GET /api/auth/get-session": () => json(sessionOf()),
      "GET /api/auth/list-accounts": () => json([{ id: "a1", providerId: "credential" }]),
      "GET /api/auth/list-sessions": () => json([sessionOf().session]),
      "POST /api/auth/change-password": () =>
        json({ code: "INVALID_PASSWORD", message: "Invalid password" }, 400),
    });
    await renderAt("/account");
    const password = within(await screen.findByRole("region", { name: "Password" }));
    const user = userEvent.setup();
    await user.type(await password.findByLabelText("Current password"), "not it");
    await user.type(password.getByLabelText("New password"), "a new long password{Enter}");
    expect((await password.findByRole("alert")).textContent).toBe(
      "That password is not right. Check it and try again.",
    );
  });
});

describe("deleting the account", () => {
  function accountApi(providerId: string, extra: Parameters<typeof fakeApi>[0] = {}) {
    return fakeApi({
      "GET /api/auth/get-session": () => json(sessionOf()),
      "GET /api/auth/list-accounts": () => json([{ id: "a1", providerId }]),
      "GET /api/auth/list-sessions": () => json([sessionOf().session]),
      ...extra,
    });
  }

  it("confirms with the password when the account has one", async () => {
    const calls = accountApi("credential", {
      "POST /api/auth/delete-user": () => json({ success: true, message: "User deleted" }),
    });
    const router = await renderAt("/account");
    const deletion = within(await screen.findByRole("region", { name: "Delete account" }));
    const user = userEvent.setup();
    await user.type(
      await deletion.findByLabelText("Your password", { exact: true }),
      "my long password{Enter}",
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/account-deleted"));
    expect(calls.find((call) => call.path === "/api/auth/delete-user")?.body).toEqual({
      password: "my long password",
    });
  });

  it("without a password, asks for a fresh sign-in when the session is too old", async () => {
    const calls = accountApi("github", {
      "POST /api/auth/delete-user": () =>
        json({ code: "SESSION_NOT_FRESH", message: "Session is not fresh" }, 403),
    });
    await renderAt("/account");
    const deletion = within(await screen.findByRole("region", { name: "Delete account" }));
    const user = userEvent.setup();
    await user.click(await deletion.findByRole("checkbox", { name: /deleted for good/ }));
    await user.click(deletion.getByRole("button", { name: "Delete my account" }));
    expect((await deletion.findByRole("alert")).textContent).toContain("please sign in again");
    expect(deletion.getByRole("button", { name: "Sign in again" })).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/auth/delete-user")?.body).toEqual({});
  });

  it("emails a deletion link when asked, and says where it went", async () => {
    const calls = accountApi("credential", {
      "POST /api/auth/delete-user": () =>
        json({ success: true, message: "Verification email sent" }),
    });
    await renderAt("/account");
    const deletion = within(await screen.findByRole("region", { name: "Delete account" }));
    const user = userEvent.setup();
    await user.click(
      await deletion.findByRole("button", { name: "Email me a deletion link instead" }),
    );
    expect((await deletion.findByRole("status")).textContent).toContain(
      "We sent a link to ada@example.com",
    );
    expect(calls.find((call) => call.path === "/api/auth/delete-user")?.body).toEqual({
      callbackURL: "/account-deleted",
    });
  });
});

describe("the dev inbox", () => {
  const mail = {
    id: "m1",
    to: "ada@example.com",
    subject: "Verify your email address for Signage Planner",
    text: "Hello Ada,\nOpen http://localhost/api/auth/verify-email?token=abc to verify.",
    html: "<p>…</p>",
    createdAt: new Date().toISOString(),
  };

  it("lists the development mails with clickable links, by address, and clears them", async () => {
    let emails = [mail];
    const calls = fakeApi({
      "GET /api/config": () => json({ environment: "development", googleMapsApiKey: null }),
      "GET /api/dev/emails": () => json({ emails }),
      "DELETE /api/dev/emails": () => {
        emails = [];
        return json({ deleted: 1 });
      },
    });
    await loadRuntimeConfig();
    await renderAt("/dev/inbox");
    const article = await screen.findByRole("article", { name: mail.subject });
    expect(
      within(article)
        .getByRole("link", { name: "http://localhost/api/auth/verify-email?token=abc" })
        .getAttribute("href"),
    ).toBe("http://localhost/api/auth/verify-email?token=abc");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Address"), "ada@example.com{Enter}");
    await waitFor(() =>
      expect(calls.map((call) => call.search)).toContain("?to=ada%40example.com"),
    );
    await user.click(screen.getByRole("button", { name: "Clear inbox" }));
    expect(await screen.findByText("No mail yet.")).toBeTruthy();
  });

  it("does not exist outside development", async () => {
    fakeApi({
      "GET /api/config": () => json({ environment: "production", googleMapsApiKey: null }),
    });
    await loadRuntimeConfig();
    await renderAt("/dev/inbox");
    expect(await screen.findByRole("heading", { name: "No dev inbox here" })).toBeTruthy();
  });
});

describe("the header's account entry", () => {
  it("offers sign-in to a signed-out person, back to where they are", async () => {
    await renderAt("/signs");
    const link = await screen.findByRole("link", { name: "Sign in" });
    expect(link.getAttribute("href")).toBe("/sign-in?redirectTo=%2Fsigns");
  });

  it("names the signed-in person and signs them out from its menu", async () => {
    let signedIn = true;
    fakeApi({
      "GET /api/auth/get-session": () => json(signedIn ? sessionOf({ name: "Ada" }) : null),
      "POST /api/auth/sign-out": () => {
        signedIn = false;
        return json({ success: true });
      },
    });
    await renderAt("/signs");
    const user = userEvent.setup();
    const menu = await screen.findByRole("button", { name: "Ada" });
    expect(menu.getAttribute("aria-expanded")).toBe("false");
    await user.click(menu);
    expect(screen.getByRole("link", { name: "Account" }).getAttribute("href")).toBe("/account");
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("link", { name: "Sign in" })).toBeTruthy();
  });
});
