import { i18n, params } from "../../../lib/i18n";

/**
 * A line of kit's fields in the selected shape's panel (line-kit-fields.tsx): in a module of
 * their own, so they load with that panel and not with /map's first load. Danish:
 * messages.da.json beside this file.
 */
export const lineKitMessages = i18n("plan/line-kit", {
  item: "Made of",
  cones: "Cones (N44.2)",
  cylinders: "Cylinders (N44.1)",
  laneDividers: "Lane dividers (N44.3)",
  barrierO43: "Barrier boards (O43)",
  barrierO44: "Barrier boards (O44)",
  barrierO45: "Barrier boards (O45)",
  spacing: "Spacing (m)",
  spacingHint: params(
    "Default {metres} m on this road: cones and cylinders at most 6 m apart in built-up areas, 20 m outside (byggesikkerhed.dk, a secondary source).",
  ),
  lamps: "Lamps along it (N46)",
  lampSpacing: "Lamp spacing (m)",
  badSpacing: "Write a spacing from 0,5 to 500 m.",
  noSpacing: "The rules we have give no spacing for barrier boards: set one.",
  countNeedsSpacing: "Set a spacing to draw and count them along the line.",
  count: params("{items} items and {lamps} lamps along {length}"),
  countNoLamps: params("{items} items along {length}"),
  panelLength: "Panel length (m)",
  panelHint:
    "No rule or handbook page we have gives a fence panel's length: write your fence's to count its panels.",
  badPanelLength: "Write a panel length from 0,5 to 500 m.",
  panelCount: params("Panels: {panels} along {length}"),
});
