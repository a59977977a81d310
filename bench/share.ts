/**
 * Sharing a plan (issue 39's budgets): the Worker under `wrangler dev` (local D1) with
 * MapLibre on the e2e tests' local style. Prints:
 * - publishing a plan of 2,000 signs (`POST /api/shares`, as the SPA sends it): the time
 *   from request to answer, median of 5 (budget < 1 s);
 * - its shared view (`/p/<id>`) opened afresh in Chromium: the time from navigation until
 *   the plan document is ready, every sign in its list, median of 5 (budget < 2 s);
 * - a plan of 20,000 signs: accepted or refused, its body's size and the time.
 *
 *   npm run bench:share        (builds the SPA first; CHROMIUM_PATH overrides /usr/bin/chromium)
 *
 * Figures, not assertions: this machine's other work moves them.
 */

import { startDevServer } from "../test/e2e/support/dev-server.ts";
import { startMapStyleServer } from "../test/e2e/support/map-style-server.ts";
import { buildApp, launchBrowser, machineLine, median, openBenchApp } from "./support/app.ts";
import { sharedPlanOf } from "./support/shared-plan.ts";

const RUNS = 5;

async function publish(url: string, plan: unknown) {
  const body = JSON.stringify({ plan });
  const started = performance.now();
  const response = await fetch(`${url}/api/shares`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });
  const answer = (await response.json()) as { id?: string; message?: string };
  return { ms: performance.now() - started, status: response.status, answer, bytes: body.length };
}

buildApp();
const style = await startMapStyleServer();
const server = await startDevServer({
  MAP_ENGINE: "maplibre",
  MAP_STYLE_URL: style.styleUrl,
  RATE_LIMIT: "off",
});
const browser = await launchBrowser();
try {
  const plan = sharedPlanOf(2_000);
  const publishes = [];
  for (let run = 0; run < RUNS; run++) publishes.push(await publish(server.url, plan));
  const id = publishes[0]?.answer.id;
  if (!id) throw new Error(`publishing failed: ${JSON.stringify(publishes[0])}`);

  const { page } = await openBenchApp(browser, server.url);
  const views: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = Date.now();
    await page.goto(`/p/${id}`);
    await page.locator('article.plan-document[aria-busy="false"]').waitFor({ timeout: 30_000 });
    await page.waitForFunction(
      (n) => document.querySelectorAll(".print-sign-table tbody tr").length === n,
      2_000,
    );
    views.push(Date.now() - started);
  }

  const big = await publish(server.url, sharedPlanOf(20_000));

  const list = (values: number[]) => values.map((ms) => ms.toFixed(0)).join(", ");
  const times = publishes.map((entry) => entry.ms);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  console.log("sharing a plan (issue 39)");
  console.log(
    `  publish 2,000 signs (${kib(publishes[0]?.bytes ?? 0)} of JSON): ${median(times).toFixed(0)} ms median (${list(times)}) (budget < 1,000 ms)`,
  );
  console.log(
    `  its shared view opened afresh, ready with every sign listed: ${median(views).toFixed(0)} ms median (${list(views)}) (budget < 2,000 ms)`,
  );
  console.log(
    `  20,000 signs (${kib(big.bytes)} of JSON): ${big.status === 201 ? "accepted" : `refused (${big.status}: ${big.answer.message})`} in ${big.ms.toFixed(0)} ms`,
  );
  console.log(machineLine());
} finally {
  await browser.close();
  await server.stop();
  await style.stop();
}
