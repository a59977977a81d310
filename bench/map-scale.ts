/**
 * Map data at scale (DESIGN.md budgets), in the built app in Chromium, on both map engines:
 * Google Maps answered by the e2e fake, and MapLibre for real on the e2e tests' local style
 * and tiles (no network).
 *
 * Signs: a project with 1,000, 5,000 and 20,000 oriented signs. Per engine and size:
 * - load from storage: reading and checking every localStorage entry (User Timing entries
 *   the storage layer records), budget < 300 ms at 20,000;
 * - the longest main-thread task while the page loads and draws the (clustered) map;
 * - one edit (a sign nudged with the keyboard, then saved): the main-thread time of every
 *   task from the key press until localStorage holds the change in the project's signs
 *   (`project/<id>/signs`, stored once: issue 38), and the longest of those tasks, budget
 *   no task over 50 ms at 20,000;
 * - the localStorage used, against Chrome's 5 MiB-per-site quota.
 *
 * Shapes: a project with 500 lines and areas (and a few signs). Per engine, the longest
 * main-thread task while the page loads and draws them, per camera frame while the map
 * zooms (every shape projected and drawn again), and per edit, each until it is saved:
 * a line drawn with the mouse, a vertex dragged, a sign dragged, a shape moved with the
 * keys, an undo. Budget: no task over 50 ms per edit.
 *
 *   npm run bench:map            (builds the SPA first; CHROMIUM_PATH overrides /usr/bin/chromium)
 *   npm run bench:map -- shapes  (only the shapes; `signs`: only the signs)
 *   BENCH_SIGNS=1000 BENCH_SHAPES=50 npm run bench:map   (a quick run: other sign counts,
 *                                 comma-separated, and another number of shapes)
 *   BENCH_PHASES=2 npm run bench:map -- signs   (the signs in a plan of two phases, every
 *                                 other sign in each: issue 38's budgets with the map
 *                                 showing the first phase, half the signs)
 *
 * The largest set-up accepted (issue 41 item 3: a 63 KB set-up file of 200 cone lines at
 * 0.5 m froze /map for 110 s): the plan it lays at the caps, 20 lines of kit
 * (`MAX_KIT_LINES`) of 1,000 cones each (`MAX_KIT_PER_LINE`) with a lamp on each, and 180
 * signs (200 items, `MAX_SETUP_ITEMS`). Per engine, the longest main-thread task while /map
 * loads and draws it, while it zooms and when a line is moved with the keys. Budget: no task
 * over 200 ms. Beside them, the same page and camera with an empty plan: on a machine without a
 * GPU, MapLibre's first frame alone is drawn in software and is most of "load + draw".
 *
 *   npm run bench:map -- setup   (only the largest set-up)
 *
 * Six parts, each printed as its own table the moment it finishes: signs, then shapes, then
 * the largest set-up, each on Google Maps and on MapLibre. Each measurement (one
 * engine and size, or one engine's shapes) runs on its own: one that fails (e.g. the browser
 * closed under load) prints what went wrong and the bench goes on, in a new browser if the
 * old one is gone; the exit code is 1 when anything failed.
 *
 * Figures, not assertions: this machine's other work moves them by a few milliseconds. The
 * CPU columns are the app's own work when other processes take the cores; the shapes'
 * "frame commit" column is the part of the longest task spent waiting for the GPU process,
 * which on a machine without a GPU draws MapLibre's WebGL frames in software.
 */
import type { Page } from "playwright-core";
import { moveCamera, openMap, pixelFor, waitIdle } from "../test/e2e/map-support.ts";
import {
  type StoredMarker,
  storedMarkers,
  storedProject,
  writeStorage,
} from "../test/support/stored-projects.ts";
import {
  buildApp,
  ENGINES,
  type Engine,
  launchBrowser,
  machineLine,
  median,
  ms,
  openBenchApp,
  printTable,
  startBenchServer,
} from "./support/app.ts";
import { type MainThread, traced } from "./support/trace.ts";

