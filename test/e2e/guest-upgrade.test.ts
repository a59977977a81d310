import { type Page, request } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  currentSession,
  fillSignUp,
  openPerson,
  signOut,
  signUp,
  uniqueEmail,
} from "./auth-support";
import * as map from "./map-support";
import { addVirtualAuthenticator, withoutPasskeyAutofill } from "./passkey-support";
import { analyticsServer } from "./support/analytics-server";
import { baseURL, browserForFile } from "./support/browser";

const { browser, keep } = browserForFile();

const PASSWORD = "a long enough password";
// Far enough apart at zoom 12 not to cluster.
const odense = { lat: 55.4038, lng: 10.4024 };
const east = { lat: 55.4038, lng: 10.4824 };

type StoredProject = { title: string; data: { markers: unknown[] } };
const projectsOf = (value: unknown) => (value ?? []) as StoredProject[];

async function person() {
  return keep(await openPerson(browser(), { viewport: { width: 1280, height: 900 } }));
}

/** The header's guest entry: the badge with the offer to keep the work. */
const guestBadge = (page: Page) => page.getByRole("button", { name: "Guest Keep your work" });

async function continueAsGuest(page: Page) {
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Continue as guest" }).click();
  await guestBadge(page).waitFor();
}

/** Two signs on the map, kept as a project: a guest's work, in this browser only. */
async function placeWork(page: Page) {
  await map.openMap(page);
  await map.moveCamera(page, { center: odense, zoom: 12 });
  await map.placeSignAt(page, odense);
  await map.placeSignAt(page, east);
  await page.getByRole("heading", { name: "Signs on the map (2)" }).waitFor();
  const panel = page.getByRole("region", { name: "Project" });
  await panel.getByRole("button", { name: "Save map as new project" }).click();
  await panel.getByRole("textbox", { name: "Project title" }).fill("Guest plan");
  await panel.getByRole("button", { name: "Save details" }).click();
  await panel.getByText("Guest plan · 2 signs").waitFor();
  await map.waitForSave(
    page,
    "projects",
    (value) =>
      projectsOf(value)[0]?.title === "Guest plan" &&
      projectsOf(value)[0]?.data.markers.length === 2,
  );
  // The open project's entry is written on its own (writes are coalesced): the work is in
  // storage only once it has the new title too.
  await map.waitForSave(
    page,
    "current-project",
    (value) => (value as { title?: string } | null)?.title === "Guest plan",
  );
}

/** Everything the app keeps in this browser's storage. */
function storage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...localStorage }));
}

/** The guest's session cookie, to try it again after the upgrade. */
async function sessionCookie(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith("session_token"));
  if (!cookie) throw new Error("no session cookie");
  return `${cookie.name}=${cookie.value}`;
}

/** What get-session answers for a bare cookie, from outside the browser. */
async function sessionFor(cookie: string, origin = baseURL()) {
  const api = await request.newContext({ baseURL: origin });
  const response = await api.get("/api/auth/get-session", { headers: { cookie } });
  const body: unknown = await response.json();
  await api.dispose();
  return body;
}

async function expectSameWork(page: Page, before: Record<string, string>) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await map.openMap(page);
  await page.getByRole("heading", { name: "Signs on the map (2)" }).waitFor();
  await page.getByRole("region", { name: "Project" }).getByText("Guest plan · 2 signs").waitFor();
  const after = await storage(page);
  // The list, the open project, and each project's content under its own keys (issue 38).
  const kept = Object.keys(before).filter(
    (key) => key === "projects" || key === "current-project" || key.startsWith("project/"),
  );
  expect(kept.filter((key) => key.startsWith("project/"))).not.toEqual([]);
  for (const key of kept) {
    expect(after[key], key).toBe(before[key]);
  }
}

