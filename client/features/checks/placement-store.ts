/**
 * The placement checks of the plan on the map, for the panel and for the printed plan (the
 * current project's plan is the one on the map), and the rules named in the language the
 * app is shown in.
 */
import { computed } from "nanostores";
import { $planSettings, $shapes, $shownMarkers } from "../document";
import { placementRuleMessages } from "./messages";
import { checkPlacement, describeRule, type PlacementRule } from "./placement-rules";

/** Each warning sign's distance to the nearest work zone, against the rule that applies. */
export const $placementReport = computed(
  [$shownMarkers, $shapes, $planSettings],
  (markers, shapes, settings) => checkPlacement(markers, shapes, settings),
);

/** Names and states a rule in the current language (a new function when it changes). */
export const $describeRule = computed(
  placementRuleMessages,
  (texts) => (rule: PlacementRule) => describeRule(rule, texts),
);
