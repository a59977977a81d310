/**
 * What one page load costs the machine, in CPU seconds, as the e2e journeys load pages: a
 * fresh profile (a new browser context) in the tests' Chromium (the headless shell, V8
 * without its optimizing compilers, test/e2e/support/browser.ts), on each map engine, at a
 * laptop's size, until the network is quiet and a second after. CPU is counted over every
 * process of the machine (/proc/stat): the renderer, the GPU process drawing MapLibre in
 * SwiftShader, the browser process and the static server. Issue 35's suite is CPU-bound on
 * this 2-core machine, and a journey's page loads are most of its cost.
 *
 *   npm run bench:page-cpu            (builds the SPA first)
 *   BENCH_ROUTES=/signs,/map npm run bench:page-cpu
 *
 * Figures, not assertions; run it on a quiet machine (it counts everyone's CPU).
 */
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumOptions, openApp } from "../test/e2e/support/browser.ts";
import {
  buildApp,
  type Engine,
  machineLine,
  median,
  printTable,
  startBenchServer,
} from "./support/app.ts";

const RUNS = 6;
const ROUTES = (process.env.BENCH_ROUTES ?? "/map,/signs,/dashboard").split(",");
const ENGINES: Engine[] = ["maplibre", "google"];

/** Busy CPU seconds of the whole machine since boot (user, nice, system, irq, softirq, steal). */
function busyCpuSeconds(): number {
  const [, ...fields] =
    readFileSync("/proc/stat", "utf8").split("\n")[0]?.trim().split(/\s+/) ?? [];
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  return (
    ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / 100
  );
}

buildApp();
const server = await startBenchServer();
// As the e2e tests run it; Google's script is the e2e fake, routed by openApp.
const browser = await chromium.launch(
  chromiumOptions(["--js-flags=--no-opt --no-maglev"], "/usr/bin/chromium-headless-shell"),
);
const rows: string[][] = [];
try {
  for (const route of ROUTES) {
    for (const engine of ENGINES) {
      const costs: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const before = busyCpuSeconds();
        const { context, page } = await openApp(browser, {
          baseURL: server.url(engine),
          viewport: { width: 1280, height: 900 },
        });
        await page.goto(route);
        await page.waitForLoadState("networkidle");
        await page.waitForTimeout(1000);
        await context.close();
        costs.push(busyCpuSeconds() - before);
      }
      rows.push([
        route,
        engine,
        `${median(costs).toFixed(2)} CPU-s`,
        costs.map((cost) => cost.toFixed(2)).join(" "),
      ]);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`one fresh page load, median of ${RUNS} (1 s of quiet included):`);
printTable(["route", "engine", "CPU", "each run"], rows);
console.log(machineLine());
