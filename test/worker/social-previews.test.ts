import { describe, expect, it } from "vitest";
import { ACME_DEPLOYMENT, ACME_PRODUCTION, Browser, locationOf } from "./support/browser";
import { fakeProviders, GITHUB, githubGrant } from "./support/fake-providers";
import { socialWorker, startSocial } from "./support/social";
import { stateRecord, userByEmail } from "./support/social-records";

/**
 * Social sign-in on a preview URL (DESIGN decision 8): providers know only the production
 * callback, so production takes the provider's answer and hands the person back to the
 * preview, where the session is made.
 */
const production = ACME_PRODUCTION;
const preview = "https://my-branch-signage-planner.acme.workers.dev";

const deployed = socialWorker({ ...GITHUB, ...ACME_DEPLOYMENT });

describe("OAuth on a preview goes through the production callback", () => {
  it("signs the person in on the preview", async () => {
    const person = githubGrant({ name: "Preview Person" });
    await fakeProviders.grant(person.grant);
    // Cookies belong to a host: the preview tab and the production hop are two jars.
    const onPreview = new Browser(deployed, preview);
    const onProduction = new Browser(deployed, production, onPreview.ip);

    const started = await startSocial(onPreview, { provider: "github", callbackURL: "/map" });
    expect(started.url.searchParams.get("redirect_uri")).toBe(
      `${production}/api/auth/callback/github`,
    );
    // The state travels sealed (the preview's own state record stays in KV).
    expect(started.state.length).toBeGreaterThan(100);

    const atProduction = await onProduction.request(
      `${production}/api/auth/callback/github?${new URLSearchParams({
        code: person.grant.code,
        state: started.state,
      })}`,
    );
    expect(atProduction.status).toBe(302);
    const back = locationOf(atProduction);
    expect(back.origin).toBe(preview);
    expect(back.pathname).toBe("/api/auth/callback/github/oauth-proxy");
    expect(await onProduction.session()).toBeNull();
    // Production exchanged the code with its own callback as the redirect URI.
    const [exchange] = await fakeProviders.requests(person.grant.code);
    expect(exchange?.form?.redirect_uri).toBe(`${production}/api/auth/callback/github`);
    // The profile rides encrypted, never in the clear.
    expect(back.search).not.toContain(person.email.split("@")[0]);

    const landed = await onPreview.request(`${back.pathname}${back.search}`);
    expect(landed.status).toBe(302);
    expect(locationOf(landed).pathname).toBe("/map");
    const session = await onPreview.session();
    expect(session?.user).toMatchObject({ email: person.email, name: "Preview Person" });
    expect(await userByEmail(person.email)).not.toBeNull();
  });

  it("leaves production's own sign-ins alone", async () => {
    const browser = new Browser(deployed, production);
    const started = await startSocial(browser, { provider: "github", callbackURL: "/map" });
    expect(started.url.searchParams.get("redirect_uri")).toBe(
      `${production}/api/auth/callback/github`,
    );
    expect(started.state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await stateRecord(started.state)).kv).not.toBeNull();
  });
});
