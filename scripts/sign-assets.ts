/**
 * The road-sign catalogue as build input: reads client/features/signs/data (signs.json and
 * one SVG per sign, copied from the Commons originals), checks it, and optimises each SVG
 * with svgo. Used by the Vite plugin in vite-plugin-signs.ts.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type CustomPlugin, optimize } from "svgo";

export const SIGNS_DATA_DIR = path.resolve(import.meta.dirname, "../client/features/signs/data");

/** Codes become file names and URL paths (/signs/<code>.svg), so they stay this plain. */
const SAFE_CODE = /^[A-Za-z0-9][A-Za-z0-9.]*$/;

export type SignFileEntry = { code: string; file: string };

/** Every sign's code and SVG path; throws a readable error when the data is inconsistent. */
export function readSignFiles(dataDir = SIGNS_DATA_DIR): SignFileEntry[] {
  const catalogue: unknown = JSON.parse(readFileSync(path.join(dataDir, "signs.json"), "utf8"));
  const signs = (catalogue as { signs?: unknown }).signs;
  if (!Array.isArray(signs)) throw new Error(`${dataDir}/signs.json has no "signs" list`);
  const seen = new Set<string>();
  return signs.map((entry: { code?: unknown; file?: unknown }, index) => {
    const { code, file } = entry;
    if (typeof code !== "string" || !SAFE_CODE.test(code)) {
      throw new Error(`signs.json entry ${index}: code ${JSON.stringify(code)} is not usable`);
    }
    if (seen.has(code)) throw new Error(`signs.json: the code ${code} appears twice`);
    seen.add(code);
    if (typeof file !== "string" || !existsSync(path.join(dataDir, file))) {
      throw new Error(`signs.json: the file for ${code} (${String(file)}) is missing`);
    }
    return { code, file: path.join(dataDir, file) };
  });
}

/**
 * Most Commons originals have width and height but no viewBox; without one an <img> at
 * marker size would crop the sign instead of scaling it.
 */
const ensureViewBox: CustomPlugin = {
  name: "ensureViewBox",
  fn: () => ({
    element: {
      enter(node, parent) {
        if (node.name !== "svg" || parent.type !== "root") return;
        const { width, height, viewBox } = node.attributes;
        if (!viewBox && width && height && Number(width) > 0 && Number(height) > 0) {
          node.attributes.viewBox = `0 0 ${Number(width)} ${Number(height)}`;
        }
        if (viewBox && (!width || !height)) {
          const [, , w, h] = viewBox.split(/[\s,]+/).map(Number);
          if (w && h) {
            node.attributes.width = String(w);
            node.attributes.height = String(h);
          }
        }
      },
    },
  }),
};

/** Bump when the optimisation settings change, so cached results are not reused. */
const OPTIMISATION_VERSION = "1";

export function optimiseSign(svg: string): string {
  return optimize(svg, {
    multipass: true,
    plugins: ["preset-default", "removeScripts", ensureViewBox],
  }).data;
}

/**
 * Optimising all 365 files takes a few seconds; results are kept on disk by content hash so
 * repeated builds (tests, bench) reuse them.
 */
export function createSignOptimiser(cacheDir: string) {
  mkdirSync(cacheDir, { recursive: true });
  return (svg: string): string => {
    const key = createHash("sha256").update(OPTIMISATION_VERSION).update(svg).digest("hex");
    const cached = path.join(cacheDir, `${key}.svg`);
    if (existsSync(cached)) return readFileSync(cached, "utf8");
    const optimised = optimiseSign(svg);
    writeFileSync(cached, optimised);
    return optimised;
  };
}
