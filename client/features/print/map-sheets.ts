/**
 * Which map sheets the plan document prints, each with its camera and scale (issue 25):
 * by default an overview of the whole plan at the largest standard scale it fits, and a
 * detail sheet of each work zone at the largest standard scale that fits it, when that is
 * closer than the overview's; or one chosen standard scale; or one sheet fitted to the
 * plan; or the map's current view.
 *
 * At a chosen scale the plan fits on one sheet, or it is cut into numbered part sheets
 * that together show every sign, shape point and label (issue 36 item 1: at A3 1:1000 the
 * A 39s 230 m from the works were on no sheet): a grid over what is drawn, only the cells
 * with something in them printed, each a sheet centred on what its cell holds with a strip
 * to spare round it (a sign by a cell's edge is whole), each saying which sheet the plan
 * continues on past each edge; the overview before them, at the largest overview scale the
 * whole plan fits, shows the parts' frames and numbers.
 */
import { fromWorld, type LatLng, toWorld } from "../../lib/geo";
import {
  type Camera,
  cameraAtScale,
  fitCamera,
  OVERVIEW_SCALES,
  projector,
  type Size,
  standardCamera,
  zoomForScale,
} from "./map-fit";
import type { MeasuredShape } from "./plan-document";
import type { MapExtent, ScaleChoice } from "./print-settings-store";

/** The part sheets a part's edges continue on (north is up on every sheet). */
export type Continues = Partial<Record<"north" | "east" | "south" | "west", number>>;

export type MapSheet = {
  key: string;
  kind: "overview" | "detail" | "part";
  /** The work zone a detail sheet shows. */
  zone?: MeasuredShape;
  camera: Camera;
  /** The standard scale's N, or null for a fitted sheet (its scale is what fitting gave). */
  scale: number | null;
  /** A part sheet's number among the parts (1…`of`), and where the plan goes on. */
  part?: { number: number; of: number; continues: Continues };
};

/** A plan with more work zones than this prints the first ones in detail. */
export const MAX_DETAIL_SHEETS = 8;
/**
 * The most part sheets printed at one scale (a plan several kilometres long at 1:250);
 * what the ones after would show the print screen names. Each sheet's base map is a map
 * engine of its own, and a browser keeps about 16 WebGL maps at once.
 */
export const MAX_PART_SHEETS = 12;
/** Pixels of each edge of a part sheet that its neighbour shows too. */
export const PART_OVERLAP_PX = 40;
const TILE = 256;

const centreOf = (camera: Camera | null, fallback: LatLng) => camera?.center ?? fallback;

export function mapSheets({
  choice,
  extent,
  view,
  points,
  shapes,
  overviewSize,
  detailSize,
}: {
  choice: ScaleChoice;
  extent: MapExtent;
  /** The map screen's camera when the project was last seen. */
  view: Camera;
  /** Every sign, shape point and label of the plan. */
  points: readonly LatLng[];
  shapes: readonly MeasuredShape[];
  overviewSize: Size;
  detailSize: Size;
}): MapSheet[] {
  if (extent === "view") {
    if (choice === "fit") return [{ key: "overview", kind: "overview", camera: view, scale: null }];
    const scale = choice === "standard" ? nearestStandard(view) : choice;
    return [
      { key: "overview", kind: "overview", camera: cameraAtScale(view.center, scale), scale },
    ];
  }
  const fitted = fitCamera(points, overviewSize) ?? view;
  if (choice === "fit") return [{ key: "overview", kind: "overview", camera: fitted, scale: null }];

  const zones = shapes
    .filter((item) => item.shape.kind === "work-zone")
    .slice(0, MAX_DETAIL_SHEETS);
  if (choice === "standard") {
    const overview = standardCamera(points, overviewSize, { overview: true });
    const sheets: MapSheet[] = [
      overview
        ? { key: "overview", kind: "overview", camera: overview.camera, scale: overview.scale }
        : { key: "overview", kind: "overview", camera: fitted, scale: null },
    ];
    for (const zone of zones) {
      const detail = standardCamera(zone.shape.points, detailSize);
      // A detail at the overview's own scale would print the same map again.
      if (!detail || (overview && detail.scale >= overview.scale)) continue;
      sheets.push({
        key: `detail-${zone.shape.id}`,
        kind: "detail",
        zone,
        camera: detail.camera,
        scale: detail.scale,
      });
    }
    return sheets;
  }

  // One chosen scale: the whole plan on one sheet at it, or an overview and the parts.
  // (Whether it fits is asked closer than the base map's detail goes: 1:250 and 1:500 are
  // drawn beyond MAX_FIT_ZOOM.)
  const fits = fitCamera(points, overviewSize, { maxZoom: Number.POSITIVE_INFINITY });
  if (!fits || zoomForScale(choice, fits.center.lat) <= fits.zoom + 1e-9) {
    return [
      {
        key: "overview",
        kind: "overview",
        camera: cameraAtScale(centreOf(fitted, view.center), choice),
        scale: choice,
      },
    ];
  }
  const overview = standardCamera(points, overviewSize, { overview: true });
  return [
    overview
      ? { key: "overview", kind: "overview", camera: overview.camera, scale: overview.scale }
      : { key: "overview", kind: "overview", camera: fitted, scale: null },
    ...partSheets(points, detailSize, choice),
  ];
}