/** A positive whole number from the environment, or a list of them (`1000,5000`). */
function counts(name: string, fallback: number[]): number[] {
  const text = process.env[name];
  if (!text) return fallback;
  const values = text.split(",").map((value) => Number(value.trim().replaceAll("_", "")));
  if (!values.every((value) => Number.isInteger(value) && value > 0)) {
    throw new Error(`${name} must be positive whole numbers, comma-separated: ${text}`);
  }
  return values;
}

const SIZES = counts("BENCH_SIGNS", [1_000, 5_000, 20_000]);
/** Two phases (issue 38), every other sign in each, when BENCH_PHASES=2. */
const PHASED = process.env.BENCH_PHASES === "2";
const PHASES = [
  { id: "p1", name: "Fase 1" },
  { id: "p2", name: "Fase 2" },
];
const EDITS = 5;
const [SHAPES = 500] = counts("BENCH_SHAPES", [500]);
const SHAPE_ROUNDS = 3;
const QUOTA_CHARS = 5 * 1024 * 1024; // Chrome: 10 MiB of UTF-16 per site

buildApp();
const server = await startBenchServer();
/** Launched again by `attempt` when a failure took it away. */
let browser = await launchBrowser();

// ---- The data (test/support/stored-projects.ts) -------------------------------------------

/** The values the speed signs carry (issue 26's budget is for signs with values). */
const SPEEDS = ["50", "60", "70", "80"];

/** `n` signs over Denmark, each facing its own way (orientation on), C 55 with its limit. */
function orientedMarkers(n: number): StoredMarker[] {
  return storedMarkers(n, { codes: ["A39", "C55", "B11", "D11.3", "E17"], labelEvery: 4 }).map(
    (marker, i) => ({
      ...marker,
      rotation: (i * 37) % 360,
      ...(marker.signCode === "C55" ? { value: SPEEDS[i % SPEEDS.length] } : {}),
    }),
  );
}

/** Where the stored project's signs are kept (`storedProject`'s id, issue 38's layout). */
const SIGNS_KEY = "project/project001/signs";
const PLAN_KEY = "project/project001/plan";

/** Makes `project` the page's only stored data; the app reads it on the next load. */
async function store(page: Page, project: ReturnType<typeof storedProject>) {
  await page.evaluate(() => localStorage.clear());
  await page.evaluate(writeStorage, project.storage);
}

const storageLoadMs = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("measure")
      .filter((entry) => entry.name.startsWith("storage: load "))
      .reduce((sum, entry) => sum + entry.duration, 0),
  );

const storageChars = (page: Page) =>
  page.evaluate(() => {
    let chars = 0;
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? "";
      chars += key.length + (localStorage.getItem(key)?.length ?? 0);
    }
    return chars;
  });

/**
 * Runs `edit` traced, until localStorage `key` differs from before it and the app's
 * coalesced writes are done (250 ms after a change, one entry per task).
 */
async function tracedEdit(page: Page, key: string, edit: () => Promise<void>) {
  // The text before stays in the page: sent along with each poll (2 million characters at
  // 20,000 signs), it made DevTools messages of ~50 ms on the page's main thread, which the
  // trace counted as the app's.
  await page.evaluate((k) => {
    (globalThis as { benchBefore?: string | null }).benchBefore = localStorage.getItem(k);
  }, key);
  return traced(browser, page, async () => {
    await edit();
    await page.waitForFunction(
      (k) =>
        localStorage.getItem(k) !== (globalThis as { benchBefore?: string | null }).benchBefore,
      key,
    );
    await page.waitForTimeout(1200);
  });
}

const wallAndCpu = (task: MainThread) => `${ms(task.longest)} / ${ms(task.longestCpu)}`;

// ---- Signs at 1k, 5k and 20k --------------------------------------------------------------

async function signsAtScale(engine: Engine, size: number): Promise<string[]> {
  const { context, page } = await openBenchApp(browser, server.url(engine));
  try {
    return await measureSigns(page, engine, size);
  } finally {
    await context.close().catch(() => {});
  }
}

