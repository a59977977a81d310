import { toWorld } from "../../lib/geo";
import type { SheetMapView } from "../print";

/**
 * The files MapLibre fetches to draw a shared plan's sheets, worked out without drawing
 * them (issue 39 item 4: the map's tiles for the plan's area at the zooms used): on a phone
 * the sheets' map is drawn only when the reader comes to it (print/print-base-map.tsx),
 * yet the plan must open at the site without a network, its map included. The shared
 * plan's service worker keeps what is named to it (offline-keeper.ts).
 *
 * As MapLibre asks for them (its style's sources, sprite and glyphs; its tile ids and tile
 * URLs): each sheet's tiles are those its box covers at its zoom, clamped to the source's
 * zooms (a vector source past its last zoom is drawn from that zoom's tiles). A few more
 * than MapLibre asks for is harmless (a tile at a box's very edge); fewer would be a blank
 * corner at the site, so the edges are taken generously.
 */

type StyleSource = {
  type?: string;
  url?: string;
  tiles?: unknown;
  minzoom?: number;
  maxzoom?: number;
  scheme?: string;
  tileSize?: number;
  data?: unknown;
};

type Style = {
  sources?: Record<string, StyleSource>;
  layers?: { source?: string; type?: string; layout?: Record<string, unknown> }[];
  sprite?: string | { url?: string }[];
  glyphs?: string;
};

/** Reads a JSON file of the map's (the style, a source's TileJSON). */
export type FetchJson = (url: string) => Promise<unknown>;

/** MapLibre's zoom for the app's (Google's 256-pixel tiles against MapLibre's 512). */
const toMapLibreZoom = (zoom: number) => zoom - 1;

/**
 * The glyph ranges a Danish map's labels are drawn from: Latin-1 (æ, ø, å, é, ü…) and
 * general punctuation (– “ ” …). A label with a letter beyond them is drawn without it
 * offline; MapLibre asks for a range only when a label needs it.
 */
const GLYPH_RANGES = ["0-255", "8192-8447"];

/** MapLibre's font stack for a symbol layer that names none (the style spec's default). */
const DEFAULT_FONT_STACK = ["Open Sans Regular", "Arial Unicode MS Regular"];

/** Names an expression starts with: an array of strings that starts so is not a font stack. */
const EXPRESSION_NAMES = new Set([
  "literal",
  "get",
  "has",
  "zoom",
  "step",
  "match",
  "case",
  "coalesce",
  "interpolate",
  "let",
  "var",
  "concat",
  "to-string",
  "format",
  "geometry-type",
  "properties",
  "feature-state",
  "id",
  "at",
  "string",
]);

/** Every URL MapLibre fetches to draw `views` on the style at `styleUrl`, the style's first. */
export async function mapFilesFor(
  styleUrl: string,
  views: readonly SheetMapView[],
  fetchJson: FetchJson,
): Promise<string[]> {
  const style = (await fetchJson(styleUrl)) as Style;
  const files = new Set<string>([styleUrl]);
  // Absolute, as MapLibre asks for them; a template's placeholders kept as they are.
  const resolve = (url: string) =>
    new URL(url, styleUrl).href.replace(/%7B([a-z0-9-]+)%7D/gi, "{$1}");

  for (const base of spriteBases(style.sprite)) {
    for (const suffix of [".json", ".png", "@2x.json", "@2x.png"]) {
      const url = new URL(resolve(base));
      url.pathname += suffix;
      files.add(url.href);
    }
  }

  const layers = style.layers ?? [];
  if (style.glyphs) {
    for (const stack of fontStacks(layers)) {
      for (const range of GLYPH_RANGES) {
        const url = style.glyphs.replace("{fontstack}", stack.join(",")).replace("{range}", range);
        files.add(new URL(resolve(url)).href);
      }
    }
  }

  const used = new Set(layers.map((layer) => layer.source).filter(Boolean));
  for (const [name, source] of Object.entries(style.sources ?? {})) {
    if (!used.has(name)) continue;
    if (typeof source.data === "string") files.add(resolve(source.data));
    if (!["vector", "raster", "raster-dem"].includes(source.type ?? "")) continue;
    let described: StyleSource = source;
    if (source.url) {
      const tileJsonUrl = resolve(source.url);
      files.add(tileJsonUrl);
      described = { ...((await fetchJson(tileJsonUrl)) as StyleSource), ...withoutUrl(source) };
    }
    const templates = Array.isArray(described.tiles)
      ? described.tiles.filter((tile): tile is string => typeof tile === "string").map(resolve)
      : [];
    if (templates.length === 0) continue;
    const tileSize = source.type === "vector" ? 512 : (described.tileSize ?? 512);
    for (const view of views) {
      for (const tile of coveredTiles(view, tileSize, described, source.type === "vector")) {
        for (const url of tileUrls(templates, tile, described.scheme)) files.add(url);
      }
    }
  }
  return [...files];
}

