import { describe, expect, it } from "vitest";
import {
  coveredTiles,
  fontStacks,
  mapFilesFor,
  tileUrls,
} from "../../client/features/shares/map-files";
import { toWorld } from "../../client/lib/geo";

/**
 * Issue 39 item 4: what a shared plan keeps of its map for the site, worked out without
 * drawing it (on a phone the sheets' map is drawn only when the reader scrolls to it). The
 * files must be those MapLibre asks for when it draws the sheets; the e2e journey "a shared
 * plan's map at the site" draws them offline from what is kept.
 */

const copenhagen = { lat: 55.6761, lng: 12.5683 };

/** The tile of `zoom` (MapLibre's 512-pixel tiles) a place is on. */
const tileOf = (at: { lat: number; lng: number }, z: number) => {
  const { x, y } = toWorld(at);
  return { x: Math.floor(x * 2 ** z), y: Math.floor(y * 2 ** z) };
};

/** Answers the style and TileJSON URLs of `files`, and records what was read. */
function server(files: Record<string, unknown>) {
  const read: string[] = [];
  return {
    read,
    fetchJson: async (url: string) => {
      read.push(url);
      if (!(url in files)) throw new Error(`404 ${url}`);
      return files[url];
    },
  };
}

describe("the tiles a sheet's map covers", () => {
  it("takes the vector source's last zoom past it, and every tile the box touches", () => {
    // A detail sheet at 1:1,000 (the app's zoom 18, MapLibre's 17) over a source that ends
    // at 14: MapLibre draws it from z14 tiles.
    const view = { center: copenhagen, zoom: 18, width: 700, height: 900 };
    const tiles = coveredTiles(view, 512, { minzoom: 0, maxzoom: 14 }, true);
    const centre = tileOf(copenhagen, 14);
    expect(tiles.every((tile) => tile.z === 14)).toBe(true);
    expect(tiles).toContainEqual({ z: 14, ...centre });
    // 700 px at MapLibre's zoom 17 is under a fifth of a z14 tile: at most two each way.
    expect(tiles.length).toBeGreaterThanOrEqual(1);
    expect(tiles.length).toBeLessThanOrEqual(4);
  });

  it("covers a large box at its own zoom with every tile its edges cross", () => {
    // MapLibre's zoom 12 at 2,048 × 1,024 px: four tiles wide, two high, around the centre.
    const view = { center: copenhagen, zoom: 13, width: 2048, height: 1024 };
    const tiles = coveredTiles(view, 512, { maxzoom: 14 }, true);
    const { x, y } = toWorld(copenhagen);
    // Every whole tile number from the box's west (north) edge to its east (south) edge,
    // each a pixel wider (coveredTiles).
    const span = (from: number, to: number) =>
      Array.from({ length: Math.floor(to) - Math.floor(from) + 1 }, (_, i) => Math.floor(from) + i);
    const pixel = 1 / 512;
    expect(new Set(tiles.map((tile) => tile.x))).toEqual(
      new Set(span(x * 4096 - 2 - pixel, x * 4096 + 2 + pixel)),
    );
    expect(new Set(tiles.map((tile) => tile.y))).toEqual(
      new Set(span(y * 4096 - 1 - pixel, y * 4096 + 1 + pixel)),
    );
    expect(tiles.every((tile) => tile.z === 12)).toBe(true);
  });

  it("asks a 256-pixel raster source one zoom closer, and nothing below its first zoom", () => {
    const view = { center: copenhagen, zoom: 15, width: 300, height: 300 };
    expect(coveredTiles(view, 256, {}, false).every((tile) => tile.z === 15)).toBe(true);
    expect(coveredTiles(view, 256, { minzoom: 16 }, false)).toEqual([]);
  });
});

describe("a tile's URL", () => {
  it("is written from its source's templates as MapLibre writes it", () => {
    const templates = [
      "https://a.example/{z}/{x}/{y}{ratio}.png",
      "https://b.example/{z}/{x}/{y}{ratio}.png",
    ];
    expect(tileUrls(templates, { z: 3, x: 4, y: 2 })).toEqual([
      "https://a.example/3/4/2.png",
      "https://a.example/3/4/2@2x.png",
    ]);
    // (x + y) odd: the second template; a TMS source counts rows from the south.
    expect(tileUrls(templates, { z: 3, x: 4, y: 1 }, "tms")).toEqual([
      "https://b.example/3/4/6.png",
      "https://b.example/3/4/6@2x.png",
    ]);
    expect(tileUrls(["https://q.example/{quadkey}"], { z: 3, x: 3, y: 5 })).toEqual([
      "https://q.example/213",
    ]);
  });
});