async function measureSigns(page: Page, engine: Engine, size: number): Promise<string[]> {
  const markers = orientedMarkers(size).map((marker, i) =>
    PHASED ? { ...marker, phases: [(PHASES[i % 2] as { id: string }).id] } : marker,
  );
  await page.goto("/map");
  await store(
    page,
    storedProject({
      title: `Bench ${size}`,
      markers,
      ...(PHASED
        ? { plan: { planSettings: { builtUp: false, speedLimit: 80, phases: PHASES } } }
        : {}),
    }),
  );

  // Load and draw the clustered map.
  const render = await traced(browser, page, async () => {
    await page.reload();
    await page.locator(".map-cluster").first().waitFor();
    await page.waitForTimeout(300);
  });
  const loadMs = await storageLoadMs(page);
  const count = await page.getByRole("heading", { name: /^Signs on the map/ }).textContent();
  // In two phases the map shows the first: every other sign.
  const shown = PHASED ? Math.ceil(size / 2) : size;
  if (!count?.includes(shown.toLocaleString("en"))) throw new Error(`app shows ${count}`);

  // Street level at the first sign, where it is drawn on its own.
  await moveCamera(page, { center: (markers[0] as StoredMarker).position, zoom: 19 });
  const sign = page.locator(".map-sign").first();
  await sign.waitFor();
  const edits: MainThread[] = [];
  for (let edit = 0; edit < EDITS; edit++) {
    await sign.focus();
    edits.push(
      await tracedEdit(page, SIGNS_KEY, () =>
        page.keyboard.press(edit % 2 ? "ArrowLeft" : "ArrowRight"),
      ),
    );
  }
  const chars = await storageChars(page);
  return [
    engine,
    size.toLocaleString("en"),
    ms(loadMs),
    wallAndCpu(render),
    ms(median(edits.map((e) => e.total))),
    `${ms(median(edits.map((e) => e.longest)))} / ${ms(Math.max(...edits.map((e) => e.longest)))}`,
    ms(Math.max(...edits.map((e) => e.longestCpu))),
    `${(chars / 1e6).toFixed(2)} M chars (${((100 * chars) / QUOTA_CHARS).toFixed(0)}% of quota)`,
  ];
}

// ---- 500 shapes (issue 11) ----------------------------------------------------------------

const odense = { lat: 55.407, lng: 10.4 };
/**
 * The work zone whose corner the bench drags: south-east of the others, where no shape
 * lies over its handles and the selected shape's editor (bottom left) does not cover it.
 */
const target = [
  { lat: 55.3955, lng: 10.418 },
  { lat: 55.3955, lng: 10.428 },
  { lat: 55.3925, lng: 10.428 },
  { lat: 55.3925, lng: 10.418 },
];

const round = (value: number) => Math.round(value * 1e7) / 1e7;

/** 500 shapes of every kind (2–6 points, ~100 m across) around Odense; the first is `target`. */
function benchShapes(n: number) {
  const kinds = ["closure", "cone-line", "detour", "work-zone", "closed-area"];
  return Array.from({ length: n }, (_, i) => {
    if (i === 0) return { id: "target", kind: "work-zone", points: target };
    const kind = kinds[i % kinds.length] as string;
    const area = kind === "work-zone" || kind === "closed-area";
    const count = (area ? 3 : 2) + (i % 4);
    // Spread by fixed steps, so every run draws the same plan.
    const lat = 55.399 + ((i * 7919) % 1000) / 1000 / 50;
    const lng = 10.37 + ((i * 104_729) % 1000) / 1000 / 16;
    const points = Array.from({ length: count }, (_, k) => {
      const angle = (2 * Math.PI * k) / count;
      return {
        lat: round(lat + 0.0008 * Math.sin(angle)),
        lng: round(lng + 0.0014 * Math.cos(angle)),
      };
    });
    return { id: `shape-${i}`, kind, points };
  });
}

