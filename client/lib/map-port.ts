import { createContext, useContext, useEffect, useState } from "react";
import type { LatLng, LatLngBounds, MapView } from "./geo";

/**
 * The map port: everything the rest of the app may ask of the map, whichever engine draws
 * it (Google Maps or MapLibre). Each engine's adapter (engines/<engine>/) implements it and
 * is the only code that imports that engine's library; signs, clusters, gestures, shapes
 * and camera requests are written once against this interface.
 *
 * Pixels are in the layers' own frame: a position's `toPixel` is where an element placed
 * at `translate(x, y)` inside `signLayer` or `shapeLayer` appears over that position. (On
 * Google that frame moves with the map while it pans; on MapLibre it is the map's box.
 * Only differences between pixels, and values handed back to `toLatLng`, mean anything.)
 *
 * Zoom is always in Google's scale (256-px tiles), the scale of the stored `zoom` entry;
 * the MapLibre adapter converts (its 512-px tiles make Google's z its z − 1).
 *
 * Layers, bottom to top: the map, `shapeLayer` (lines and areas), `signLayer` (signs and
 * clusters). Pointer events on elements in either layer never reach the map (no panning,
 * no placing a sign); both layers let events through where they draw nothing.
 *
 * Shapes: render an SVG into `shapeLayer` with React's createPortal (an `overflow:
 * visible` svg at 0,0 is enough), read coordinates with `toPixel`, and re-render on
 * `useMapCamera(port)`. The map's clicks and pointer moves go to the active map tool
 * through one dispatcher (features/plan/tools/tool-dispatcher.ts), and so does what is done
 * to the items in the layers (features/plan/tools/item-dispatcher.ts).
 */
export type MapPort = {
  /** Where React renders signs and clusters; our pointer and key listeners sit on it. */
  signLayer: HTMLElement;
  /** Where other features render lines, areas and handles, under the signs. */
  shapeLayer: HTMLElement;
  /** Keeps `element` (in a layer) at `position` until the returned function is called. */
  track(element: HTMLElement, position: LatLng): () => void;
  /** The layer pixel of a position, or null before the map has drawn. */
  toPixel(position: LatLng): Pixel | null;
  /** The position at a layer pixel, or null before the map has drawn. */
  toLatLng(pixel: Pixel): LatLng | null;
  /** The part of the map in view now, or null before the map has drawn. */
  view(): MapView | null;
  /** Called with the view whenever the camera settles (and once when the map is ready). */
  onViewChange(listener: (view: MapView) => void): () => void;
  /** Called on every frame the camera moves. */
  onCameraChange(listener: (camera: { center: LatLng; zoom: number }) => void): () => void;
  /** Called with the position of a click on the map itself (not on a sign or shape). */
  onClick(listener: (position: LatLng) => void): () => void;
  /** Called with the position under the pointer as it moves over the map. */
  onPointerMove(listener: (position: LatLng) => void): () => void;
  /** Jumps to a camera. */
  moveCamera(camera: { center: LatLng; zoom?: number }): void;
  /** Glides to a position, keeping the zoom. */
  panTo(position: LatLng): void;
  /** Shows `bounds` with `padding` pixels around them. */
  fitBounds(bounds: LatLngBounds, padding: number): void;
  /**
   * The road lines the map draws in view, from the style's own data, for picking a road
   * (the road axis tool). Only an engine whose map data we can read has it: MapLibre's
   * vector tiles; Google's roads are pictures to us.
   */
  roadLines?(): RoadLine[];
  /**
   * The road lines within `metres` (FOLLOW_ROAD_EACH_WAY_M) each way of `center`, whatever the map shows (the tiles
   * read for the purpose): a road picked zoomed in is followed as far as zoomed out. Where
   * the engine has it (MapLibre); what `roadLines` gives when the tiles cannot be read.
   */
  roadLinesAround?(center: LatLng, metres: number): Promise<RoadLine[]>;
};

/** A road line of the map's style, as its source gives it (lib/road-follow.ts follows them). */
export type RoadLine = { points: readonly LatLng[]; name?: string };

/** How far a picked road is followed each way from the click, metres (lib/road-follow.ts). */
export const FOLLOW_ROAD_EACH_WAY_M = 1_000;

/** An engine adapter's box holding the port's two layers, shapes under signs. */
export function createPortLayers(boxClass: string) {
  const box = document.createElement("div");
  box.className = boxClass;
  const shapeLayer = document.createElement("div");
  shapeLayer.className = "shape-layer";
  const signLayer = document.createElement("div");
  signLayer.className = "sign-layer";
  box.append(shapeLayer, signLayer);
  return { box, shapeLayer, signLayer };
}

export type Pixel = { x: number; y: number };

/**
 * The layer pixel under a point of the screen (a pointer event's client coordinates): the
 * sign layer's own origin is where `toPixel` and `toLatLng` count from, on either engine.
 */
export function layerPixel(port: Pick<MapPort, "signLayer">, x: number, y: number): Pixel {
  const origin = port.signLayer.getBoundingClientRect();
  return { x: x - origin.left, y: y - origin.top };
}

/** The port of the map on screen, for components drawn inside the map area. */
export const MapPortContext = createContext<MapPort | null>(null);

/** The map's port, or null while the engine is loading or when there is no map. */
export function useMapPort(): MapPort | null {
  return useContext(MapPortContext);
}

/**
 * Re-renders the caller on every camera frame (batched to one per animation frame), so a
 * layer can re-project its points with `toPixel`. Returns a counter that changes each time.
 */
export function useMapCamera(port: MapPort | null): number {
  const [frame, setFrame] = useState(0);
  useEffect(() => {
    if (!port) return;
    let pending = 0;
    const stop = port.onCameraChange(() => {
      if (pending) return;
      pending = requestAnimationFrame(() => {
        pending = 0;
        setFrame((value) => value + 1);
      });
    });
    return () => {
      stop();
      cancelAnimationFrame(pending);
    };
  }, [port]);
  return frame;
}
