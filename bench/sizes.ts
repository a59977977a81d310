/**
 * Size budgets (DESIGN.md): prints the Worker bundle that `wrangler deploy --dry-run`
 * would upload (raw and gzip) and the gzip size of the JavaScript needed to render /map.
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

// The SPA: the entry chunk, everything it imports statically, and the /map screen's own
// chunk if it is split off, followed through Vite's manifest.
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; src?: string };
const manifest: Record<string, ManifestChunk> = JSON.parse(
  readFileSync(path.join(root, "dist/client/.vite/manifest.json"), "utf8"),
);
const needed = new Set<string>();
function follow(key: string) {
  const chunk = manifest[key];
  if (!chunk || needed.has(chunk.file)) return;
  needed.add(chunk.file);
  for (const imported of chunk.imports ?? []) follow(imported);
}
for (const [key, chunk] of Object.entries(manifest)) {
  if (chunk.isEntry || key.startsWith("features/map/")) follow(key);
}
const mapJs = [...needed].filter((file) => file.endsWith(".js"));
const mapGzip = mapJs.reduce((sum, file) => sum + gzip(path.join(root, "dist/client", file)), 0);

console.log(`worker bundle: ${kib(workerRaw)} raw, ${kib(workerGzip)} gzip (budget 450 KiB gzip)`);
console.log(`/map JavaScript: ${kib(mapGzip)} gzip in ${mapJs.length} files (budget 150 KiB gzip)`);
