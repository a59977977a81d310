/**
 * The layout of the phase shown (phase-store.ts): the plan's phases, the one shown, and its
 * signs. The map's layers and lists, the selection box and the checks read these; edits
 * still reach every item by id through the one edit path.
 */
import { computed } from "nanostores";
import type { Marker } from "../../lib/marker-model";
import type { PlanPhase } from "../../lib/phases";
import { $markers, $plan } from "./edits-store";
import { $chosenPhase, shownIn, shownPhaseOf } from "./phase-store";

/** The plan's phases, in order; null for a plan of one layout. */
export const $phases = computed($plan, (plan): readonly PlanPhase[] | null =>
  plan.planSettings.phases?.length ? plan.planSettings.phases : null,
);

/** The phase shown: the one chosen, or the first; null for a plan without phases. */
export const $shownPhase = computed([$phases, $chosenPhase], (phases, chosen) =>
  shownPhaseOf(phases ?? undefined, chosen),
);

/** The signs of the phase shown. */
export const $shownMarkers = computed(
  [$markers, $shownPhase],
  (markers, phase): readonly Marker[] => shownIn(markers, phase),
);
