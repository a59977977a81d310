import { expect } from "vitest";
import { type Browser, locationOf, type Send, workerWith } from "./browser";
import { fakeProviders, githubGrant } from "./fake-providers";

/** The Worker with these provider settings (its own better-auth instance). */
export function socialWorker(settings: Partial<Env> & Record<string, unknown>): Send {
  return workerWith({ RATE_LIMIT: "off", ...settings });
}

export type StartedSignIn = { url: URL; state: string; body: { url: string; redirect: boolean } };

/** Starts a social sign-in (or link) and returns the provider's authorization URL. */
export async function startSocial(
  browser: Browser,
  body: Record<string, unknown>,
  path = "/api/auth/sign-in/social",
): Promise<StartedSignIn> {
  const response = await browser.post(path, body);
  if (response.status !== 200) {
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  }
  const answer: { url: string; redirect: boolean } = await response.json();
  const url = new URL(answer.url);
  const state = url.searchParams.get("state");
  if (!state) throw new Error(`no state in ${answer.url}`);
  return { url, state, body: answer };
}

/** The provider sending the browser back to the callback with `params` (GET). */
export function callback(browser: Browser, provider: string, params: Record<string, string>) {
  return browser.request(`/api/auth/callback/${provider}?${new URLSearchParams(params)}`);
}

/**
 * A GitHub sign-in from start to the provider's answer: `person`'s grant is set up, the
 * sign-in starts with `body` (callbackURL and the like) and GitHub sends the browser back
 * with the code. Answers the callback's response.
 */
export async function gitHubRoundTrip(
  browser: Browser,
  person: ReturnType<typeof githubGrant>,
  body: Record<string, unknown> = { callbackURL: "/map" },
) {
  await fakeProviders.grant(person.grant);
  const { state } = await startSocial(browser, { provider: "github", ...body });
  return callback(browser, "github", { code: person.grant.code, state });
}

/** Signs a person in with GitHub end to end and answers their user id. */
export async function signInWithGitHub(
  browser: Browser,
  options: Parameters<typeof githubGrant>[0] = {},
) {
  const github = githubGrant(options);
  const response = await gitHubRoundTrip(browser, github);
  expect(locationOf(response).pathname).toBe("/map");
  const session = await browser.session();
  if (!session) throw new Error("not signed in after the GitHub callback");
  return { ...github, userId: session.user.id };
}
