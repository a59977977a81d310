/**
 * Where a plan of 20,000 signs could be stored once (issue 38 item 2: "per-project keys or
 * IndexedDB, chosen and measured"), measured in Chromium on the app's origin with the same
 * signs the map bench stores (test/support/stored-projects.ts). Per way of storing, median
 * of 7 (the first of each set discarded):
 * - load: from storage to the plan's signs in memory, as the app would start;
 * - edit: one sign changed and stored, the longest main-thread task of the write (the
 *   budget: no edit task over 50 ms), and for IndexedDB the time until the write is durable
 *   (the transaction's `complete`), which does not hold the main thread;
 * - what it takes of localStorage's 5 MiB-per-site quota (IndexedDB has its own, a share of
 *   the disk).
 *
 * The ways: localStorage as today (one 2-million-character entry per copy, the whole entry
 * written per edit); localStorage in parts of 500 signs (an edit rewrites its part);
 * IndexedDB with the plan as one record (structured clone of the whole plan per edit); and
 * IndexedDB with a record per sign (an edit writes the signs it changed).
 *
 *   npm run bench:storage          (CHROMIUM_PATH overrides /usr/bin/chromium)
 *   BENCH_SIGNS=5000 npm run bench:storage
 *
 * Figures, not assertions. Nothing of the app runs: the page is the built app's sign
 * picture (the app's origin, no script of ours), the code here is all that runs in it.
 */
import type { Page } from "playwright-core";
import { storedMarkers } from "../test/support/stored-projects.ts";
import {
  buildApp,
  launchBrowser,
  machineLine,
  ms,
  openBenchApp,
  printTable,
  startBenchServer,
} from "./support/app.ts";

const SIGNS = Number(process.env.BENCH_SIGNS ?? 20_000);
const RUNS = 7;
const PART = 500;

type Figures = { load: number; editTask: number; durable?: number; chars: number };

/**
 * Runs in the page: stores `markers` the given way, then loads them back and edits one
 * sign RUNS + 1 times, timing each step. Returns the medians (the first run left out).
 */
