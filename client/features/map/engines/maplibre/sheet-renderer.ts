import {
  AttributionControl,
  GPUInitializationError,
  type ErrorEvent as MapErrorEvent,
  type MapEventType,
  Map as MapLibreMap,
  setWorkerUrl,
} from "maplibre-gl";
import { type LatLng, toWorld } from "../../../../lib/geo";
import type { EngineProblemKind } from "../engine-problem";
import { gpuDone } from "./gpu-done";
import { applyMapLook, type StyleLayers, styleLayers } from "./map-look";
import { toMapLibreZoom } from "./maplibre-port";
import { workerUrl } from "./worker-url";

/**
 * The printed plan's base maps on MapLibre, each sheet drawn as a picture by one map that
 * the page keeps out of sight. A map per sheet (as on Google's engine) would be a WebGL
 * context per sheet: browsers keep 16 at once (phones fewer) and drop the oldest, so a long
 * plan's first sheets would go blank, and each context's start is a second of the main
 * thread on a phone without a GPU. Sheets are drawn one after another, in the order asked.
 */

/** What a sheet asks for: its map's size in CSS pixels, its camera and the map's look. */
export type SheetRequest = {
  styleUrl: string;
  width: number;
  height: number;
  /** Device pixels per CSS pixel of the picture. */
  pixelRatio: number;
  /** The app's (Google's) zoom scale, as the map port takes it. */
  camera: { center: LatLng; zoom: number };
  look: { showPOIs: boolean; showTransport: boolean };
  /** The map's own credit, after the style's sources' (HTML, as MapLibre takes it). */
  credit: string;
};

export type SheetPicture = {
  /** The map as drawn, to be shown once (a canvas takes it over) or closed. */
  bitmap: ImageBitmap;
  /** The credit the map showed, as text. */
  credit: string;
  /** Where the map drew a place, in CSS pixels from the picture's corner. */
  project(at: LatLng): { x: number; y: number };
};

/** Why a sheet has no picture: what the screen's map would show in its place. */
export class SheetFailure extends Error {
  constructor(
    readonly problem: EngineProblemKind,
    readonly detail?: string,
  ) {
    super(detail ?? problem);
  }
}

type Renderer = {
  map: MapLibreMap;
  styleUrl: string;
  credit: AttributionControl;
  /** Read once the style is loaded: a sheet's look changes visibility after that. */
  layers: StyleLayers;
};

let renderer: Promise<Renderer> | null = null;
let queue: Promise<unknown> = Promise.resolve();

/** Draws a sheet's map once those asked before it are drawn. */
export function drawSheet(request: SheetRequest, signal?: AbortSignal): Promise<SheetPicture> {
  const drawn = queue.then(() => {
    if (signal?.aborted) throw signal.reason;
    return draw(request);
  });
  queue = drawn.catch(() => undefined);
  return drawn;
}

/**
 * Makes the map that draws the sheets before any sheet asks: its style and its worker are
 * then loaded while the print view's code still loads and renders (issue 39: on a shared
 * plan's first visit, the sheets' map was the last thing its document waited for). Its box
 * has no size until a sheet is drawn: it fetches no more than the one tile where its style
 * opens (as it did when made by the first sheet). A failure is left to the first sheet,
 * which makes the map again.
 *
 * Tried and not kept: a first frame drawn here at 64 px (its shaders compiled ahead): the
 * 2,000-sign shared view's first visit was no sooner (bench:share), and Lighthouse counts
 * one more frame. Nor a 256 px first frame where the plan's overview would be drawn, asked
 * for as soon as the plan was here: the sheet's own draw after it took 15-90 ms instead of
 * 450-700 ms, but the warm-up frame took as long and started barely before the sheet
 * (the map's code arrives with the print view's), so the document was ready no sooner
 * (1,788 against 1,780 ms median of 10, interleaved).
 */
export function prepareSheetRenderer(styleUrl: string, credit: string): void {
  if (renderer) return;
  rendererFor(styleUrl, credit).catch(() => undefined);
}

function rendererFor(styleUrl: string, credit: string): Promise<Renderer> {
  if (renderer) {
    const made = renderer;
    return made.then((found) => {
      if (found.styleUrl === styleUrl) return found;
      const container = found.map.getContainer();
      found.map.remove();
      container.remove();
      if (renderer === made) renderer = null;
      return rendererFor(styleUrl, credit);
    });
  }
  const made = makeRenderer(styleUrl, credit);
  renderer = made;
  // A map whose style could not be loaded is made again for the next sheet (the network
  // may be back).
  made.catch(() => {
    if (renderer === made) renderer = null;
  });
  return made;
}

