/**
 * The first load on a phone (issue 40, and issue 39's shared view): Lighthouse's
 * performance audit, as its mobile default runs it (a Moto G Power's screen, simulated slow
 * 4G, 4× CPU slowdown), on the built SPA with MapLibre on the e2e tests' local style and
 * tiles (no network, no key), three runs per screen in Debian's full Chromium. Per screen it
 * prints the median of the three: the score, largest contentful paint, total blocking time,
 * and the five longest main-thread tasks of the median run with the file each ran in; then
 * whether each screen meets its budget. Beside them, Lighthouse's benchmark index of each
 * run (its own measure of the machine's CPU, taken as the run starts): the 4× slowdown is
 * applied to the tasks as this machine ran them, so a machine with a lower index counts
 * every task longer, and figures from two machines compare only with their indexes.
 *
 *   npm run bench:phone              (builds the SPA first; CHROMIUM_PATH overrides /usr/bin/chromium)
 *   BENCH_RUNS=5 npm run bench:phone (more runs per screen)
 *   npm run bench:phone -- /p        (only the screens whose path starts so: the shared view)
 *   BENCH_REPORTS=/tmp/lh npm run bench:phone (also writes each run's Lighthouse report there,
 *                                    as JSON: its long tasks with their start, its metrics)
 *
 * Lighthouse (12.2.3, the version the issue measured with, ~110 MB with its packages) is not
 * one of the project's packages: the first run installs it into `.tools/lighthouse`, as
 * scripts/with-node.sh installs Node, so `npm install` and CI stay as they are.
 *
 * Figures, not assertions: run on a quiet machine (the load average is printed), and compare
 * medians. The served files are gzip-compressed as the Worker's static assets are.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { fullChromiumPath } from "../test/e2e/support/browser.ts";
import {
  buildApp,
  machineLine,
  median,
  ms,
  printTable,
  root,
  startBenchServer,
} from "./support/app.ts";
import { sharedPlanAnswer, sharedPlanOf } from "./support/shared-plan.ts";

const LIGHTHOUSE_VERSION = "12.2.3";
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const reports = process.env.BENCH_REPORTS;

/** A shared plan's id (the Worker's form: 22 characters of base64url). */
const SHARED_PLAN_ID = "BenchSharedPlan0000000";
/** The shared plan a crew opens: a standard case's size, 40 signs along a street. */
const SHARED_PLAN_SIGNS = 40;

/**
 * Each screen's budgets (issues 40 and 39): the score's median, and /map's blocking time.
 * The shared view (`/p/<id>`) reads its plan from the bench server, which answers as the
 * Worker does (bench/support/shared-plan.ts).
 */
const SCREENS = [
  { path: "/map", minScore: 0.85, maxTbt: 300 },
  { path: "/signs", minScore: 0.95 },
  { path: "/dashboard", minScore: 0.95 },
  { path: `/p/${SHARED_PLAN_ID}`, minScore: 0.9 },
] as const;

const tools = path.join(root, ".tools/lighthouse");
const modules = path.join(tools, "node_modules");

/** Lighthouse and its Chrome launcher, installed into .tools/lighthouse on first use. */
async function loadLighthouse() {
  if (!existsSync(path.join(modules, "lighthouse/package.json"))) {
    console.log(`Installing Lighthouse ${LIGHTHOUSE_VERSION} into .tools/lighthouse (once)…`);
    execFileSync(
      "npm",
      [
        "install",
        "--prefix",
        tools,
        "--no-save",
        "--no-audit",
        "--no-fund",
        "--loglevel=error",
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { stdio: "inherit" },
    );
  }
  const load = (file: string) => import(pathToFileURL(path.join(modules, file)).href);
  const [{ default: lighthouse }, launcher] = await Promise.all([
    load("lighthouse/core/index.js"),
    load("chrome-launcher/dist/index.js"),
  ]);
  return {
    lighthouse: lighthouse as (url: string, flags: Record<string, unknown>) => Promise<Run>,
    launch: launcher.launch as (options: Record<string, unknown>) => Promise<Chrome>,
  };
}

type Chrome = { port: number; kill(): Promise<void> | void };
type Audit = {
  numericValue?: number;
  details?: { items?: { url?: string; duration?: number; startTime?: number }[] };
};
type Run = {
  lhr: {
    categories: { performance: { score: number | null } };
    environment?: { benchmarkIndex?: number };
    audits: Record<string, Audit | undefined>;
    runtimeError?: { message: string };
  };
};

type Figures = {
  score: number;
  lcp: number;
  tbt: number;
  benchmarkIndex: number;
  longTasks: { url: string; duration: number }[];
};

function figuresOf(run: Run): Figures {
  const { lhr } = run;
  if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
  const longTasks = (lhr.audits["long-tasks"]?.details?.items ?? [])
    .map((item) => ({ url: item.url ?? "?", duration: item.duration ?? 0 }))
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 5);
  return {
    score: lhr.categories.performance.score ?? 0,
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
    longTasks,
  };
}

