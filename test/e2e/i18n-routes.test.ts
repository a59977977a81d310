import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { planProject } from "../support/stored-projects";
import { openPerson, uniqueEmail } from "./auth-support";
import { clickMapAt, emptyStorageFiller, fillStorage, seedStorage, waitIdle } from "./map-support";
import { type AppPage, browserForFile, openApp } from "./support/browser";
import { printViewReady } from "./support/pdf";

/**
 * Every route reads in one language with nothing left in the other (issue 13): in a Danish
 * and in an English Chromium, each route's visible text, accessible names, placeholders,
 * titles and options are compared against the other language's catalogue (every feature's
 * messages.ts for English, messages.da.json for Danish). Codes, names and user content are
 * not in the catalogues, so they never count; messages the same in both languages neither.
 */

const root = path.resolve(import.meta.dirname, "../..");
// The shell's, each feature's, and those of a feature's parts that load as their own chunk.
const messageDirs = [
  path.join(root, "client/app"),
  ...readdirSync(path.join(root, "client/features"), { recursive: true, encoding: "utf8" })
    .filter((name) => path.basename(name) === "messages.ts")
    .map((name) => path.join(root, "client/features", path.dirname(name))),
];

/** English messages as written in messages.ts (string literals but the component names). */
function englishMessages(): string[] {
  return messageDirs.flatMap((dir) => {
    let source: string;
    try {
      source = readFileSync(path.join(dir, "messages.ts"), "utf8");
    } catch {
      return [];
    }
    const body = source.slice(source.indexOf("i18n("));
    return [...body.matchAll(/"((?:[^"\\]|\\.)*)"/g)]
      .map((match) => JSON.parse(`"${match[1]}"`) as string)
      .filter((text) => !/^[a-z-]+\/[a-z-]+$/.test(text));
  });
}

function danishMessages(): string[] {
  const strings = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : typeof value === "object" && value !== null
        ? Object.values(value).flatMap(strings)
        : [];
  return messageDirs.flatMap((dir) => {
    try {
      return strings(JSON.parse(readFileSync(path.join(dir, "messages.da.json"), "utf8")));
    } catch {
      return [];
    }
  });
}

type Matcher = {
  message: string;
  test: (text: string) => boolean;
  /** The message shows only as a whole text: `test` is `text === message`. */
  wholeOnly?: boolean;
};

/**
 * How a message of the other language shows itself: as a whole text (a label, a button),
 * with its placeholders filled, or (a sentence) inside a longer text.
 */
function matchers(messages: string[], exclude: Set<string>): Matcher[] {
  return [...new Set(messages)]
    .filter(
      (message) =>
        !exclude.has(message) &&
        // Enough words of its own to be recognised ("{count} sign" alone would match any text).
        /[A-Za-zÆØÅæøå]{3}/.test(message.replace(/\{\w+\}/g, "")) &&
        (!/\{\w+\}/.test(message) || message.replace(/\{\w+\}/g, "").trim().length >= 8),
    )
    .map((message) => {
      if (/\{\w+\}/.test(message)) {
        const pattern = message
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
          .join(".+?");
        const whole = new RegExp(`^${pattern}$`, "s");
        return { message, test: (text: string) => whole.test(text) };
      }
      const sentence = message.length >= 20;
      return {
        message,
        test: (text: string) => text === message || (sentence && text.includes(message)),
        wholeOnly: !sentence,
      };
    });
}

/**
 * The English the libraries bring with them, which the app must replace with its own words:
 * sonner's close button, MapLibre's control titles, Google's names for the map and a close
 * button (the Google fake answers in the `language` the page asks for, as Google does).
 */
const LIBRARY_ENGLISH = [
  "Close toast",
  "Map",
  "Close",
  "Zoom in",
  "Zoom out",
  "Drag to rotate map, click to reset north",
  "Toggle attribution",
  "Map feedback",
  "MapLibre logo",
];

const english = [...englishMessages(), ...LIBRARY_ENGLISH];

/**
 * English the catalogues do not know (a literal left in the code, a library's words): a
 * text with two or more words that English has and Danish has not. Names of signs that
 * have no Danish name yet are not the app's words to translate (signs data), so they are
 * taken out first.
 */
