/**
 * What the browser benches share: the SPA built and served from dist/client by a small
 * static server that answers /api/config as the Worker would (no Worker, no D1: the benches
 * measure the client), on either map engine, and a Chromium page on it with Google Maps
 * answered by the e2e tests' fake (test/e2e/support/browser.ts launches and opens both).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { openApp } from "../../test/e2e/support/browser.ts";
import { startMapStyleServer } from "../../test/e2e/support/map-style-server.ts";
import { sharedPlanPreload } from "../../worker/lib/shared-plan-preload.ts";

export { launchFullBrowser as launchBrowser } from "../../test/e2e/support/browser.ts";

export const root = path.resolve(import.meta.dirname, "../..");
const dist = path.join(root, "dist/client");

/** `vite build`: the benches measure what would be deployed. */
export function buildApp(): void {
  execFileSync(path.join(root, "node_modules/.bin/vite"), ["build", "--logLevel", "error"], {
    cwd: root,
    stdio: "inherit",
  });
}

export type Engine = "google" | "maplibre";
export const ENGINES: readonly Engine[] = ["google", "maplibre"];

const types: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};

export type BenchServer = {
  /** The SPA served with `engine` as its map engine. */
  url(engine: Engine): string;
  stop(): Promise<void>;
};

/**
 * The built SPA on two local ports, one per map engine: Google Maps (the fake answers the
 * script) and MapLibre on the e2e tests' local style and tiles (no network). With `gzip`,
 * text files go compressed to a browser that accepts it, as the Worker's static assets do
 * (the phone bench's simulated network counts the bytes sent).
 */
export async function startBenchServer(
  options: {
    gzip?: boolean;
    /** Shared plans the server answers `GET /api/shares/<id>` with, by id (the Worker's answer). */
    sharedPlans?: Record<string, unknown>;
  } = {},
): Promise<BenchServer> {
  const compressed = new Map<string, Buffer>();
  const gzipped = (file: string) => {
    let body = compressed.get(file);
    if (!body) {
      body = gzipSync(readFileSync(file), { level: 9 });
      compressed.set(file, body);
    }
    return body;
  };
  const mapStyle = await startMapStyleServer();
  const config = (engine: Engine) =>
    JSON.stringify({
      environment: "development",
      googleMapsApiKey: engine === "google" ? "bench-fake-maps-key" : null,
      googleMapsMapIds: { all: null, pois: null, transport: null, none: null },
      map: {
        engine,
        styleUrl: engine === "maplibre" ? mapStyle.styleUrl : null,
        problem: null,
      },
      analytics: null,
      socialProviders: [],
    });
  const servers = await Promise.all(
    ENGINES.map(async (engine) => {
      const server = createServer((request, response) => {
        const url = new URL(request.url ?? "/", "http://localhost");
        if (url.pathname === "/api/config") {
          response.setHeader("content-type", "application/json");
          response.end(config(engine));
          return;
        }
        const shared = /^\/api\/shares\/([^/]+)$/.exec(url.pathname)?.[1];
        if (shared && options.sharedPlans && shared in options.sharedPlans) {
          response.setHeader("content-type", "application/json");
          response.end(JSON.stringify(options.sharedPlans[shared]));
          return;
        }
        if (url.pathname.startsWith("/api/")) {
          response.statusCode = 404;
          response.setHeader("content-type", "application/json");
          response.end('{"code":"NOT_FOUND"}');
          return;
        }
        let file = path.join(dist, path.normalize(url.pathname));
        // A screen's own page, as the static assets answer /<name> with <name>.html (and the
        // Worker a shared plan's addresses with /p/, p/index.html).
        const sharedPage = /^\/p\/([^/]+)(?:\/(\d+))?$/.exec(url.pathname);
        if (sharedPage) {
          file = path.join(dist, "p/index.html");
          response.setHeader("link", sharedPlanPreload(sharedPage[1] ?? "", sharedPage[2]));
        } else if (existsSync(`${file}.html`)) file = `${file}.html`;
        else if (existsSync(path.join(file, "index.html"))) file = path.join(file, "index.html");
        if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) {
          file = path.join(dist, "index.html");
        }
        const type = types[path.extname(file)];
        response.setHeader("content-type", type ?? "application/octet-stream");
        if (options.gzip && type && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
          response.setHeader("content-encoding", "gzip");
          response.end(gzipped(file));
          return;
        }
        response.end(readFileSync(file));
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      return { engine, server, url: `http://127.0.0.1:${port}` };
    }),
  );
  return {
    url: (engine) => servers.find((entry) => entry.engine === engine)?.url ?? "",
    async stop() {
      for (const { server } of servers) server.close();
      await mapStyle.stop();
    },
  };
}

/** A fresh profile on the app at a laptop's size (see openApp in test/e2e/support). */
export function openBenchApp(browser: Browser, baseURL: string) {
  return openApp(browser, { baseURL, viewport: { width: 1280, height: 800 } });
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Prints rows under a header as a table with aligned columns. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ");
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("-|-"));
  for (const row of rows) console.log(line(row));
}

/** The machine's load, to print beside timings: other work inflates wall times. */
export function machineLine(): string {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
  return `machine: ${os.cpus().length} CPUs, load average ${load}`;
}
