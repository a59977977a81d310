import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { request as httpsRequest } from "node:https";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");
const wrangler = path.join(root, "node_modules/.bin/wrangler");

/** A port nobody listens on right now, picked by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(),
      );
    });
  });
}

const wranglerEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  NO_COLOR: "1",
  CI: "true",
};

function run(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(wrangler, args, { cwd: root, env: wranglerEnv });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`wrangler ${args.join(" ")}:\n${output}`)),
    );
  });
}

export type DevServer = { url: string; stop(): Promise<void> };

export type InsecureResponse = { status: number; headers: Headers; text: string };

/**
 * A request to a dev server served over https with wrangler's self-signed certificate
 * (Node's fetch refuses it). `host` is the Host header, e.g. a production host name.
 */
export function insecureRequest(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<InsecureResponse> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      url,
      { method: init.method ?? "GET", headers: init.headers, rejectUnauthorized: false },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const one of Array.isArray(value) ? value : [value ?? ""])
              headers.append(name, one);
          }
          resolve({ status: response.statusCode ?? 0, headers, text });
        });
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}

export type DevServerOptions = {
  /** A wrangler.toml environment, e.g. "production" (its bindings and vars). */
  environment?: string;
  /** Serve over https (`--local-protocol https`, a self-signed certificate). */
  https?: boolean;
  /**
   * A local state with the migrations applied (`migratedState`), copied for this server
   * instead of applying them again: the e2e setup makes one for the run's servers.
   */
  migrated?: string;
};

/** A new, empty persist directory for local D1/KV. */
const emptyState = () => mkdtemp(path.join(tmpdir(), "signage-e2e-"));

/** A new persist directory holding a copy of `state`. */
async function copyOf(state: string): Promise<string> {
  const persistTo = await emptyState();
  await cp(state, persistTo, { recursive: true });
  return persistTo;
}

/**
 * A fresh local D1/KV state (a temporary persist directory) with the migrations applied, as
 * `wrangler d1 migrations apply --local` leaves it.
 */
export async function migratedState(environment?: string): Promise<string> {
  const persistTo = await emptyState();
  await run([
    "d1",
    "migrations",
    "apply",
    "DB",
    "--local",
    "--persist-to",
    persistTo,
    ...(environment ? [`--env=${environment}`] : []),
  ]);
  return persistTo;
}

/**
 * The Worker bundled once, as `wrangler deploy` bundles it (`--dry-run --outdir`), for
 * `wrangler dev --no-bundle`: a dev server that bundles on its own keeps esbuild watching
 * every source file of the bundle, ~4 % of a core for as long as it runs (440 ms of CPU in
 * 10 idle seconds against 20 ms without it, on this 2-core machine), and each of the e2e
 * run's servers did. One bundle per environment and process; the e2e global setup makes
 * it and names it to the test files in `E2E_WORKER_BUNDLE_<environment>`.
 */
const bundles = new Map<string, Promise<string>>();
export function workerBundle(environment?: string): Promise<string> {
  const key = `E2E_WORKER_BUNDLE_${(environment ?? "development").replaceAll("-", "_")}`;
  const named = process.env[key];
  if (named) return Promise.resolve(named);
  let bundle = bundles.get(key);
  if (!bundle) {
    bundle = (async () => {
      const outdir = await mkdtemp(path.join(tmpdir(), "signage-worker-"));
      await run([
        "deploy",
        "--dry-run",
        `--outdir=${outdir}`,
        ...(environment ? [`--env=${environment}`] : []),
      ]);
      process.env[key] = outdir;
      // Gone with the process that made it (the global setup's outlives every test file).
      process.once("exit", () => rmSync(outdir, { recursive: true, force: true }));
      return outdir;
    })();
    bundles.set(key, bundle);
  }
  return bundle;
}

/**
 * Serves the built app (dist/client) with `wrangler dev` on a free port, on its own fresh
 * local D1/KV (a temporary persist directory with the migrations applied, or a copy of
 * `options.migrated`), as `npm run dev` does on :8787 (or as another environment of
 * wrangler.toml, over https), but from the Worker bundled once (`workerBundle`).
 */
