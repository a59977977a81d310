/**
 * Size budgets (DESIGN.md): prints the Worker bundle that `wrangler deploy --dry-run`
 * would upload (raw and gzip), the gzip size of the JavaScript /map needs before a map
 * engine loads, the map screen's parts that load just after its first paint, and each
 * engine chunk (and MapLibre's tile worker) on its own line.
 *
 *   npm run bench          (builds the SPA and the Worker first)
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const outdir = path.join(root, ".bench/worker");
const KiB = 1024;

function run(command: string, args: string[]) {
  execFileSync(command, args, { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
}

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(directory, name))
    .filter((file) => statSync(file).isFile());
}

const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

// The Worker, as it would be uploaded.
rmSync(outdir, { recursive: true, force: true });
run("vite", ["build", "--logLevel", "error"]);
run("wrangler", ["deploy", "--dry-run", "--env", "production", "--outdir", outdir]);
const workerFiles = filesUnder(outdir).filter((file) => /\.(m?js|wasm)$/.test(file));
const workerRaw = workerFiles.reduce((sum, file) => sum + statSync(file).size, 0);
const workerGzip = workerFiles.reduce((sum, file) => sum + gzip(file), 0);

// The SPA, followed through Vite's manifest: what /map needs before a map engine loads (the
// entry chunk, with the map screen, and everything it imports statically), then what each
// engine adds on top (its chunk, and the map's sign layers that load beside it).
type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  src?: string;
};
const manifest: Record<string, ManifestChunk> = JSON.parse(
  readFileSync(path.join(root, "dist/client/.vite/manifest.json"), "utf8"),
);
const ENGINES = {
  "Google Maps": "features/map/engines/google/google-engine.tsx",
  MapLibre: "features/map/engines/maplibre/maplibre-engine.tsx",
};
const isEngine = (key: string) => key.startsWith("features/map/engines/");
function follow(key: string, into: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const file of chunk.css ?? []) into.add(file);
  for (const imported of chunk.imports ?? []) follow(imported, into);
}
const beforeEngine = new Set<string>();
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) follow(key, beforeEngine);
// The map screen's layers (app/map-layers.tsx, from the map's and the plan's layer parts:
// signs, clusters, shapes, the tools' dispatcher) and the map feature's other lazy chunks
// load beside the engine.
const withEngine = Object.keys(manifest).filter(
  (key) =>
    (key.startsWith("features/map/") ||
      key === "app/map-layers.tsx" ||
      key === "features/plan/plan-layer-parts.ts") &&
    !isEngine(key) &&
    !manifest[key]?.isEntry,
);
const sizeOf = (files: Iterable<string>, ext: string) => {
  const list = [...files].filter((file) => file.endsWith(ext));
  const bytes = list.reduce((sum, file) => sum + gzip(path.join(root, "dist/client", file)), 0);
  return { bytes, count: list.length };
};
const base = sizeOf(beforeEngine, ".js");
// The map screen's parts that load as it first renders, beside the engine (app/map-screen-parts.tsx).
const afterPaint = new Set<string>();
for (const key of [
  "features/plan/drawing-toolbar.tsx",
  "features/map/place-search/place-search.tsx",
  "features/checks/placement-checks-panel.tsx",
  "features/plan/map-editors.tsx",
  "features/projects/storage-notices/storage-notices.tsx",
]) {
  follow(key, afterPaint);
}
for (const file of beforeEngine) afterPaint.delete(file);
const panels = sizeOf(afterPaint, ".js");

console.log(`worker bundle: ${kib(workerRaw)} raw, ${kib(workerGzip)} gzip (budget 450 KiB gzip)`);
console.log(
  `/map JavaScript before any map engine: ${kib(base.bytes)} gzip in ${base.count} files (budget 130 KiB gzip)`,
);
console.log(
  `/map drawing toolbar, address search, shape and label editors, placement checks, storage notices (loaded as the map screen renders): ${kib(panels.bytes)} gzip in ${panels.count} files`,
);
for (const [name, key] of Object.entries(ENGINES)) {
  const files = new Set<string>();
  follow(key, files);
  for (const layers of withEngine) follow(layers, files);
  // The engine's own lazy imports (MapLibre's library entry) come with it.
  for (const imported of manifest[key]?.dynamicImports ?? []) follow(imported, files);
  for (const file of beforeEngine) files.delete(file);
  const js = sizeOf(files, ".js");
  const css = sizeOf(files, ".css");
  console.log(
    `${name} engine chunk (with the sign layers): ${kib(js.bytes)} gzip JavaScript in ${js.count} files` +
      (css.count ? `, ${kib(css.bytes)} gzip CSS` : ""),
  );
}
// MapLibre's tile worker: a separate script its worker threads load, not the page.
const assets = path.join(root, "dist/client/assets");
const worker = readdirSync(assets).find((name) => /^maplibre-gl-worker-.*\.m?js$/.test(name));
if (worker) {
  console.log(
    `MapLibre tile worker script: ${kib(gzip(path.join(assets, worker)))} gzip (loaded by its workers)`,
  );
}
