import { count, i18n, params } from "../../lib/i18n";

/** The placement checks' panel and rules. Danish: messages.da.json beside this file. */

export const placementMessages = i18n("checks/placement-checks", {
  title: "Placement checks",
  builtUp: "Inside a built-up area",
  speedLimit: "Speed limit (km/h)",
  advisory: "Advisory only: checked against the rule table, each row with its source.",
  allGood: "No warnings.",
  flagged: count({ one: "{count} warning.", other: "{count} warnings." }),
  ok: "OK",
  rule: params("Rule: {rule}"),
  more: params("and {count} more."),
});

/** The placement rules (placement-rules.ts holds their values and sources). */
export const placementRuleMessages = i18n("checks/placement-rules", {
  outsideBuiltUpName: "warning signs outside a built-up area",
  outsideBuiltUp: params(
    "Outside a built-up area a warning sign stands {min}–{max} m before the hazard; at any other distance it needs a distance sub-sign (U 1 or U 2).",
  ),
  insideBuiltUpName: "warning signs inside a built-up area",
  insideBuiltUp: params(
    "Inside a built-up area a warning sign may stand closer to the hazard than outside one, without a sub-sign; farther than {max} m it needs a distance sub-sign (U 1 or U 2).",
  ),
});