const ENGLISH_ONLY_WORDS = new Set(
  "the and of with your this that from not are is was been will can could would should you its or an has no yes please click here there what which when where who how".split(
    " ",
  ),
);
type SignData = { signs: { name: string; nameDa?: string }[] };
const untranslatedSignNames = (
  JSON.parse(
    readFileSync(path.join(root, "client/features/signs/data/signs.json"), "utf8"),
  ) as SignData
).signs
  .filter((sign) => !sign.nameDa)
  // As the catalogue shows them: without the source's closing full stop.
  .flatMap((sign) => [sign.name, sign.name.replace(/\.$/, "")])
  .sort((a, b) => b.length - a.length);
const englishSentence: Matcher = {
  message: "English words outside the catalogues",
  test: (text) => {
    const englishWords = (of: string) =>
      [...new Set(of.toLowerCase().match(/[a-z]+/g) ?? [])].filter((word) =>
        ENGLISH_ONLY_WORDS.has(word),
      ).length;
    // Taking the sign names out (each leaves a space, so no two words are joined) only
    // takes words away: a text without two such words to begin with passes, as most do,
    // without 730 names taken out of it.
    if (englishWords(text) < 2) return false;
    let rest = text;
    for (const name of untranslatedSignNames) rest = rest.replaceAll(name, " ");
    return englishWords(rest) >= 2;
  },
};

/** Danish the catalogues do not know, on an English screen: the same test the other way. */
const DANISH_ONLY_WORDS = new Set(
  "og ikke til med på af det den der er som har kan skal eller fra ved efter denne dette din dit dine jeres vælg gem slet".split(
    " ",
  ),
);
const danishSentence: Matcher = {
  message: "Danish words outside the catalogues",
  test: (text) => {
    const words = new Set(text.toLowerCase().match(/[a-zæøå]+/g) ?? []);
    return [...words].filter((word) => DANISH_ONLY_WORDS.has(word)).length >= 2;
  },
};
const danish = danishMessages();
const notDanish = [...matchers(english, new Set(danish)), englishSentence];
const notEnglish = [...matchers(danish, new Set(english)), danishSentence];

/**
 * Everything on the page a person reads or hears: texts, names, placeholders, options. The
 * dev inbox lists everyone's mail: mail to others (other tests, other languages) is theirs.
 */
function readableTexts(page: Page, ownEmail?: string): Promise<string[]> {
  return page.evaluate((own) => {
    const texts: string[] = [document.title];
    const othersMail = (element: Element) => {
      const mail = element.closest(".inbox-mail");
      return !!mail && !!own && !mail.textContent?.includes(own);
    };
    const visible = (element: Element | null) =>
      !!element &&
      !othersMail(element) &&
      (element.closest("select") !== null || element.checkVisibility());
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && visible(node.parentElement)) texts.push(text);
    }
    for (const element of document.body.querySelectorAll("*")) {
      if (!visible(element)) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
      // Whole sentences that are split into several text nodes by links or emphasis.
      if (element.matches("p, h1, h2, h3, label, button, a, li, legend, small, dt, dd")) {
        const whole = element.textContent?.trim();
        if (whole) texts.push(whole.replace(/\s+/g, " "));
      }
    }
    return texts;
  }, ownEmail);
}

/**
 * The matchers of one language, ready for many texts: a message that shows only as a whole
 * text (a short one, without placeholders) is looked up by the text; only the others are
 * tried one by one (a route like /signs has some 1,500 texts to read).
 */
type MatcherIndex = { whole: Map<string, Matcher>; others: Matcher[] };
const indexes = new WeakMap<Matcher[], MatcherIndex>();
function indexOf(matchers: Matcher[]): MatcherIndex {
  let index = indexes.get(matchers);
  if (!index) {
    const whole = new Map<string, Matcher>();
    const others: Matcher[] = [];
    for (const matcher of matchers) {
      if (matcher.wholeOnly) whole.set(matcher.message, matcher);
      else others.push(matcher);
    }
    index = { whole, others };
    indexes.set(matchers, index);
  }
  return index;
}

async function untranslated(page: Page, wrong: Matcher[], ownEmail?: string): Promise<string[]> {
  const texts = await readableTexts(page, ownEmail);
  const { whole, others } = indexOf(wrong);
  return texts.flatMap((text) =>
    [whole.get(text), ...others.filter((matcher) => matcher.test(text))]
      .filter((matcher) => matcher !== undefined)
      .map((matcher) => `“${text}” (${matcher.message})`),
  );
}