/** A task's file as short as it reads: the asset's name, or what Lighthouse calls it. */
const fileOf = (url: string) => {
  try {
    return new URL(url).pathname.split("/").at(-1) || url;
  } catch {
    return url;
  }
};

/** `npm run bench:phone -- /p`: only the screens whose path starts so. */
const only = process.argv[2];
const { lighthouse, launch } = await loadLighthouse();
buildApp();
const server = await startBenchServer({
  gzip: true,
  sharedPlans: {
    [SHARED_PLAN_ID]: sharedPlanAnswer(SHARED_PLAN_ID, sharedPlanOf(SHARED_PLAN_SIGNS)),
  },
});
const chrome = await launch({
  chromePath: fullChromiumPath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});

const rows: string[][] = [];
const tasks: string[] = [];
const verdicts: string[] = [];
let failed = false;
try {
  for (const screen of SCREENS.filter((each) => !only || each.path.startsWith(only))) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const run = await lighthouse(`${server.url("maplibre")}${screen.path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
      });
      runs.push(figuresOf(run));
      if (reports) {
        mkdirSync(reports, { recursive: true });
        const name = `${screen.path.split("/")[1]}-${i + 1}.json`;
        writeFileSync(path.join(reports, name), JSON.stringify(run.lhr, null, 1));
      }
    }
    const byScore = [...runs].sort((a, b) => a.score - b.score);
    const middle = byScore[Math.floor(byScore.length / 2)] as Figures;
    const score = median(runs.map((run) => run.score));
    const tbt = median(runs.map((run) => run.tbt));
    rows.push([
      screen.path,
      runs.map((run) => run.score.toFixed(2)).join(" "),
      score.toFixed(2),
      ms(median(runs.map((run) => run.lcp))),
      ms(tbt),
      runs.map((run) => run.benchmarkIndex.toFixed(0)).join(" "),
    ]);
    tasks.push(
      `${screen.path}: ${middle.longTasks.map((task) => `${ms(task.duration)} ${fileOf(task.url)}`).join(", ") || "none"}`,
    );
    const scoreOk = score >= screen.minScore;
    const tbtOk = !("maxTbt" in screen) || tbt < screen.maxTbt;
    if (!scoreOk || !tbtOk) failed = true;
    verdicts.push(
      `${screen.path}: score ${score.toFixed(2)} ${scoreOk ? "≥" : "<"} ${screen.minScore}` +
        ("maxTbt" in screen
          ? `, blocking time ${ms(tbt)} ${tbtOk ? "<" : "≥"} ${screen.maxTbt} ms`
          : "") +
        (scoreOk && tbtOk ? ": met" : ": NOT met"),
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}

printTable(
  [
    "screen (MapLibre, local style)",
    `scores of ${RUNS} runs`,
    "score (median)",
    "largest contentful paint (median)",
    "total blocking time (median)",
    "benchmark index of each run",
  ],
  rows,
);
console.log("");
console.log("the five longest main-thread tasks of the median run (simulated 4× slower CPU):");
for (const line of tasks) console.log(`  ${line}`);
console.log("");
console.log("budgets (issues 40 and 39):");
for (const line of verdicts) console.log(`  ${line}`);
console.log(machineLine());
if (failed) process.exitCode = 1;
