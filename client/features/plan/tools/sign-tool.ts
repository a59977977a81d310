/**
 * The sign tool (issue 22 item 3): a click on the map itself places the sign chosen in the
 * palette or the catalogue there, and selects it, so its editor is at hand; the tool stays,
 * for the next sign. A click on a sign or a cluster places there too (issue 37 item 5);
 * Shift-click on a sign selects it and a drag moves it, as with the select tool
 * (item-dispatcher.ts' shared behaviour).
 *
 * A new sign faces the traffic on the road it stands by (issue 22, lib/facing.ts): the
 * plan's road axes, or the map style's roads where the engine hands them over (MapLibre).
 * That reckoning is loaded with the first sign placed where there is a road to ask, so the
 * first such sign waits for it a moment; it is placed once, facing its way: one undo step.
 * A sign with no road to ask, and nothing placed before it still waiting, is placed at once.
 */
import { loadChunk } from "../../../lib/build-version-reload";
import { ROAD_AXIS } from "../../../lib/plan-model";
import { $shapes, selectMarker } from "../../document";
import { $selectedSignCode, placeSelectedSign } from "../../map";
import { clearSelection } from "../draw-store";
import type { MapTool } from "./map-tool";

type Facing = typeof import("../../../lib/facing");

/** The facing module while it loads (placements wait on it in turn), and once loaded. */
let loading: Promise<Facing> | undefined;
let loaded: Facing | undefined;

export const signTool: MapTool = {
  clicksThroughItems: true,
  click(position, context) {
    clearSelection();
    const signCode = $selectedSignCode.get();
    const axes = $shapes
      .get()
      .filter((shape) => shape.kind === ROAD_AXIS)
      .map((shape) => shape.points);
    const roadLines = context.roadLines?.() ?? [];
    const place = (facing?: Facing) => {
      const marker = placeSelectedSign(position, {
        signCode,
        rotation: facing?.facingFor(position, { axes, roadLines }),
      });
      selectMarker(marker.id);
    };
    if (loaded || !(loading || axes.length > 0 || roadLines.length > 0)) place(loaded);
    else {
      loading ??= loadChunk(() => import("../../../lib/facing"));
      // Without the module (it failed to load), the sign is placed facing north.
      void loading.then(
        (facing) => {
          loaded = facing;
          place(facing);
        },
        place.bind(null, undefined),
      );
    }
  },
};
