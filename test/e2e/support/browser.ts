import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Download,
  type Page,
} from "playwright-core";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";

const fakeGoogleMaps = readFileSync(path.join(import.meta.dirname, "fake-google-maps.js"), "utf8");

/**
 * Debian's Chromium as the tests drive it: its headless shell (`chromium-headless-shell`,
 * installed by .ci/run), the build Playwright itself runs headless tests in, which draws a
 * page (MapLibre's WebGL too) for about two thirds of the full browser's CPU; else the full
 * browser (`chromium`); CHROMIUM_PATH overrides both.
 */
const executablePath =
  process.env.CHROMIUM_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell")
    ? "/usr/bin/chromium-headless-shell"
    : "/usr/bin/chromium");

/** The full browser a person runs (the benches measure in it), or CHROMIUM_PATH. */
export const fullChromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function baseURL(): string {
  return inject("baseURL");
}

/**
 * The flags of the tests' Chromium (not the benches'). It stays on this machine:
 * `maps.googleapis.com` resolves to the local fake's https server on `googlePort`
 * (fake-google-maps-server.ts; its self-signed certificate is accepted), every other name
 * but localhost resolves to nothing. And V8 runs the app's scripts without its optimizing
 * compilers (TurboFan, Maglev; the interpreter and its baseline compiler stay): a test's
 * page lives a few seconds, too short for their work in the background to pay back, and
 * on this machine's two cores that work competes with the journeys. Two map files took 72
 * and 74 s with it against 81 and 84 s without, busy CPU down by 12–15 % (`vitest run
 * --project e2e test/e2e/map-markers.test.ts test/e2e/map-plan.test.ts`). What a script
 * does is the same in every tier, so the journeys test the same app; the benches, which
 * measure speed, run V8 as shipped (`launchFullBrowser`).
 */
export function testBrowserArgs(googlePort: number): string[] {
  return [
    `--host-resolver-rules=MAP maps.googleapis.com 127.0.0.1:${googlePort}, MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1`,
    "--ignore-certificate-errors",
    "--js-flags=--no-opt --no-maglev",
  ];
}

/** How the tests start Chromium; `extraArgs` e.g. to turn WebGL off. */
export function chromiumOptions(extraArgs: string[] = [], executable = executablePath) {
  return {
    executablePath: executable,
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
  };
}

/**
 * Browsers whose Google is the local fake's server, reached by name (`testBrowserArgs`): their
 * contexts need no request routing. Others (the benches') are routed (see openApp).
 */
const resolvesFakeGoogle = new WeakSet<Browser>();

/** A Chromium of its own, for a test that needs other flags; on the run's fake Google. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const googlePort = inject("fakeGooglePort");
  const browser = await chromium.launch(
    chromiumOptions([...testBrowserArgs(googlePort), ...extraArgs]),
  );
  resolvesFakeGoogle.add(browser);
  return browser;
}

/** The full browser of its own: the benches measure the app where people run it. */
export function launchFullBrowser(): Promise<Browser> {
  return chromium.launch(chromiumOptions([], fullChromiumPath));
}

/**
 * The run's one Chromium, started by the e2e global setup (global-setup.ts), reached over
 * its websocket: each test file gets a connection of its own, whose contexts close with it.
 * A file run alone outside that setup launches its own.
 */
export async function connectBrowser(): Promise<Browser> {
  const endpoint = inject("browserEndpoint");
  if (!endpoint) return launchBrowser();
  const browser = await chromium.connect(endpoint);
  resolvesFakeGoogle.add(browser);
  return browser;
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
  if (resolvesFakeGoogle.has(browser)) {
    // Seen, not routed: the browser itself reaches the fake and nothing else off this machine.
    context.on("request", (request) => {
      if (request.url().startsWith("https://maps.googleapis.com/"))
        googleRequests.push(request.url());
    });
  } else {
    await context.route("https://maps.googleapis.com/**", (route) => {
      googleRequests.push(route.request().url());
      return route.fulfill({ contentType: "text/javascript", body: fakeGoogleMaps });
    });
    await context.route(
      (url) =>
        !["localhost", "127.0.0.1"].includes(url.hostname) &&
        url.hostname !== "maps.googleapis.com",
      (route) => route.abort("blockedbyclient"),
    );
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // A resource that failed to load says which one (the message alone does not).
    const { url } = message.location();
    const failedResource = message.text().startsWith("Failed to load resource") && url;
    errors.push(failedResource ? `${message.text()} (${url})` : message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors, googleRequests };
}

type Viewport = { width: number; height: number };

export type FileBrowser = {
  /** The file's connection to Chromium; made in beforeAll, so call it inside tests only. */
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
 * The run's Chromium for one test file: registers the beforeAll that connects to it and the
 * afterAll that closes every app opened through `fresh` (or given to `keep`), then the
 * connection.
 */
export function browserForFile(defaultViewport?: Viewport): FileBrowser {
  let launched: Browser | undefined;
  const opened: AppPage[] = [];
  beforeAll(async () => {
    launched = await connectBrowser();
  });
  afterAll(async () => {
    for (const app of opened) await app.context.close();
    await launched?.close();
  });
  // A failed test says what its pages showed: a journey that waited in vain for a control
  // (a flake seen once in CI) otherwise says only what it waited for.
  beforeEach(({ onTestFailed }) => {
    const ownFrom = opened.length;
    onTestFailed(async () => {
      for (const app of opened.slice(ownFrom)) console.error(await pageReport(app));
    });
  });
  const browser = () => {
    if (!launched) throw new Error("The browser is connected in beforeAll: use it inside tests.");
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

/** The longest part of a page's accessibility tree a failed test prints. */
const REPORTED_TREE_CHARS = 15_000;

/**
 * What a page of a failed test showed: its address, its console errors and its
 * accessibility tree (roles and names, as the test looks for them), cut short.
 */
async function pageReport({ page, errors }: AppPage): Promise<string> {
  if (page.isClosed()) return "A page of the failed test: closed.";
  const tree = await page
    .locator("body")
    .ariaSnapshot({ timeout: 5_000 })
    .catch((error: unknown) => `(no accessibility tree: ${(error as Error).message})`);
  const cut = tree.length > REPORTED_TREE_CHARS ? `${tree.slice(0, REPORTED_TREE_CHARS)}\n…` : tree;
  return [
    `A page of the failed test, at ${page.url()}`,
    `console errors: ${errors.length > 0 ? errors.join(" | ") : "none"}`,
    cut,
  ].join("\n");
}

/**
 * A downloaded file's text. The browser is reached over a websocket, where Playwright keeps
 * the file on its side (`download.path()` is for a browser launched in this process), so it
 * is read as a stream.
 */
export async function downloadedText(file: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