/** Mouse drag from one pixel to another, in steps as a hand moves. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

async function centreOf(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on the page`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function shapesAtScale(engine: Engine): Promise<string[][]> {
  const { context, page } = await openBenchApp(browser, server.url(engine));
  try {
    return await measureShapes(page, engine);
  } finally {
    await context.close().catch(() => {});
  }
}

async function measureShapes(page: Page, engine: Engine): Promise<string[][]> {
  // A row of signs just north of the shapes, to drag (clear of the drawing toolbar and
  // "Select several" over the map's top left: the first sign is under it, and not dragged).
  const markers = orientedMarkers(6).map((marker, i) => ({
    ...marker,
    position: { lat: 55.4195, lng: round(10.37 + i * 0.008) },
  }));
  await openMap(page);
  await store(
    page,
    storedProject({
      title: "Bench shapes",
      markers,
      mapState: { center: odense, zoom: 14 },
      plan: { shapes: benchShapes(SHAPES) },
    }),
  );

  const shapes = page.locator("[data-shape-id]");
  const render = await traced(browser, page, async () => {
    await page.reload();
    await shapes.nth(SHAPES - 1).waitFor({ state: "attached" });
    await page.waitForTimeout(300);
  });
  await waitIdle(page);
  const drawn = await shapes.count();
  if (drawn !== SHAPES) throw new Error(`the map draws ${drawn} shapes`);

  // Zooming: 20 camera frames, each zooming a little, so every point is projected anew and
  // every shape drawn again.
  const zoom = await traced(browser, page, async () => {
    await page.evaluate(async () => {
      for (let i = 1; i <= 20; i += 1) {
        const z = 14 + i * 0.05;
        // MapLibre's zoom is the app's (Google's) minus one.
        if (window.__signageMap) window.__signageMap.jumpTo({ zoom: z - 1 });
        else await window.__fakeGoogleMaps.setCamera({ zoom: z });
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    });
    await page.waitForTimeout(200);
  });
  await moveCamera(page, { center: odense, zoom: 14 });

  const edits: Record<string, MainThread[]> = {};
  const record = (name: string, task: MainThread) => {
    edits[name] = [...(edits[name] ?? []), task];
  };
  const tool = (name: string) =>
    page.getByRole("toolbar", { name: "Drawing tools" }).getByRole("button", { name, exact: true });
  for (let round = 0; round < SHAPE_ROUNDS; round++) {
    // A closure line: two clicks south of the shapes, Enter finishes it.
    await tool("Line").click();
    const from = await pixelFor(page, { lat: 55.3935, lng: 10.385 + round * 0.006 });
    record(
      "draw a line (2 clicks, Enter)",
      await tracedEdit(page, PLAN_KEY, async () => {
        await page.mouse.click(from.x, from.y);
        await page.mouse.click(from.x + 60, from.y);
        await page.keyboard.press("Enter");
      }),
    );

    // The target's first corner, dragged 20 px and back again on the next round.
    await page.locator('[data-shape-id="target"]').focus();
    await page.keyboard.press("Enter");
    const corner = await centreOf(page, '[data-vertex-of="target"][data-index="0"]');
    const dy = round % 2 ? -20 : 20;
    record(
      "drag a vertex",
      await tracedEdit(page, PLAN_KEY, () => drag(page, corner, { x: corner.x, y: corner.y + dy })),
    );

    const sign = await centreOf(page, `.map-sign >> nth=${round + 1}`);
    record(
      "drag a sign",
      await tracedEdit(page, SIGNS_KEY, () => drag(page, sign, { x: sign.x + 30, y: sign.y })),
    );

    await page.locator('[data-shape-id="target"]').focus();
    record(
      "move a shape (arrow key)",
      await tracedEdit(page, PLAN_KEY, () => page.keyboard.press("ArrowRight")),
    );

    record(
      "undo (Ctrl+Z)",
      await tracedEdit(page, PLAN_KEY, () => page.keyboard.press("Control+z")),
    );
  }
  const rows = [
    [
      engine,
      `load + draw ${SHAPES} shapes`,
      ms(render.longest),
      ms(render.longestCpu),
      ms(render.longestCommit),
    ],
    [engine, "zoom, 20 frames", ms(zoom.longest), ms(zoom.longestCpu), ms(zoom.longestCommit)],
  ];
  for (const [name, tasks] of Object.entries(edits)) {
    const worst = tasks.reduce((a, b) => (b.longest > a.longest ? b : a));
    if (worst.longest > 50)
      overBudget.push(`${engine}, ${name}, ${ms(worst.longest)}: ${worst.longestParts}`);
    rows.push([
      engine,
      name,
      `${ms(median(tasks.map((t) => t.longest)))} / ${ms(Math.max(...tasks.map((t) => t.longest)))}`,
      ms(Math.max(...tasks.map((t) => t.longestCpu))),
      ms(Math.max(...tasks.map((t) => t.longestCommit))),
    ]);
  }
  return rows;
}

// ---- The largest set-up accepted (issue 41 item 3) ----------------------------------------

/** The caps a set-up file is held to (lib/setups/setup-codec.ts). */
const KIT_LINES = 20;
const KIT_PER_LINE = 1_000;
const SETUP_SIGNS = 180;
const KIT_SPACING = 0.5;