export async function startDevServer(
  vars: Record<string, string> = {},
  options: DevServerOptions = {},
): Promise<DevServer> {
  const environment = options.environment ? [`--env=${options.environment}`] : [];
  // The state and the bundle are two wrangler runs of their own: made side by side.
  const [persistTo, bundle] = await Promise.all([
    options.migrated ? copyOf(options.migrated) : migratedState(options.environment),
    workerBundle(options.environment),
  ]);
  const port = await freePort();
  const inspectorPort = await freePort();
  const args = [
    "dev",
    // The bundle made once (workerBundle), with wrangler.toml's bindings, vars and assets.
    path.join(bundle, "index.js"),
    "--config=wrangler.toml",
    "--no-bundle",
    "--ip=127.0.0.1",
    `--port=${port}`,
    `--inspector-port=${inspectorPort}`,
    `--persist-to=${persistTo}`,
    "--show-interactive-dev-session=false",
    "--log-level=warn",
    ...environment,
    ...(options.https ? ["--local-protocol=https"] : []),
    ...Object.entries(vars).map(([key, value]) => `--var=${key}:${value}`),
  ];
  const child: ChildProcess = spawn(wrangler, args, {
    cwd: root,
    env: wranglerEnv,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  const url = `${options.https ? "https" : "http"}://localhost:${port}`;

  const deadline = Date.now() + 90_000;
  while (true) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${log}`);
    try {
      const ok = options.https
        ? (await insecureRequest(`${url}/api/auth/ok`)).status === 200
        : (await fetch(`${url}/api/auth/ok`)).ok;
      if (ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`wrangler dev did not answer in time:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    url,
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        process.kill(-child.pid, "SIGTERM");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) process.kill(-child.pid, "SIGKILL");
      }
      await rm(persistTo, { recursive: true, force: true });
    },
  };
}

/**
 * The Worker as `wrangler dev` runs it (the bundle made once, wrangler.toml's bindings, vars
 * and static assets, local D1/KV in a copy of `migrated`), started by Miniflare itself, the
 * simulator `wrangler dev` drives: one workerd serving the Worker, without the proxy Worker
 * and the devtools inspector `wrangler dev` puts in front of it for reloads and debugging.
 * The journeys' servers run so: a start took 1.6 s against 4.3 s, and a request about 3–4
 * ms of workerd's CPU against 5–7 ms (a static sign picture, `/api/auth/ok`; 1,000 each).
 * The options come from wrangler itself (`unstable_getMiniflareWorkerOptions`), so the
 * static assets' routing (`run_worker_first`, the SPA fallback) and `_headers` are wrangler's.
 * `startDevServer` stays for what only `wrangler dev` does (another environment, https).
 */
export async function startLocalWorker(
  vars: Record<string, string> = {},
  options: { migrated?: string } = {},
): Promise<DevServer> {
  const [persistTo, bundle, { Miniflare, convertV4MiniflareOptions }, wrangler] = await Promise.all(
    [
      options.migrated ? copyOf(options.migrated) : migratedState(),
      workerBundle(),
      import("miniflare"),
      import("wrangler"),
    ],
  );
  // Wrangler's module rules and root are for a Worker it bundles; this one is bundled.
  const {
    modulesRules: _rules,
    rootPath: _root,
    ...worker
  } = wrangler.unstable_getMiniflareWorkerOptions(path.join(root, "wrangler.toml")).workerOptions;
  const entry = path.join(bundle, "index.js");
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      ...worker,
      name: "signage-planner",
      modulesRoot: bundle,
      modules: [{ type: "ESModule", path: entry, contents: await readFile(entry, "utf8") }],
      // wrangler.toml's [vars], then the test's, as `--var` gives them.
      bindings: { ...(worker.bindings as Record<string, string> | undefined), ...vars },
      rootPath: root,
      // Where `wrangler dev --persist-to=<dir>` keeps D1 and KV.
      resourcePersistencePath: path.join(persistTo, "v3"),
      host: "127.0.0.1",
      // A port the OS picks as workerd binds it: no other process can take it in between.
      port: 0,
      // The request's `cf` object from Miniflare's fallback, not fetched off this machine.
      cf: false,
    }),
  );
  const { port } = await miniflare.ready;
  return {
    url: `http://localhost:${port}`,
    async stop() {
      await miniflare.dispose();
      await rm(persistTo, { recursive: true, force: true });
    },
  };
}