async function measure(page: Page, way: string, markers: unknown[]): Promise<Figures> {
  return page.evaluate(
    async ({ way, markers, runs, part }) => {
      type Sign = { id: string; position: { lat: number; lng: number } };
      const signs = markers as Sign[];
      const mid = (values: number[]) => {
        const sorted = values.slice(1).sort((a, b) => a - b);
        return sorted[Math.floor(sorted.length / 2)] ?? 0;
      };
      /** The next task: what ran before it was one task of its own. */
      const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
      const openDb = () =>
        new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(`bench-${way}`, 1);
          request.onupgradeneeded = () => {
            request.result.createObjectStore("plans");
            request.result.createObjectStore("signs", { keyPath: "id" });
          };
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const done = (tx: IDBTransaction) =>
        new Promise<void>((resolve, reject) => {
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
      const answer = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      localStorage.clear();
      const loads: number[] = [];
      const edits: number[] = [];
      const durables: number[] = [];
      const nudge = (sign: Sign, run: number) => ({
        ...sign,
        position: { lat: sign.position.lat + (run % 2 ? 1e-5 : -1e-5), lng: sign.position.lng },
      });

      if (way === "localStorage, one entry") {
        localStorage.setItem("bench", JSON.stringify(signs));
        let held = signs;
        for (let run = 0; run <= runs; run++) {
          let started = performance.now();
          held = JSON.parse(localStorage.getItem("bench") ?? "[]");
          loads.push(performance.now() - started);
          await nextTask();
          started = performance.now();
          held = held.with(run, nudge(held[run] as Sign, run));
          localStorage.setItem("bench", JSON.stringify(held));
          edits.push(performance.now() - started);
          await nextTask();
        }
      } else if (way === "localStorage, parts of 500") {
        const parts = Math.ceil(signs.length / part);
        for (let i = 0; i < parts; i++) {
          localStorage.setItem(`bench.${i}`, JSON.stringify(signs.slice(i * part, (i + 1) * part)));
        }
        let held: Sign[][] = [];
        for (let run = 0; run <= runs; run++) {
          let started = performance.now();
          held = [];
          for (let i = 0; i < parts; i++)
            held.push(JSON.parse(localStorage.getItem(`bench.${i}`) ?? "[]"));
          loads.push(performance.now() - started);
          await nextTask();
          started = performance.now();
          // The signs the edit changed (one, here) are in one part: only it is written.
          const index = (run * 997) % signs.length;
          const which = Math.floor(index / part);
          const changed = (held[which] as Sign[]).slice();
          changed[index % part] = nudge(changed[index % part] as Sign, run);
          held[which] = changed;
          localStorage.setItem(`bench.${which}`, JSON.stringify(changed));
          edits.push(performance.now() - started);
          await nextTask();
        }
      } else if (way === "IndexedDB, the plan as one record") {
        const db = await openDb();
        let tx = db.transaction("plans", "readwrite");
        tx.objectStore("plans").put(signs, "plan");
        await done(tx);
        let held = signs;
        for (let run = 0; run <= runs; run++) {
          let started = performance.now();
          held = await answer(db.transaction("plans").objectStore("plans").get("plan"));
          loads.push(performance.now() - started);
          await nextTask();
          started = performance.now();
          held = held.with(run, nudge(held[run] as Sign, run));
          tx = db.transaction("plans", "readwrite");
          tx.objectStore("plans").put(held, "plan");
          edits.push(performance.now() - started);
          await done(tx);
          durables.push(performance.now() - started);
          await nextTask();
        }
        db.close();
      } else {
        const db = await openDb();
        let tx = db.transaction("signs", "readwrite");
        const store = tx.objectStore("signs");
        for (const sign of signs) store.put(sign);
        await done(tx);
        let held: Sign[] = [];
        for (let run = 0; run <= runs; run++) {
          let started = performance.now();
          held = await answer(db.transaction("signs").objectStore("signs").getAll());
          loads.push(performance.now() - started);
          await nextTask();
          started = performance.now();
          const index = (run * 997) % held.length;
          tx = db.transaction("signs", "readwrite");
          tx.objectStore("signs").put(nudge(held[index] as Sign, run));
          edits.push(performance.now() - started);
          await done(tx);
          durables.push(performance.now() - started);
          await nextTask();
        }
        db.close();
      }
      let chars = 0;
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i) ?? "";
        chars += key.length + (localStorage.getItem(key)?.length ?? 0);
      }
      localStorage.clear();
      return {
        load: mid(loads),
        editTask: mid(edits),
        ...(durables.length ? { durable: mid(durables) } : {}),
        chars,
      };
    },
    { way, markers, runs: RUNS, part: PART },
  );
}

const WAYS = [
  "localStorage, one entry",
  "localStorage, parts of 500",
  "IndexedDB, the plan as one record",
  "IndexedDB, a record per sign",
];

buildApp();
const server = await startBenchServer();
const browser = await launchBrowser();
try {
  const markers = storedMarkers(SIGNS, {
    codes: ["A39", "C55", "B11", "D11.3", "E17"],
    labelEvery: 4,
  });
  const rows: string[][] = [];
  for (const way of WAYS) {
    const { context, page } = await openBenchApp(browser, server.url("google"));
    try {
      // A page of the app's origin that runs nothing of the app: a sign's picture.
      await page.goto("/signs/A39.svg");
      const figures = await measure(page, way, markers);
      rows.push([
        way,
        ms(figures.load),
        ms(figures.editTask),
        figures.durable === undefined ? "at once (synchronous)" : ms(figures.durable),
        figures.chars ? `${(figures.chars / 1e6).toFixed(2)} M chars` : "none",
      ]);
    } finally {
      await context.close();
    }
  }
  console.log(`storing a plan of ${SIGNS.toLocaleString("en")} signs once (issue 38 item 2)`);
  printTable(
    [
      "way",
      "load (median)",
      "edit: main-thread task of the write (median)",
      "edit: durable after (median)",
      "localStorage used",
    ],
    rows,
  );
  console.log(machineLine());
} finally {
  await browser.close();
  await server.stop();
}
