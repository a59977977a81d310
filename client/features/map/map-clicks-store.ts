import { atom } from "nanostores";
import type { LatLng } from "../../lib/geo";
import { $selectedSignCode } from "../signs/signs-store";
import { addMarker } from "./markers-store";

/**
 * What a click on the map itself does. By default it places the selected sign; a tool
 * (e.g. drawing a line) can take the clicks instead while it is active.
 */
export type MapClickTool = (position: LatLng) => void;

/** The tool that takes map clicks instead of sign placement, or null. Not persisted. */
export const $mapClickTool = atom<MapClickTool | null>(null);

/** Lets `tool` take the map's clicks until the returned function is called. */
export function takeMapClicks(tool: MapClickTool): () => void {
  $mapClickTool.set(tool);
  return () => {
    if ($mapClickTool.get() === tool) $mapClickTool.set(null);
  };
}

/** Places the sign chosen in the catalogue at `position`. */
export function placeSelectedSign(position: LatLng): void {
  addMarker({ position, signCode: $selectedSignCode.get() });
}

/** A click on the map (not on a sign): the active tool's, or a new sign. */
export function clickMap(position: LatLng): void {
  const tool = $mapClickTool.get();
  if (tool) tool(position);
  else placeSelectedSign(position);
}