/** Each route, and what shows that it has rendered. */
type Route = { path: string; ready: (page: Page) => Promise<unknown> };
const h1 = (page: Page) => page.locator("h1").first().waitFor();
/** The map screen: its panel, and the drawing toolbar once the map's settings have come. */
const mapScreen = async (page: Page) => {
  await page.locator("#marker-list-title").waitFor();
  await page.getByRole("toolbar").waitFor();
};
const ROUTES: Route[] = [
  { path: "/", ready: mapScreen },
  { path: "/print", ready: printViewReady },
  { path: "/map", ready: mapScreen },
  { path: "/signs", ready: (page) => page.locator(".sign-card").first().waitFor() },
  { path: "/dashboard", ready: h1 },
  { path: "/forgot-password", ready: h1 },
  { path: "/reset-password", ready: h1 },
  { path: "/reset-password?token=some-token", ready: h1 },
  { path: "/verify-email?error=invalid_token", ready: h1 },
  { path: "/verify-email", ready: h1 },
  { path: "/account-deleted", ready: h1 },
  { path: "/dev/inbox", ready: (page) => page.locator(".inbox-mail").first().waitFor() },
  { path: "/no/such/page", ready: h1 },
];

/**
 * A project with everything the map, its panels and the print view show: signs (one with a
 * sub-sign), a line and a work zone with their measures, a text label, and a warning sign
 * outside the placement rule. Its own words are codes, the same in both languages.
 */
const plan = planProject({
  id: "i18nwalk01",
  title: "Vestergade 12",
  description: "K-2026-114",
  details: { location: "Vestergade 12, 5000 Odense C", planNumber: "K-2026-114" },
  lineLabel: "K1",
  labelText: "P1",
});

/** A GeoJSON file that imports with something to report: a code nobody knows, a bad point. */
const importedFile = JSON.stringify({
  type: "FeatureCollection",
  name: "Nørregade 3",
  features: [
    {
      type: "Feature",
      geometry: { type: "Point", coordinates: [10.39, 55.4] },
      properties: { code: "A39" },
    },
    {
      type: "Feature",
      geometry: { type: "Point", coordinates: [10.391, 55.4] },
      properties: { code: "Q99" },
    },
    {
      type: "Feature",
      geometry: { type: "Point", coordinates: [200, 95] },
      properties: { code: "A39" },
    },
    {
      type: "Feature",
      geometry: {
        type: "Polygon",
        coordinates: [
          [
            [10.39, 55.4],
            [10.392, 55.4],
            [10.392, 55.401],
            [10.39, 55.4],
          ],
        ],
      },
      properties: { kind: "work-zone" },
    },
  ],
});

/**
 * What a route shows only after someone does something, each checked where it appears: the
 * map with a sign, a shape and a text label selected and a drawing under way, and the
 * dashboard's toasts after an import and after a file it refuses.
 */
