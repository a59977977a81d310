import { describe, expect, it } from "vitest";

/**
 * The build's check and optimisation of the sign pictures (scripts/sign-assets.ts, used by
 * vite-plugin-signs.ts), for the road-works equipment we drew ourselves: the build accepts
 * each file and serves it scaled, not cropped.
 *
 * sign-assets.ts is Node tooling (tsconfig.node.json), which the client's type check cannot
 * read: it is imported at run time by a path the type checker does not follow, with the two
 * functions' types written here.
 */
type SignAssets = {
  readSignFiles(): { code: string; file: string }[];
  optimiseSign(svg: string): string;
};
const SIGN_ASSETS = "../../scripts/sign-assets";
const { readSignFiles, optimiseSign }: SignAssets = await import(/* @vite-ignore */ SIGN_ASSETS);

/** Our drawings as written, by file name ("N44.2.svg"). */
const drawings = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>("../../client/features/signs/data/roadworks/*.svg", {
      query: "?raw",
      import: "default",
      eager: true,
    }),
  ).map(([file, svg]) => [file.split("/").pop(), svg]),
);

const ROAD_WORKS_CODES = [
  "N41",
  "N42",
  "N43",
  "N44.1",
  "N44.2",
  "N44.3",
  "N46",
  "O41",
  "O42",
  "O43",
  "O44",
  "O45",
  "Z93",
  "X11",
];

describe("the build's sign pictures", () => {
  it("accepts the catalogue with the road-works equipment, each code once", () => {
    const files = readSignFiles();
    expect(files).toHaveLength(379);
    for (const code of ROAD_WORKS_CODES)
      expect(files.find((file) => file.code === code)?.file).toMatch(
        new RegExp(`/roadworks/${code.replace(".", "\\.")}\\.svg$`),
      );
  });

  it("keeps each drawing of ours small, square and scalable after svgo", () => {
    expect(Object.keys(drawings).sort()).toEqual(
      ROAD_WORKS_CODES.map((code) => `${code}.svg`).sort(),
    );
    for (const code of ROAD_WORKS_CODES) {
      const svg = drawings[`${code}.svg`] ?? "";
      expect(svg.length, code).toBeLessThan(3000);
      const optimised = optimiseSign(svg);
      const root = optimised.match(/^<svg[^>]*>/)?.[0] ?? "";
      expect(root, code).toMatch(/viewBox="0 0 400 400"/);
      expect(root, code).toMatch(/width="400"/);
      expect(root, code).toMatch(/height="400"/);
      expect(optimised, code).not.toMatch(/<script/i);
    }
  });
});