/** A source's own settings over its TileJSON's (MapLibre's order), its `url` left out. */
function withoutUrl(source: StyleSource): StyleSource {
  const { url: _url, ...rest } = source;
  return rest;
}

function spriteBases(sprite: Style["sprite"]): string[] {
  if (typeof sprite === "string") return [sprite];
  if (Array.isArray(sprite)) return sprite.flatMap((each) => (each.url ? [each.url] : []));
  return [];
}

/** The font stacks the style's symbol layers name, literally or inside expressions. */
export function fontStacks(layers: NonNullable<Style["layers"]>): string[][] {
  const stacks = new Map<string, string[]>();
  const add = (stack: string[]) => stacks.set(stack.join(","), stack);
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      const allText = value.length > 0 && value.every((item) => typeof item === "string");
      if (allText && !EXPRESSION_NAMES.has(value[0] as string)) {
        add(value as string[]);
        return;
      }
      for (const item of value) walk(item);
    } else if (value && typeof value === "object") {
      for (const item of Object.values(value)) walk(item);
    }
  };
  for (const layer of layers) {
    if (layer.type !== "symbol" || layer.layout?.["text-field"] === undefined) continue;
    const font = layer.layout["text-font"];
    if (font === undefined) add(DEFAULT_FONT_STACK);
    else walk(font);
  }
  return [...stacks.values()];
}

type TileId = { z: number; x: number; y: number };

/**
 * The tiles a sheet's box covers at the zoom MapLibre draws it from: its zoom on the
 * source's tile size (rounded for raster sources, as MapLibre rounds them), clamped to the
 * source's zooms. The box is widened by a pixel each way, so a tile its edge just touches
 * is kept too.
 */
export function coveredTiles(
  view: SheetMapView,
  tileSize: number,
  source: Pick<StyleSource, "minzoom" | "maxzoom">,
  vector: boolean,
): TileId[] {
  const mapZoom = toMapLibreZoom(view.zoom);
  const ideal = mapZoom + Math.log2(512 / tileSize);
  let z = vector ? Math.floor(ideal + 1e-9) : Math.round(ideal);
  if (z < (source.minzoom ?? 0)) return [];
  z = Math.max(0, Math.min(z, source.maxzoom ?? 22));
  const worldPixels = 512 * 2 ** mapZoom;
  const tiles = 2 ** z;
  const centre = toWorld(view.center);
  const edge = (world: number, pixels: number) => world + pixels / worldPixels;
  const tileAt = (world: number) => Math.min(tiles - 1, Math.max(0, Math.floor(world * tiles)));
  const [west, east] = [-1, 1].map((side) => tileAt(edge(centre.x, side * (view.width / 2 + 1))));
  const [north, south] = [-1, 1].map((side) =>
    tileAt(edge(centre.y, side * (view.height / 2 + 1))),
  );
  const found: TileId[] = [];
  for (let x = west as number; x <= (east as number); x += 1) {
    for (let y = north as number; y <= (south as number); y += 1) found.push({ z, x, y });
  }
  return found;
}

/** A tile's URL as MapLibre writes it from its source's templates (both pixel ratios). */
export function tileUrls(templates: readonly string[], { z, x, y }: TileId, scheme?: string) {
  const template = templates[(x + y) % templates.length] as string;
  const filled = template
    .replace(/{prefix}/g, (x % 16).toString(16) + (y % 16).toString(16))
    .replace(/{z}/g, String(z))
    .replace(/{x}/g, String(x))
    .replace(/{y}/g, String(scheme === "tms" ? 2 ** z - y - 1 : y))
    .replace(/{quadkey}/g, quadkey(z, x, y))
    .replace(/{bbox-epsg-3857}|{bbox}/g, () => bbox3857(z, x, y));
  if (!filled.includes("{ratio}")) return [filled];
  return [filled.replace(/{ratio}/g, ""), filled.replace(/{ratio}/g, "@2x")];
}

function quadkey(z: number, x: number, y: number): string {
  let key = "";
  for (let level = z; level > 0; level -= 1) {
    const mask = 1 << (level - 1);
    key += String((x & mask ? 1 : 0) + (y & mask ? 2 : 0));
  }
  return key;
}

/** The tile's bounds in Web Mercator metres (west, south, east, north), as MapLibre writes them. */
function bbox3857(z: number, x: number, y: number): string {
  const extent = 2 * 20037508.342789244;
  const tiles = 2 ** z;
  const size = extent / tiles;
  const [west, north] = [-extent / 2, extent / 2];
  const south = north - extent;
  const row = tiles - y - 1;
  return `${west + x * size},${south + row * size},${west + (x + 1) * size},${south + (row + 1) * size}`;
}