async function scenes(page: Page, check: (scene: string) => Promise<void>) {
  await page.goto("/map");
  await mapScreen(page);
  await waitIdle(page);
  await page.locator(".placement-list button").first().click();
  await page.locator("#marker-editor-title").waitFor();
  await check("/map, a sign selected");

  // Shapes and labels are selected as the keyboard does it (an SVG group has no box to click).
  await page.locator(".plan-shape.kind-work-zone").focus();
  await page.keyboard.press("Enter");
  await page.locator(".shape-size").waitFor();
  await check("/map, a shape selected");

  await page.locator(".map-text-label").focus();
  await page.keyboard.press("Enter");
  await page.locator(".map-floating-form input").waitFor();
  await check("/map, a text label selected");

  // The tools by their place in the toolbar: select, sign, line, road axis, set-up, area,
  // text, measure.
  const tool = (index: number) => page.getByRole("toolbar").getByRole("button").nth(index);
  const [here, there] = [
    { lat: 55.683, lng: 12.5875 },
    { lat: 55.6835, lng: 12.592 },
  ];
  await tool(1).click();
  await check("/map, the sign tool");
  await tool(2).click();
  await clickMapAt(page, here);
  await clickMapAt(page, there);
  await page.locator(".drawing-steps").waitFor();
  await check("/map, a line being drawn");
  await page.keyboard.press("Escape");
  await tool(3).click();
  await check("/map, the road axis tool");
  await tool(4).click();
  await page.locator(".setup-panel").waitFor();
  await check("/map, the set-up tool");
  await tool(5).click();
  await page.locator(".drawing-kind").waitFor();
  await check("/map, the area tool");
  await tool(6).click();
  await check("/map, the text tool");
  await tool(7).click();
  await clickMapAt(page, here);
  await clickMapAt(page, there);
  await page.locator(".drawing-steps").waitFor();
  await check("/map, a measurement");
  await page.keyboard.press("Escape");

  // Saved data the app cannot read: the map says what it did instead.
  await page.evaluate(() => localStorage.setItem("zoom", "{not json"));
  await page.reload();
  await page.locator(".storage-notice").waitFor();
  await check("/map, unreadable saved data");
  await page.locator(".storage-notice button").last().click();

  // The site's storage full (Chromium's real quota): the next edit cannot be saved, and the
  // map says so until one can.
  await waitIdle(page);
  expect(await fillStorage(page)).toBeGreaterThan(1_000_000);
  await tool(1).click();
  await clickMapAt(page, here);
  await page.locator(".storage-failure").waitFor();
  await check("/map, the site's storage full");
  await emptyStorageFiller(page);
  await clickMapAt(page, there);
  await page.locator(".storage-failure").waitFor({ state: "detached" });

  await page.goto("/dashboard");
  await page.locator("h1").first().waitFor();
  const input = page.locator("input[type=file]");
  await input.setInputFiles({
    name: "norregade.geojson",
    mimeType: "application/geo+json",
    buffer: Buffer.from(importedFile),
  });
  await page.locator("[data-sonner-toast][data-type=success]").waitFor();
  await check("/dashboard, an import's report");
  await input.setInputFiles({
    name: "broken.kml",
    mimeType: "application/vnd.google-earth.kml+xml",
    buffer: Buffer.from("<kml><Placemark>"),
  });
  await page.locator("[data-sonner-toast][data-type=error]").waitFor();
  await check("/dashboard, a refused file");

  // A newer build goes live (the server's builds/latest.json and its meta file say so); the
  // next check, when the window regains focus, offers it.
  const newer = { id: "i18n-walk-build", timestamp: Date.now() + 60_000 };
  const latest = "**/builds/latest.json*";
  const meta = `**/builds/meta/${newer.id}.json`;
  await page.context().route(latest, (route) => route.fulfill({ json: newer }));
  await page.context().route(meta, (route) => route.fulfill({ json: newer }));
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await page.locator("[data-sonner-toast][data-type=info]").waitFor();
  await check("/dashboard, a new version offered");
  await page.context().unroute(latest);
  await page.context().unroute(meta);
}

const { browser } = browserForFile();

/** A person in a `locale` browser, signed up (so /account has something to show). */
async function personIn(locale: string): Promise<AppPage & { email: string }> {
  const app = await openPerson(browser(), { locale });
  const email = uniqueEmail(`i18n-${locale}`);
  // The plan stored, and the account made from a page of the app's origin, as a form of
  // the app sends it (the walk then opens every route itself).
  await seedStorage(app.page, plan.storage);
  const status = await app.page.evaluate(async (address) => {
    const response = await fetch("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: address, password: "a long enough password", name: "Mette" }),
    });
    return response.status;
  }, email);
  expect(status).toBe(200);
  return { ...app, email };
}

/** What reads in the wrong language on every route, signed in and then signed out. */
async function walk(app: AppPage & { email: string }, wrong: Matcher[], signedOutOnly: Route[]) {
  const { page, email } = app;
  const problems: string[] = [];
  for (const route of ROUTES) {
    await page.goto(route.path);
    await route.ready(page);
    for (const problem of await untranslated(page, wrong, email))
      problems.push(`${route.path}: ${problem}`);
  }
  await page.goto("/account");
  await page.locator("#passkeys-title").waitFor();
  for (const problem of await untranslated(page, wrong)) problems.push(`/account: ${problem}`);
  // Sign-in and sign-up are for people without an account: seen signed out. The account
  // screen is left first: its sections' requests still under way would be refused (401)
  // once the cookies are gone, and Chromium logs each refusal as an error.
  await page.goto("about:blank");
  await page.context().clearCookies();
  for (const route of signedOutOnly) {
    await page.goto(route.path);
    await route.ready(page);
    for (const problem of await untranslated(page, wrong))
      problems.push(`${route.path}: ${problem}`);
  }
  return problems;
}

/** What reads in the wrong language in the scenes a route shows along the way. */
async function walkScenes({ page }: AppPage, wrong: Matcher[]) {
  const problems: string[] = [];
  await scenes(page, async (scene) => {
    for (const problem of await untranslated(page, wrong)) problems.push(`${scene}: ${problem}`);
  });
  return problems;
}

const SIGNED_OUT: Route[] = [
  { path: "/sign-in", ready: h1 },
  { path: "/sign-up", ready: h1 },
];

