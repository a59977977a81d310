/**
 * The select tool, the map's ordinary behaviour: a click on the map itself lets go of a
 * selected shape or label and places the sign chosen in the catalogue there (signs, shapes
 * and labels take their own clicks, drags and keys: sign-gestures.ts, shape-gestures.ts).
 *
 * A new sign faces the traffic on the road it stands by (issue 22, lib/facing.ts): the
 * plan's road axes, or the map style's roads where the engine hands them over (MapLibre).
 * That reckoning is loaded with the first sign placed where there is a road to ask, so the
 * first such sign waits for it a moment; it is placed once, facing its way: one undo step.
 */
import { loadChunk } from "../../../lib/build-version-reload";
import type { LatLng } from "../../../lib/geo";
import { ROAD_AXIS } from "../../../lib/plan-model";
import type { RoadLine } from "../../../lib/road-follow";
import { $selectedSignCode, placeSelectedSign } from "../../map";
import { clearSelection } from "../draw-store";
import { $shapes } from "../plan-store";
import type { MapTool } from "./map-tool";

type Facing = typeof import("../../../lib/facing");

/** The facing module once loaded; while it loads, the placements waiting for it. */
let facing: Facing | null = null;
let loading: Promise<Facing> | null = null;

function place(position: LatLng, axes: LatLng[][], roadLines: RoadLine[]): void {
  const signCode = $selectedSignCode.get();
  const placeFacing = (module: Facing | null) =>
    placeSelectedSign(position, {
      signCode,
      rotation: module?.facingFor(position, { axes, roadLines }) ?? null,
    });
  if (facing) placeFacing(facing);
  else if (loading) void loading.then(placeFacing, () => placeFacing(null));
  // No road to ask and nothing waiting before it: placed at once, facing north.
  else if (axes.length === 0 && roadLines.length === 0) placeFacing(null);
  else {
    loading = loadChunk(() => import("../../../lib/facing"));
    void loading.then(
      (module) => {
        facing = module;
        loading = null;
        placeFacing(module);
      },
      (error: unknown) => {
        loading = null;
        placeFacing(null);
        console.warn("Could not load which way a sign faces.", error);
      },
    );
  }
}

export const selectTool: MapTool = {
  click(position, context) {
    clearSelection();
    const axes = $shapes
      .get()
      .filter((shape) => shape.kind === ROAD_AXIS)
      .map((shape) => shape.points);
    place(position, axes, context.roadLines?.() ?? []);
  },
};
