/**
 * The printed map's camera and its measures, in Web Mercator as both map engines draw it
 * (256-pixel tiles; the projection is lib/geo.ts' and the measures lib/map-scale.ts', the
 * ones the screen uses): the camera that fits a plan on paper, where a point falls in the
 * picture, the scale bar and the nominal scale. Pure functions.
 */
import { fromWorld, type LatLng, toWorld } from "../../lib/geo";
import { metresPerPixel as metresPerPixelAt, roundScale } from "../../lib/map-scale";

export type Camera = { center: LatLng; zoom: number };
export type Size = { width: number; height: number };
/** A sheet's base map as its engine draws it: the camera (a whole zoom) and box (CSS pixels). */
export type SheetMapView = Camera & Size;

const TILE = 256;
/** Closer than this the engines' street maps run out of detail. */
export const MAX_FIT_ZOOM = 19;
/** CSS pixels are 1/96 inch on paper. */
const METRES_PER_CSS_PIXEL = 0.0254 / 96;

/** World pixel of a position at zoom 0 (0…256 both ways). */
function worldPoint(position: LatLng): { x: number; y: number } {
  const { x, y } = toWorld(position);
  return { x: x * TILE, y: y * TILE };
}

const latLngOf = (x: number, y: number): LatLng => fromWorld(x / TILE, y / TILE);

/**
 * The camera showing every point inside `size` with `padding` pixels kept clear at each
 * edge, no closer than `maxZoom`; null without points. `wholeZoom` rounds the zoom down
 * for engines that draw whole zoom levels only.
 */
export function fitCamera(
  points: readonly LatLng[],
  size: Size,
  options: { padding?: number; maxZoom?: number; wholeZoom?: boolean } = {},
): Camera | null {
  if (points.length === 0) return null;
  const { padding = 48, maxZoom = MAX_FIT_ZOOM, wholeZoom = false } = options;
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const point of points) {
    const { x, y } = worldPoint(point);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const room = {
    width: Math.max(1, size.width - 2 * padding),
    height: Math.max(1, size.height - 2 * padding),
  };
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const scale = Math.min(
    spanX > 0 ? room.width / spanX : Number.POSITIVE_INFINITY,
    spanY > 0 ? room.height / spanY : Number.POSITIVE_INFINITY,
  );
  let zoom = Math.min(maxZoom, Math.log2(scale));
  if (wholeZoom) zoom = Math.floor(zoom);
  return { center: latLngOf((minX + maxX) / 2, (minY + maxY) / 2), zoom: Math.max(0, zoom) };
}

/** Where a position falls in a picture of `size` drawn by `camera`, in pixels from top left. */
export function projector(camera: Camera, size: Size): (point: LatLng) => { x: number; y: number } {
  const scale = 2 ** camera.zoom;
  const center = worldPoint(camera.center);
  return (point) => {
    const world = worldPoint(point);
    return {
      x: (world.x - center.x) * scale + size.width / 2,
      y: (world.y - center.y) * scale + size.height / 2,
    };
  };
}

/** The position at a pixel (from top left) of a picture of `size` drawn by `camera`. */
export function unprojector(camera: Camera, size: Size): (x: number, y: number) => LatLng {
  const scale = 2 ** camera.zoom;
  const center = worldPoint(camera.center);
  return (x, y) =>
    latLngOf(center.x + (x - size.width / 2) / scale, center.y + (y - size.height / 2) / scale);
}

/** Ground metres one pixel covers at the camera's centre. */
export function metresPerPixel(camera: Camera): number {
  return metresPerPixelAt(camera.center.lat, camera.zoom);
}

/** A scale bar of a round length (1, 2 or 5 × 10ⁿ metres) no wider than `maxPixels`. */
export function scaleBar(camera: Camera, maxPixels: number): { metres: number; pixels: number } {
  return roundScale(metresPerPixel(camera), maxPixels);
}

/** The printed map's scale as the N of 1:N, rounded to two significant figures. */
export function nominalScale(camera: Camera): number {
  const exact = metresPerPixel(camera) / METRES_PER_CSS_PIXEL;
  const power = 10 ** Math.max(0, Math.floor(Math.log10(exact)) - 1);
  return Math.round(exact / power) * power;
}

/**
 * The scales a plan for the road authority is drawn at, largest first; the overview may go
 * to the smaller ones when the plan is too big for 1:2000 on the paper.
 */
export const STANDARD_SCALES = [250, 500, 1000, 2000] as const;
export const OVERVIEW_SCALES = [...STANDARD_SCALES, 5000, 10_000] as const;

/** The zoom at which the map is drawn at 1:`scale` on paper at the camera's latitude. */
export function zoomForScale(scale: number, latitude: number): number {
  return Math.log2(metresPerPixelAt(latitude, 0) / (scale * METRES_PER_CSS_PIXEL));
}

/** The camera drawing 1:`scale` on paper around `center`. */
export function cameraAtScale(center: LatLng, scale: number): Camera {
  return { center, zoom: zoomForScale(scale, center.lat) };
}

/**
 * The camera showing every point at the largest standard scale at which they fit (the
 * overview goes on to 1:5000 and 1:10000), or null when none fits: the caller fits.
 */
export function standardCamera(
  points: readonly LatLng[],
  size: Size,
  options: { overview?: boolean; padding?: number } = {},
): { camera: Camera; scale: number } | null {
  const fitted = fitCamera(points, size, { padding: options.padding });
  if (!fitted) return null;
  const scales = options.overview ? OVERVIEW_SCALES : STANDARD_SCALES;
  const scale = scales.find((n) => zoomForScale(n, fitted.center.lat) <= fitted.zoom + 1e-9);
  return scale === undefined ? null : { camera: cameraAtScale(fitted.center, scale), scale };
}

/**
 * How the engine draws a camera at any zoom exactly: at the whole zoom above it, in a box
 * larger by 1/`shrink`, shrunk by `shrink` (½ < shrink ≤ 1) onto the paper. Google's
 * raster maps draw whole zoom levels only; a map drawn closer and shrunk stays sharp.
 */
export function wholeZoomBase(camera: Camera): { camera: Camera; shrink: number } {
  const whole = Math.ceil(camera.zoom - 1e-9);
  return { camera: { center: camera.center, zoom: whole }, shrink: 2 ** (camera.zoom - whole) };
}

/**
 * The base map an engine draws under a printed map of `size` at `camera`: at the whole zoom
 * above (wholeZoomBase), in the box that shrinks onto the paper's.
 */
export function baseMapOf(
  camera: Camera,
  size: Size,
): { camera: Camera; size: Size; shrink: number } {
  const base = wholeZoomBase(camera);
  return {
    ...base,
    size: { width: size.width / base.shrink, height: size.height / base.shrink },
  };
}
