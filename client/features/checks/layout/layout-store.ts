/**
 * The layout checks of the plan on the map (layout-checks.ts), for the checks panel: run
 * again when a sign, a shape or the road facts change. Loaded with the panel, not with /map.
 */
import { computed } from "nanostores";
import { $planSettings, $shapes, $shownMarkers } from "../../document";
import { checkLayout } from "./layout-checks";

export const $layoutReport = computed(
  [$shownMarkers, $shapes, $planSettings],
  (markers, shapes, settings) => checkLayout(markers, shapes, settings),
);