describe("guests in Chromium", () => {
  it("a guest places work, signs up from the badge, and finds the same work after the upgrade", async () => {
    const { page, errors } = await person();
    await continueAsGuest(page);
    await placeWork(page);
    const before = await storage(page);
    const guestCookie = await sessionCookie(page);
    const guestSession = (await currentSession(page)) as { user: { id: string } } | null;
    expect(guestSession?.user).toMatchObject({ isAnonymous: true });

    await guestBadge(page).click();
    await page.getByRole("link", { name: "Create an account" }).click();
    await page.waitForURL("**/sign-up?redirectTo=%2Fmap");
    await page.getByText("You are using Signage Planner as a guest.").waitFor();
    const email = uniqueEmail("guest-up");
    await fillSignUp(page, { name: "Gus", email, password: PASSWORD });
    await page.waitForURL("**/map");
    await expect(guestBadge(page).count()).resolves.toBe(0);

    const session = await currentSession(page);
    expect(session?.user).toMatchObject({ email, isAnonymous: false });
    // The guest is gone on the server: its old session cookie signs nobody in.
    expect(await sessionFor(guestCookie)).toBeNull();
    await expectSameWork(page, before);
    expect(errors).toEqual([]);
  });

  it("a guest who signs in with a passkey to an existing account keeps the work too", async () => {
    const { page } = await person();
    await addVirtualAuthenticator(page);
    await withoutPasskeyAutofill(page);
    // An account with a passkey on this device, then signed out.
    const email = uniqueEmail("guest-passkey");
    await signUp(page, { name: "Hedda", email, password: PASSWORD });
    await page.goto("/account");
    const passkeys = page.getByRole("region", { name: "Passkeys" });
    await passkeys.getByRole("button", { name: "Add a passkey" }).click();
    await page.getByText("Passkey added.").waitFor();
    await signOut(page, "Hedda");

    await continueAsGuest(page);
    await placeWork(page);
    const before = await storage(page);
    const guestCookie = await sessionCookie(page);

    await guestBadge(page).click();
    await page.getByRole("link", { name: "Sign in", exact: true }).click();
    await page.getByText("You are using Signage Planner as a guest.").waitFor();
    await expect(page.getByRole("button", { name: "Continue as guest" }).count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.getByRole("button", { name: "Hedda" }).waitFor();
    expect((await currentSession(page))?.user).toMatchObject({ email, isAnonymous: false });
    expect(await sessionFor(guestCookie)).toBeNull();
    await expectSameWork(page, before);
  });

  it("a guest may end the guest session on a phone; the work stays in the browser", async () => {
    const { page } = await person();
    await continueAsGuest(page);
    await placeWork(page);
    await page.setViewportSize({ width: 390, height: 800 });
    const before = await storage(page);
    const guestCookie = await sessionCookie(page);
    // On a phone the badge shows "Guest" alone; the offer is still its name.
    const offer = await guestBadge(page).getByText("Keep your work").boundingBox();
    expect(offer?.width ?? 0).toBeLessThanOrEqual(1);
    await guestBadge(page).click();
    await page.getByRole("button", { name: "End guest session" }).click();
    await page
      .getByText("Your guest session has ended. Your work stays in this browser.")
      .waitFor();
    await page.getByRole("link", { name: "Sign in", exact: true }).waitFor();
    expect(await currentSession(page)).toBeNull();
    expect(await sessionFor(guestCookie)).toBeNull();
    await expectSameWork(page, before);
  });
});

describe("analytics identity of a guest who signs up", () => {
  const analytics = analyticsServer({ RATE_LIMIT: "off" });

  const named = (name: string) => analytics.events().filter((event) => event.event === name);

  it("stays anonymous as a guest and moves to identified (the account's id) on sign-up", async () => {
    const app = keep(await analytics.open(browser()));
    const { page } = app;
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false });
      Object.defineProperty(Navigator.prototype, "userAgentData", { get: () => undefined });
    });
    await continueAsGuest(page);
    const guest = (await currentSession(page)) as { user: { id: string } } | null;
    await map.openMap(page);
    await map.moveCamera(page, { center: odense, zoom: 12 });
    await map.placeSignAt(page, odense);
    await expect.poll(() => named("sign placed").length, { timeout: 20_000 }).toBe(1);
    const asGuest = named("sign placed")[0];
    expect(asGuest?.properties.$process_person_profile).toBe(false);
    expect(named("$identify")).toEqual([]);

    await guestBadge(page).click();
    await page.getByRole("link", { name: "Create an account" }).click();
    await page.getByLabel("Name").fill("Ida");
    await page.getByLabel("Email").fill(uniqueEmail("guest-analytics"));
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("button", { name: "Ida" }).waitFor();
    const account = (await currentSession(page)) as { user: { id: string } } | null;
    expect(account?.user.id).not.toBe(guest?.user.id);

    await expect.poll(() => named("$identify").length, { timeout: 20_000 }).toBe(1);
    const identify = named("$identify")[0];
    expect(identify?.properties.distinct_id).toBe(account?.user.id);
    // The guest's anonymous id is joined to the account: what they did as a guest counts.
    expect(identify?.properties.$anon_distinct_id).toBe(asGuest?.properties.distinct_id);
    const everyId = analytics.events().map((e) => e.properties.distinct_id);
    expect(everyId).not.toContain(guest?.user.id);
  });
});