describe("the font stacks of a style's labels", () => {
  it("reads literal stacks, stacks inside expressions, and the default where none is named", () => {
    const stacks = fontStacks([
      { type: "symbol", layout: { "text-field": "{name}", "text-font": ["Noto Sans Regular"] } },
      {
        type: "symbol",
        layout: {
          "text-field": ["get", "name"],
          "text-font": [
            "step",
            ["zoom"],
            ["literal", ["Noto Sans Regular"]],
            14,
            ["literal", ["Noto Sans Bold", "Noto Sans Regular"]],
          ],
        },
      },
      { type: "symbol", layout: { "text-field": "{ref}" } },
      // Icons alone ask for no glyphs.
      { type: "symbol", layout: { "icon-image": "shop" } },
      { type: "line", layout: {} },
    ]);
    expect(stacks).toEqual([
      ["Noto Sans Regular"],
      ["Noto Sans Bold", "Noto Sans Regular"],
      ["Open Sans Regular", "Arial Unicode MS Regular"],
    ]);
  });
});

describe("the files a shared plan keeps of its map", () => {
  it("names the style, its sprite, glyphs, the used sources' TileJSON and the sheets' tiles", async () => {
    const styleUrl = "https://tiles.example/styles/liberty";
    const { read, fetchJson } = server({
      [styleUrl]: {
        version: 8,
        sources: {
          openmaptiles: { type: "vector", url: "https://tiles.example/planet" },
          unused: { type: "vector", url: "https://tiles.example/unused" },
        },
        sprite: "https://tiles.example/sprites/ofm",
        glyphs: "https://tiles.example/fonts/{fontstack}/{range}.pbf",
        layers: [
          { id: "background", type: "background" },
          { id: "water", type: "fill", source: "openmaptiles" },
          {
            id: "road-name",
            type: "symbol",
            source: "openmaptiles",
            layout: { "text-field": "{name}", "text-font": ["Noto Sans Regular"] },
          },
        ],
      },
      "https://tiles.example/planet": {
        tiles: ["https://tiles.example/planet/20250101/{z}/{x}/{y}.pbf"],
        minzoom: 0,
        maxzoom: 14,
      },
    });
    const views = [
      { center: copenhagen, zoom: 16, width: 700, height: 500 },
      { center: copenhagen, zoom: 18, width: 700, height: 900 },
    ];
    const files = await mapFilesFor(styleUrl, views, fetchJson);
    expect(read).toEqual([styleUrl, "https://tiles.example/planet"]);
    const centre = tileOf(copenhagen, 14);
    expect(files).toEqual(
      expect.arrayContaining([
        styleUrl,
        "https://tiles.example/sprites/ofm.json",
        "https://tiles.example/sprites/ofm.png",
        "https://tiles.example/sprites/ofm@2x.json",
        "https://tiles.example/sprites/ofm@2x.png",
        "https://tiles.example/fonts/Noto%20Sans%20Regular/0-255.pbf",
        "https://tiles.example/fonts/Noto%20Sans%20Regular/8192-8447.pbf",
        "https://tiles.example/planet",
        `https://tiles.example/planet/20250101/14/${centre.x}/${centre.y}.pbf`,
      ]),
    );
    expect(files.some((file) => file.includes("unused"))).toBe(false);
    // Each file once, though both sheets are on the same z14 tiles.
    expect(new Set(files).size).toBe(files.length);
    const tiles = files.filter((file) => file.endsWith(".pbf") && file.includes("/planet/"));
    expect(tiles.length).toBeLessThanOrEqual(4);
  });

  it("fails where the style cannot be read, so that nothing is named as kept", async () => {
    const { fetchJson } = server({});
    await expect(
      mapFilesFor(
        "https://tiles.example/gone",
        [{ center: copenhagen, zoom: 16, width: 1, height: 1 }],
        fetchJson,
      ),
    ).rejects.toThrow(/404/);
  });
});