describe("every route in one language", () => {
  it("reads as Danish in a Danish browser, with <html lang> and the auth error page too", async () => {
    const app = await personIn("da-DK");
    expect(await walk(app, notDanish, SIGNED_OUT)).toEqual([]);
    expect(await app.page.getAttribute("html", "lang")).toBe("da");

    const errorPage = await app.page.goto("/api/auth/error?error=state_not_found");
    expect(errorPage?.status()).toBe(200);
    expect(await app.page.getAttribute("html", "lang")).toBe("da");
    await app.page
      .getByRole("heading", { name: "Noget gik galt, da du skulle logges ind" })
      .waitFor();
    await app.page.getByRole("link", { name: "Tilbage til appen" }).waitFor();
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it("reads as Danish in a Danish browser in every scene along the way: tools, selections, notices", async () => {
    const app = await personIn("da-DK");
    expect(await walkScenes(app, notDanish)).toEqual([]);
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it("reads as English in an English browser", async () => {
    const app = await personIn("en-GB");
    expect(await walk(app, notEnglish, SIGNED_OUT)).toEqual([]);
    expect(await app.page.getAttribute("html", "lang")).toBe("en");
    await app.page.goto("/api/auth/error?error=state_not_found");
    await app.page.getByRole("link", { name: "Return to Application" }).waitFor();
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it("reads as English in an English browser in every scene along the way: tools, selections, notices", async () => {
    const app = await personIn("en-GB");
    expect(await walkScenes(app, notEnglish)).toEqual([]);
    expect(app.errors).toEqual([]);
    await app.context.close();
  });
});

/** The map screen with the plan on it, drawn and settled. */
async function openPlanOnMap(page: Page) {
  await seedStorage(page, plan.storage);
  await page.goto("/map");
  await mapScreen(page);
  await waitIdle(page);
}

describe("the keyless map (MapLibre)", () => {
  it.each([
    ["da-DK", notDanish],
    ["en-GB", notEnglish],
  ] as const)(
    "reads in the browser's language (%s), its own controls too",
    async (locale, wrong) => {
      const app = await openApp(browser(), { locale, baseURL: inject("maplibreURL") });
      const { page } = app;
      await openPlanOnMap(page);
      const zoomIn = page.locator(".maplibregl-ctrl-zoom-in");
      const title = await zoomIn.getAttribute("title");
      expect(title).toBe(locale === "da-DK" ? "Zoom ind" : "Zoom in");
      expect(await untranslated(page, wrong)).toEqual([]);
      expect(app.errors).toEqual([]);
      await app.context.close();
    },
  );
  it("follows the header's switch at once: its controls' words change, the map and the plan stay", async () => {
    const app = await openApp(browser(), { locale: "en-GB", baseURL: inject("maplibreURL") });
    const { page } = app;
    await openPlanOnMap(page);
    const signs = await page.locator(".map-sign").count();
    expect(signs).toBeGreaterThan(0);
    // The map itself must stay (no new map, no camera moved): a mark on it tells.
    const camera = () =>
      page.evaluate(() => {
        const map = window.__signageMap as unknown as {
          getCenter(): { lat: number; lng: number };
          getZoom(): number;
          stays?: boolean;
        };
        return { center: map.getCenter(), zoom: map.getZoom(), stays: map.stays ?? false };
      });
    await page.evaluate(() => {
      (window.__signageMap as unknown as { stays: boolean }).stays = true;
    });
    const before = await camera();
    const controls = {
      zoomIn: page.locator(".maplibregl-ctrl-zoom-in"),
      zoomOut: page.locator(".maplibregl-ctrl-zoom-out"),
      attribution: page.locator(".maplibregl-ctrl-attrib-button"),
      canvas: page.locator("canvas.maplibregl-canvas"),
    };
    const names = async () =>
      Promise.all(
        Object.values(controls).map(async (control) => [
          await control.getAttribute("aria-label"),
          await control.getAttribute("title"),
        ]),
      );
    expect(await names()).toEqual([
      ["Zoom in", "Zoom in"],
      ["Zoom out", "Zoom out"],
      ["Toggle attribution", "Toggle attribution"],
      ["Map", null],
    ]);

    await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "Dansk" });
    await page.getByRole("button", { name: "Zoom ind" }).waitFor();
    expect(await names()).toEqual([
      ["Zoom ind", "Zoom ind"],
      ["Zoom ud", "Zoom ud"],
      ["Vis eller skjul kilder", "Vis eller skjul kilder"],
      ["Kort", null],
    ]);
    expect(await untranslated(page, notDanish)).toEqual([]);
    expect(await camera()).toEqual({ ...before, stays: true });
    expect(await page.locator(".map-sign").count()).toBe(signs);
    // The new controls work: zooming in by one level.
    await page.getByRole("button", { name: "Zoom ind" }).click();
    await expect.poll(async () => (await camera()).zoom).toBe(before.zoom + 1);

    await page.getByRole("combobox", { name: "Sprog" }).selectOption({ label: "English" });
    await page.getByRole("button", { name: "Zoom in" }).waitFor();
    expect(await untranslated(page, notEnglish)).toEqual([]);
    // Each control once: the old ones went when the new ones came.
    expect(await page.locator(".maplibregl-ctrl-attrib").count()).toBe(1);
    expect(await controls.zoomIn.count()).toBe(1);
    expect(app.errors).toEqual([]);
    await app.context.close();
  });
});

describe("the header's language switch", () => {
  it("changes every text at once, is remembered, and the next mail follows it", async () => {
    const app = await openPerson(browser(), { locale: "en-GB" });
    const { page } = app;
    await page.goto("/signs");
    await page.getByRole("heading", { name: "Signs", level: 1 }).waitFor();

    await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "Dansk" });
    await page.getByRole("heading", { name: "Tavler", level: 1 }).waitFor();
    await page
      .getByRole("navigation", { name: "Hovedmenu" })
      .getByRole("link", { name: "Kort" })
      .waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("da");
    // The catalogue speaks Danish too: codes the Danish way, the regulation's names.
    await page.getByRole("button", { name: /^A 39 Vejarbejde Placeres på kortet/ }).waitFor();
    expect(await untranslated(page, notDanish)).toEqual([]);

    await page.reload();
    await page.getByRole("heading", { name: "Tavler", level: 1 }).waitFor();
    expect(await page.getByRole("combobox", { name: "Sprog" }).inputValue()).toBe("da");

    // An English browser that chose Danish gets Danish mail.
    const email = uniqueEmail("switch");
    await page.goto("/sign-up");
    await page.getByLabel("Navn").fill("Mette");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Adgangskode", { exact: true }).fill("a long enough password");
    await page.getByRole("button", { name: "Opret konto" }).click();
    await page.getByRole("button", { name: "Mette", exact: true }).waitFor();
    const response = await page.request.get(`/api/dev/emails?to=${encodeURIComponent(email)}`);
    const deadline = Date.now() + 15_000;
    let subjects: string[] = [];
    while (subjects.length === 0 && Date.now() < deadline) {
      const again = await page.request.get(`/api/dev/emails?to=${encodeURIComponent(email)}`);
      subjects = ((await again.json()) as { emails: { subject: string }[] }).emails.map(
        (mail) => mail.subject,
      );
      if (subjects.length === 0) await page.waitForTimeout(200);
    }
    expect(response.status()).toBe(200);
    expect(subjects).toEqual(["Bekræft din e-mailadresse til Signage Planner"]);

    await page.getByRole("combobox", { name: "Sprog" }).selectOption({ label: "English" });
    await page.getByRole("combobox", { name: "Language" }).waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("en");
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it("on Google's map, offers the reload that brings Google's own words into the new language", async () => {
    const app = await openPerson(browser(), { locale: "en-GB" });
    const { page } = app;
    await openPlanOnMap(page);
    await page.getByRole("application", { name: "Map" }).waitFor();
    const offer = page.getByRole("button", { name: "Genindlæs nu" });

    // Google's API keeps the language it was loaded in: the map says so, in the new language.
    await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "Dansk" });
    await page
      .getByText("Googles egne ord på kortet skifter til dansk, når siden genindlæses.")
      .waitFor();
    expect(await page.getByRole("application", { name: "Map" }).count()).toBe(1);
    // A switch back withdraws the offer.
    await page.getByRole("combobox", { name: "Sprog" }).selectOption({ label: "English" });
    await page.locator("[data-sonner-toast]").waitFor({ state: "detached" });
    await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "Dansk" });
    await offer.click();
    await page.getByRole("application", { name: "Kort" }).waitFor();
    await mapScreen(page);
    await waitIdle(page);
    expect(await untranslated(page, notDanish)).toEqual([]);
    expect(await page.locator(".map-sign").count()).toBeGreaterThan(0);
    expect(app.errors).toEqual([]);
    await app.context.close();
  });
});
