import { useStore } from "@nanostores/react";
import { useContext, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { $format } from "../../../lib/format";
import { fromWorld, type LatLngBounds, toWorld } from "../../../lib/geo";
import { type MapPort, useMapPort } from "../../../lib/map-port";
import { metresPerPixel, roundScale } from "../../../lib/map-scale";
import { scaleBarMessages } from "./messages";
import { ScaleBarSlot } from "./slot";
import "./scale-bar.css";

/** The bar is at most this wide, in CSS pixels: a round length fills 40–100 % of it. */
const MAX_PIXELS = 120;

type Camera = { lat: number; zoom: number };

/** The latitude at the middle of the view (halfway in Web Mercator, not in degrees). */
function middleLatitude({ north, south }: LatLngBounds): number {
  const top = toWorld({ lat: north, lng: 0 }).y;
  const bottom = toWorld({ lat: south, lng: 0 }).y;
  return fromWorld(0.5, (top + bottom) / 2).lat;
}

/** The camera's latitude and zoom (Google's scale), followed once per animation frame. */
function useCamera(port: MapPort | null): Camera | null {
  const [camera, setCamera] = useState<Camera | null>(null);
  useEffect(() => {
    if (!port) return;
    const view = port.view();
    setCamera(view && { lat: middleLatitude(view.bounds), zoom: view.zoom });
    let next: Camera | null = null;
    let pending = 0;
    const follow = (camera: Camera) => {
      next = camera;
      pending ||= requestAnimationFrame(() => {
        pending = 0;
        setCamera(next);
      });
    };
    const stopMoves = port.onCameraChange(({ center, zoom }) => follow({ lat: center.lat, zoom }));
    const stopViews = port.onViewChange(({ bounds, zoom }) =>
      follow({ lat: middleLatitude(bounds), zoom }),
    );
    return () => {
      stopMoves();
      stopViews();
      cancelAnimationFrame(pending);
    };
  }, [port]);
  return camera;
}

/**
 * The map's scale bar, on either engine: a round distance (50 m, 100 m, 1 km…) and a bar
 * as long on screen as that distance on the ground at the middle of the view, following
 * every zoom and pan. Web Mercator's scale, from the port's camera (scale.ts). Each
 * engine draws it beside the screen's layers, in the place the map screen keeps for it
 * (`ScaleBarSlot`); a map without that place (the printed plan's) has none.
 */
export function ScaleBar() {
  const port = useMapPort();
  const slot = useContext(ScaleBarSlot);
  const camera = useCamera(slot && port);
  const format = useStore($format);
  const t = useStore(scaleBarMessages);
  if (!slot || !camera) return null;
  const { metres, pixels } = roundScale(metresPerPixel(camera.lat, camera.zoom), MAX_PIXELS);
  const distance = format.distance(metres);
  return createPortal(
    <div className="scale-bar">
      <span className="scale-bar-text" aria-hidden="true">
        {distance}
      </span>
      <span
        className="scale-bar-line"
        role="img"
        aria-label={t.scale({ distance })}
        style={{ width: `${pixels}px` }}
      />
    </div>,
    slot,
  );
}