/**
 * The part sheets at 1:`scale` of `size` that together show every point: a grid of cells
 * over the points' extent (each cell a sheet less PART_OVERLAP_PX at each edge), the cells
 * with a point in them numbered in reading order (rows from the north, each from the west),
 * at most MAX_PART_SHEETS; each sheet centred on its cell's points, which it shows at least
 * PART_OVERLAP_PX from its edges.
 */
export function partSheets(points: readonly LatLng[], size: Size, scale: number): MapSheet[] {
  if (points.length === 0) return [];
  const world = points.map((point) => toWorld(point));
  const minX = Math.min(...world.map((point) => point.x));
  const maxX = Math.max(...world.map((point) => point.x));
  const minY = Math.min(...world.map((point) => point.y));
  const maxY = Math.max(...world.map((point) => point.y));
  const middle = fromWorld((minX + maxX) / 2, (minY + maxY) / 2);
  // World units to the sheet's pixels at this scale (as map-fit.ts' projector counts them).
  const pixels = TILE * 2 ** zoomForScale(scale, middle.lat);
  const cell = {
    width: Math.max(1, size.width - 2 * PART_OVERLAP_PX) / pixels,
    height: Math.max(1, size.height - 2 * PART_OVERLAP_PX) / pixels,
  };
  const columns = Math.max(1, Math.ceil((maxX - minX) / cell.width));
  const rows = Math.max(1, Math.ceil((maxY - minY) / cell.height));
  const left = (minX + maxX) / 2 - (columns * cell.width) / 2;
  const top = (minY + maxY) / 2 - (rows * cell.height) / 2;
  const clamp = (value: number, count: number) => Math.min(count - 1, Math.max(0, value));
  // Each cell's points' extent: its sheet is centred on what it holds, not on the cell (a
  // road crossing the grid's cells at a slant would stand in their corners).
  const extents = new Map<number, { minX: number; maxX: number; minY: number; maxY: number }>();
  for (const point of world) {
    const column = clamp(Math.floor((point.x - left) / cell.width), columns);
    const row = clamp(Math.floor((point.y - top) / cell.height), rows);
    const index = row * columns + column;
    const extent = extents.get(index);
    if (!extent) extents.set(index, { minX: point.x, maxX: point.x, minY: point.y, maxY: point.y });
    else {
      extent.minX = Math.min(extent.minX, point.x);
      extent.maxX = Math.max(extent.maxX, point.x);
      extent.minY = Math.min(extent.minY, point.y);
      extent.maxY = Math.max(extent.maxY, point.y);
    }
  }
  const cells = [...extents.keys()].sort((a, b) => a - b).slice(0, MAX_PART_SHEETS);
  const numberOf = new Map(cells.map((index, at) => [index, at + 1]));
  const neighbour = (row: number, column: number) =>
    row < 0 || column < 0 || column >= columns ? undefined : numberOf.get(row * columns + column);
  return cells.map((index, at) => {
    const row = Math.floor(index / columns);
    const column = index % columns;
    const continues: Continues = {};
    const edges = {
      north: neighbour(row - 1, column),
      east: neighbour(row, column + 1),
      south: neighbour(row + 1, column),
      west: neighbour(row, column - 1),
    };
    for (const [edge, number] of Object.entries(edges) as [keyof Continues, number?][]) {
      if (number !== undefined) continues[edge] = number;
    }
    const extent = extents.get(index) as { minX: number; maxX: number; minY: number; maxY: number };
    const center = fromWorld((extent.minX + extent.maxX) / 2, (extent.minY + extent.maxY) / 2);
    return {
      key: `part-${at + 1}`,
      kind: "part",
      camera: cameraAtScale(center, scale),
      scale,
      part: { number: at + 1, of: cells.length, continues },
    } satisfies MapSheet;
  });
}

/** Whether a sheet of `size` drawn by `camera` shows a point (anywhere on its paper). */
export function sheetShows(camera: Camera, size: Size): (point: LatLng) => boolean {
  const at = projector(camera, size);
  return (point) => {
    const { x, y } = at(point);
    return x >= 0 && y >= 0 && x <= size.width && y <= size.height;
  };
}

/** The standard scale closest to what the camera shows. */
function nearestStandard(camera: Camera): number {
  let best: number = OVERVIEW_SCALES[0];
  for (const scale of OVERVIEW_SCALES) {
    const gap = Math.abs(zoomForScale(scale, camera.center.lat) - camera.zoom);
    if (gap < Math.abs(zoomForScale(best, camera.center.lat) - camera.zoom)) best = scale;
  }
  return best;
}
