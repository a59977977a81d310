import "./maplibre.css";
import { useStore } from "@nanostores/react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { PublicConfig } from "../../../../../worker/lib/public-config";
import type { LatLng } from "../../../../lib/geo";
import { $showPOIs, $showTransport } from "../../map-settings-store";
import { mapScreenMessages, mapUnavailableMessages } from "../../messages";
import { EngineProblem } from "../engine-problem";
import { MAPLIBRE_CREDIT } from "./credit";
import { drawSheet, prepareSheetRenderer, SheetFailure, type SheetPicture } from "./sheet-renderer";

declare global {
  interface Window {
    /**
     * Where a printed sheet's map drew a place, from the picture's corner in the viewport
     * (development builds only, for the e2e tests), as `__signageMap.project` gives it.
     */
    __sheetPixelFor?: (picture: Element, at: LatLng) => { x: number; y: number } | null;
  }
}

const pictures = new WeakMap<Element, SheetPicture>();

/** Starts the sheets' map on `config`'s style before a sheet is drawn (sheet-renderer.ts). */
export function prepareSheets(config: PublicConfig): void {
  const { styleUrl } = config.map ?? {};
  if (styleUrl) prepareSheetRenderer(styleUrl, MAPLIBRE_CREDIT);
}

/** A sheet's drawing and what came of it: its picture, or why there is none. */
type Outcome =
  | { drawing: string; picture: SheetPicture; failure?: undefined }
  | { drawing: string; failure: SheetFailure; picture?: undefined };

/**
 * A printed sheet's base map on MapLibre: a picture of the map at the sheet's camera and
 * size (sheet-renderer.ts says why not a live map), with the map's credit over it, as the
 * screen's map shows it. A problem (no WebGL, the style or the tiles unreachable) is shown
 * in its place in the same words as on the screen.
 */
export default function MapLibreSheet({
  config,
  camera,
  size,
  onStarted,
  onSettled,
}: {
  config: PublicConfig;
  camera: { center: LatLng; zoom: number };
  size: { width: number; height: number };
  onStarted?: () => void;
  onSettled: () => void;
}) {
  const { title } = useStore(mapScreenMessages);
  const { loading } = useStore(mapUnavailableMessages);
  const showPOIs = useStore($showPOIs);
  const showTransport = useStore($showTransport);
  const canvas = useRef<HTMLCanvasElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const styleUrl = config.map.styleUrl;
  const { width, height } = size;
  const { lat, lng } = camera.center;
  const { zoom } = camera;
  // What is drawn: a picture (or a failure) stands for the drawing it was made for only. A
  // new camera or size shows "Loading the map…" until its own picture arrives, and is
  // reported settled only then: the last scale's picture under this scale's plan would
  // neither line up with it nor be the map the printed sheet says it is.
  const drawing = JSON.stringify([
    styleUrl,
    width,
    height,
    lat,
    lng,
    zoom,
    showPOIs,
    showTransport,
  ]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const current = outcome?.drawing === drawing ? outcome : null;
  const picture = current?.picture ?? null;
  const failure = current?.failure ?? null;
  useEffect(() => onStarted?.(), [onStarted]);
  useEffect(() => {
    if (!styleUrl) return;
    const stop = new AbortController();
    drawSheet(
      {
        styleUrl,
        width,
        height,
        pixelRatio: pixelRatioFor(box.current),
        camera: { center: { lat, lng }, zoom },
        look: { showPOIs, showTransport },
        credit: MAPLIBRE_CREDIT,
      },
      stop.signal,
    ).then(
      (made) => {
        if (stop.signal.aborted) return made.bitmap.close();
        setOutcome({ drawing, picture: made });
      },
      (error: unknown) => {
        if (stop.signal.aborted) return;
        const failure = error instanceof SheetFailure ? error : new SheetFailure("style-failed");
        setOutcome({ drawing, failure });
      },
    );
    return () => stop.abort();
  }, [drawing, styleUrl, width, height, lat, lng, zoom, showPOIs, showTransport]);
  // The canvas takes the latest picture over (no copy), once: a bitmap handed over is empty
  // after. The canvas stays while a new drawing is made, hidden, so that coming back to the
  // drawing it holds (a scale chosen and unchosen) shows it again without handing it over.
  const latest = outcome?.picture ?? null;
  useLayoutEffect(() => {
    const element = canvas.current;
    if (!latest || !element || pictures.get(element) === latest) return;
    element.width = latest.bitmap.width;
    element.height = latest.bitmap.height;
    element.getContext("bitmaprenderer")?.transferFromImageBitmap(latest.bitmap);
    pictures.set(element, latest);
  }, [latest]);
  // Then it is drawn: told to whoever listens now (the print view listens for each
  // drawing, so a new camera brings a new listener). A failure is told by the notice that
  // says it (ProblemShown, features/map/problem-notice.tsx), as every map's problem is.
  useLayoutEffect(() => {
    if (!picture) return;
    if (config.environment === "development") window.__sheetPixelFor = pixelFor;
    onSettled();
  }, [picture, config.environment, onSettled]);

  if (failure) return <EngineProblem problem={failure.problem} detail={failure.detail} />;
  return (
    <div ref={box} className="map-canvas maplibre-sheet">
      <canvas
        ref={canvas}
        className="maplibre-sheet-picture"
        role="img"
        aria-label={title}
        hidden={!picture}
      />
      {picture ? (
        <p className="maplibre-sheet-attribution">{picture.credit}</p>
      ) : (
        <p className="map-loading" aria-busy="true">
          {loading}
        </p>
      )}
    </div>
  );
}

/**
 * The picture's device pixels per CSS pixel: as many as the screen shows it with (a sheet
 * on a phone is shown scaled down to the screen's width: a picture at the phone's full
 * pixel ratio would be five times the pixels to draw, in software on a phone without a
 * GPU), and never fewer than one, so that paper gets at least what a desktop prints.
 */
function pixelRatioFor(element: HTMLElement | null): number {
  const shown = element ? element.getBoundingClientRect().width / (element.offsetWidth || 1) : 1;
  return Math.max(1, window.devicePixelRatio * (shown || 1));
}

/** As the screen's map gives a place (MapLibre's `project` from the box's corner, unscaled). */
function pixelFor(element: Element, at: LatLng) {
  const picture = pictures.get(element);
  if (!picture) return null;
  const box = element.getBoundingClientRect();
  const { x, y } = picture.project(at);
  return { x: box.left + x, y: box.top + y };
}
