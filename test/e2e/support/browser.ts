import { readFileSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

const fakeGoogleMaps = readFileSync(path.join(import.meta.dirname, "fake-google-maps.js"), "utf8");

/** Debian's Chromium (installed by .ci/run), or CHROMIUM_PATH when set. */
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function baseURL(): string {
  return inject("baseURL");
}

/** Chromium as the tests use it; `extraArgs` e.g. to turn WebGL off. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
      ...extraArgs,
    ],
  });
}

export type AppPage = {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /** Script URLs the page asked Google for (answered by the fake). */
  googleRequests: string[];
};

/**
 * A fresh browser profile on the app: Google Maps answered by the local fake, any other
 * request off this machine refused, console errors collected for assertions.
 */
export async function openApp(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    baseURL?: string;
    userAgent?: string;
    /** A touch screen (a phone): `page.touchscreen.tap` works, pointers are touches. */
    hasTouch?: boolean;
    /** The browser's language (its Accept-Language and navigator.languages); English unless set. */
    locale?: string;
  } = {},
): Promise<AppPage> {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? baseURL(),
    viewport: options.viewport,
    userAgent: options.userAgent,
    hasTouch: options.hasTouch,
    locale: options.locale ?? "en-US",
  });
  const googleRequests: string[] = [];
  await context.route("https://maps.googleapis.com/**", (route) => {
    googleRequests.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: fakeGoogleMaps });
  });
  await context.route(
    (url) =>
      !["localhost", "127.0.0.1"].includes(url.hostname) && url.hostname !== "maps.googleapis.com",
    (route) => route.abort("blockedbyclient"),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors, googleRequests };
}

type Viewport = { width: number; height: number };

export type FileBrowser = {
  /** The file's Chromium; launched in beforeAll, so call it inside tests only. */
  browser: () => Browser;
  /**
   * A fresh app profile (see openApp) at `viewport`, on the Google server or `baseURL`,
   * closed after the file's tests.
   */
  fresh: (viewport?: Viewport, baseURL?: string) => Promise<AppPage>;
  /** Closes `app` after the file's tests too, for apps opened some other way. */
  keep: <T extends AppPage>(app: T) => T;
};

/**
 * One Chromium per test file: registers the beforeAll that launches it and the afterAll that
 * closes every app opened through `fresh` (or given to `keep`), then the browser.
 */
export function browserForFile(defaultViewport?: Viewport): FileBrowser {
  let launched: Browser | undefined;
  const opened: AppPage[] = [];
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  afterAll(async () => {
    for (const app of opened) await app.context.close();
    await launched?.close();
  });
  const browser = () => {
    if (!launched) throw new Error("The browser is launched in beforeAll: use it inside tests.");
    return launched;
  };
  const keep = <T extends AppPage>(app: T) => {
    opened.push(app);
    return app;
  };
  const fresh = async (viewport = defaultViewport, baseURL?: string) =>
    keep(await openApp(browser(), { viewport, baseURL }));
  return { browser, fresh, keep };
}
