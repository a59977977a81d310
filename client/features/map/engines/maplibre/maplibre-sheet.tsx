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
  const [picture, setPicture] = useState<SheetPicture | null>(null);
  const [failure, setFailure] = useState<SheetFailure | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const styleUrl = config.map.styleUrl;
  const { width, height } = size;
  const { lat, lng } = camera.center;
  const { zoom } = camera;
  useEffect(() => onStarted?.(), [onStarted]);
  useEffect(() => {
    if (!styleUrl) return;
    const stop = new AbortController();
    setFailure(null);
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
        setPicture(made);
      },
      (error: unknown) => {
        if (stop.signal.aborted) return;
        setFailure(error instanceof SheetFailure ? error : new SheetFailure("style-failed"));
        onSettled();
      },
    );
    return () => stop.abort();
  }, [styleUrl, width, height, lat, lng, zoom, showPOIs, showTransport, onSettled]);
  // The canvas takes the picture over (no copy); it is then drawn.
  useLayoutEffect(() => {
    const element = canvas.current;
    if (!picture || !element) return;
    element.width = picture.bitmap.width;
    element.height = picture.bitmap.height;
    element.getContext("bitmaprenderer")?.transferFromImageBitmap(picture.bitmap);
    pictures.set(element, picture);
    if (config.environment === "development") window.__sheetPixelFor = pixelFor;
    onSettled();
  }, [picture, config.environment, onSettled]);

  if (failure) return <EngineProblem problem={failure.problem} detail={failure.detail} />;
  return (
    <div ref={box} className="map-canvas maplibre-sheet">
      {picture ? (
        <>
          <canvas ref={canvas} className="maplibre-sheet-picture" role="img" aria-label={title} />
          <p className="maplibre-sheet-attribution">{picture.credit}</p>
        </>
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