/**
 * What laying the largest accepted set-up leaves in the plan: 20 cone lines side by side
 * along 500 m of road, each of 1,000 cones 0.5 m apart with a lamp on each, and 180 signs
 * along them.
 */
function largestSetupPlan() {
  const start = { lat: 55.4, lng: 10.38 };
  const METRE = 1 / 111_195;
  const eastMetre = METRE / Math.cos((start.lat * Math.PI) / 180);
  const length = (KIT_PER_LINE - 1) * KIT_SPACING;
  const shapes = Array.from({ length: KIT_LINES }, (_, i) => ({
    id: `kit-${i}`,
    kind: "cone-line",
    points: [
      { lat: round(start.lat + i * METRE), lng: start.lng },
      { lat: round(start.lat + i * METRE), lng: round(start.lng + length * eastMetre) },
    ],
    item: "N44.2",
    spacing: KIT_SPACING,
    lampSpacing: KIT_SPACING,
  }));
  const markers = orientedMarkers(SETUP_SIGNS).map((marker, i) => ({
    ...marker,
    position: {
      lat: round(start.lat + (i % 2 ? -6 : 26) * METRE),
      lng: round(start.lng + (i / SETUP_SIGNS) * length * eastMetre),
    },
  }));
  return { shapes, markers, centre: { lat: start.lat, lng: start.lng + (length / 2) * eastMetre } };
}

async function largestSetup(engine: Engine): Promise<string[][]> {
  const { context, page } = await openBenchApp(browser, server.url(engine));
  try {
    return await measureLargestSetup(page, engine);
  } finally {
    await context.close().catch(() => {});
  }
}