function makeRenderer(styleUrl: string, credit: string): Promise<Renderer> {
  setWorkerUrl(workerUrl);
  const container = document.createElement("div");
  container.className = "maplibre-sheet-renderer";
  container.setAttribute("aria-hidden", "true");
  document.body.append(container);
  return new Promise<Renderer>((resolve, reject) => {
    let map: MapLibreMap;
    const fail = (failure: SheetFailure) => {
      map?.remove();
      container.remove();
      reject(failure);
    };
    try {
      map = new MapLibreMap({
        container,
        style: styleUrl,
        interactive: false,
        attributionControl: false,
        // Labels need not fade in over the frames after each tile: each is a frame drawn,
        // in software on a phone without a GPU.
        fadeDuration: 0,
        // The picture is read from the drawing buffer after the frame.
        canvasContextAttributes: { preserveDrawingBuffer: true },
        maxZoom: 21,
      });
    } catch (error) {
      fail(
        error instanceof GPUInitializationError
          ? new SheetFailure("no-webgl")
          : new SheetFailure("style-failed", (error as Error).message),
      );
      return;
    }
    const attribution = new AttributionControl({ compact: false, customAttribution: credit });
    map.addControl(attribution);
    // Until the style is there, an error is the style's (or WebGL's); a tile's error is
    // judged by the sheet that asked for the tile (draw).
    const failed = (event: MapErrorEvent) => {
      if ("tile" in event || "sourceId" in event) return;
      map.off("error", failed);
      map.off("style.load", loaded);
      const message = event.error?.message ?? "";
      fail(new SheetFailure(/webgl/i.test(message) ? "no-webgl" : "style-failed", message));
    };
    const loaded = () => {
      map.off("error", failed);
      // From now on each sheet judges the errors while it is drawn (draw). One between
      // sheets (the tile where the style opens, fetched before any sheet asked) is heard
      // and left: unheard, MapLibre reports it to the console.
      map.on("error", () => undefined);
      resolve({ map, styleUrl, credit: attribution, layers: styleLayers(map) });
    };
    map.on("error", failed);
    map.once("style.load", loaded);
  });
}

async function draw(request: SheetRequest): Promise<SheetPicture> {
  const { map, credit, layers } = await rendererFor(request.styleUrl, request.credit);
  const container = map.getContainer();
  container.style.width = `${request.width}px`;
  container.style.height = `${request.height}px`;
  map.setPixelRatio(request.pixelRatio);
  map.resize();
  // The screen's toggles for points of interest and transport, as its map shows them.
  applyMapLook(map, layers.groups, layers.hiddenByStyle, request.look);
  map.jumpTo({
    center: [request.camera.center.lng, request.camera.center.lat],
    zoom: toMapLibreZoom(request.camera.zoom),
  });
  // The tiles this sheet loads or fails to load (those drawn for an earlier sheet are kept).
  const tiles = { loaded: 0, failed: 0, lastError: "" };
  const onData = (event: MapEventType["sourcedata"]) => {
    if (event.tile) tiles.loaded += 1;
  };
  const onError = (event: MapErrorEvent) => {
    tiles.failed += 1;
    tiles.lastError = event.error?.message ?? "";
  };
  map.on("sourcedata", onData);
  map.on("error", onError);
  try {
    await new Promise<void>((resolve) => {
      map.once("idle", () => resolve());
      map.triggerRepaint();
    });
  } finally {
    map.off("sourcedata", onData);
    map.off("error", onError);
  }
  // Some failed tiles at the edge are a glitch; no tile at all is no map.
  if (tiles.failed > 0 && tiles.loaded === 0) {
    throw new SheetFailure("tiles-failed", tiles.lastError);
  }
  await gpuDone(map.getCanvas());
  // A copy of the frame as it is (no image encoded: a sheet's canvas takes it over).
  const bitmap = await createImageBitmap(map.getCanvas());
  // The map's own corners: a place is put between them as the map draws it (Web Mercator,
  // north up, no tilt), so a picture answers where it drew a place after the map has moved.
  const corner = map.unproject([0, 0]);
  const far = map.unproject([request.width, request.height]);
  const { x: left, y: top } = toWorld(corner);
  const { x: right, y: bottom } = toWorld(far);
  return {
    bitmap,
    credit: credit._innerContainer.textContent?.trim() ?? "",
    project: (at) => {
      const { x, y } = toWorld(at);
      return {
        x: ((x - left) / (right - left)) * request.width,
        y: ((y - top) / (bottom - top)) * request.height,
      };
    },
  };
}