async function measureLargestSetup(page: Page, engine: Engine): Promise<string[][]> {
  const { shapes, markers, centre } = largestSetupPlan();
  await openMap(page);
  // The same page and camera with an empty plan first: what the base map's first frame
  // costs alone, so the set-up's own share of "load + draw" can be read beside it.
  await store(
    page,
    storedProject({
      title: "Bench empty plan",
      markers: [],
      mapState: { center: centre, zoom: 17 },
    }),
  );
  const baseMap = await traced(browser, page, async () => {
    await page.reload();
    await waitIdle(page);
    await page.waitForTimeout(500);
  });
  await store(
    page,
    storedProject({
      title: "Bench largest set-up",
      markers,
      mapState: { center: centre, zoom: 17 },
      plan: { shapes },
    }),
  );
  const lines = page.locator("[data-shape-id]");
  const render = await traced(browser, page, async () => {
    await page.reload();
    await lines.nth(KIT_LINES - 1).waitFor({ state: "attached" });
    await page.locator("path.kit-items").first().waitFor({ state: "attached" });
    await page.waitForTimeout(500);
  });
  await waitIdle(page);
  const zoom = await traced(browser, page, async () => {
    await page.evaluate(async () => {
      for (let i = 1; i <= 20; i += 1) {
        const z = 17 - i * 0.1;
        if (window.__signageMap) window.__signageMap.jumpTo({ zoom: z - 1 });
        else await window.__fakeGoogleMaps.setCamera({ zoom: z });
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    });
    await page.waitForTimeout(200);
  });
  await page.locator('[data-shape-id="kit-0"]').focus();
  const move = await tracedEdit(page, PLAN_KEY, () => page.keyboard.press("ArrowUp"));
  const rows = [
    ["load + draw, an empty plan (the base map alone)", baseMap],
    ["load + draw", render],
    ["zoom, 20 frames", zoom],
    ["move a line (arrow key)", move],
  ] as const;
  for (const [name, task] of rows.slice(1))
    if (task.longest > 200)
      overBudget.push(`${engine}, ${name}, ${ms(task.longest)}: ${task.longestParts}`);
  return rows.map(([name, task]) => [
    engine,
    name,
    ms(task.longest),
    ms(task.longestCpu),
    ms(task.longestCommit),
  ]);
}

// ---- Run ----------------------------------------------------------------------------------

const failed: string[] = [];
/** Each task over its budget (shapes' edits 50 ms, the largest set-up 200 ms), with what it did. */
const overBudget: string[] = [];

/**
 * One measurement: its figures, or, when it throws, undefined after printing what went
 * wrong (and a new browser if the old one is gone, so the next measurement can run).
 */
async function attempt<T>(name: string, measure: () => Promise<T>): Promise<T | undefined> {
  try {
    return await measure();
  } catch (error) {
    failed.push(name);
    const message = error instanceof Error ? error.message : String(error);
    console.log(`FAILED ${name}: ${message.split("\n").slice(0, 6).join("\n  ")}`);
    console.log("");
    if (!browser.isConnected()) browser = await launchBrowser();
    return undefined;
  }
}

function signsTable(rows: string[][]) {
  printTable(
    [
      "engine",
      "signs",
      "load from storage",
      "load + draw: longest task (wall / CPU)",
      "edit: main thread (median)",
      "edit: longest task, wall (median / max)",
      "edit: longest task, CPU (max)",
      "localStorage used",
    ],
    rows,
  );
  console.log(
    `budgets at 20,000 on each engine: load from storage < 300 ms; no task over 50 ms per edit; ${EDITS} edits per size`,
  );
}

function shapesTable(rows: string[][]) {
  printTable(
    [
      "engine",
      `${SHAPES} shapes: what`,
      `longest task, wall (edits: median / max of ${SHAPE_ROUNDS})`,
      "longest task, CPU (max)",
      "of it, frame commit (max)",
    ],
    rows,
  );
  console.log(
    `budget: no task over 50 ms per edit with ${SHAPES} shapes (an edit: until it is saved)`,
  );
  console.log(
    "frame commit: the main thread waiting for the GPU process; with no GPU, a WebGL map's frame drawn in software and read back (bench/support/trace.ts)",
  );
}

function setupTable(rows: string[][]) {
  printTable(
    [
      "engine",
      `largest set-up (${KIT_LINES} × ${KIT_PER_LINE.toLocaleString("en")} cones, ${SETUP_SIGNS} signs): what`,
      "longest task, wall",
      "longest task, CPU",
      "of it, frame commit",
    ],
    rows,
  );
  console.log("budget: no task over 200 ms (issue 41 item 3)");
}

/** Prints a part's table as soon as it is done, with the machine's load beside it. */
function printPart(table: (rows: string[][]) => void, rows: string[][]) {
  if (rows.length === 0) return;
  table(rows);
  for (const line of overBudget.splice(0)) console.log(`over budget: ${line}`);
  console.log(machineLine());
  console.log("");
}

const only = process.argv[2];
let runs = 0;
try {
  if (only === undefined || only === "signs") {
    for (const engine of ENGINES) {
      const rows: string[][] = [];
      for (const size of SIZES) {
        runs += 1;
        const row = await attempt(`signs, ${engine}, ${size.toLocaleString("en")}`, () =>
          signsAtScale(engine, size),
        );
        if (row) rows.push(row);
      }
      printPart(signsTable, rows);
    }
  }
  if (only === undefined || only === "shapes") {
    for (const engine of ENGINES) {
      runs += 1;
      printPart(
        shapesTable,
        (await attempt(`shapes, ${engine}`, () => shapesAtScale(engine))) ?? [],
      );
    }
  }
  if (only === undefined || only === "setup") {
    for (const engine of ENGINES) {
      runs += 1;
      printPart(
        setupTable,
        (await attempt(`largest set-up, ${engine}`, () => largestSetup(engine))) ?? [],
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

if (failed.length > 0) {
  console.log(`${failed.length} of ${runs} measurements failed: ${failed.join("; ")}`);
  process.exitCode = 1;
}
