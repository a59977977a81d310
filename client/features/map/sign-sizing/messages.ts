import { i18n, params } from "../../../lib/i18n";

/**
 * The map settings' choice of sign size (loaded with the settings panel, not with /map).
 * Danish: messages.da.json beside this file.
 */
export const signSizingMessages = i18n("map/sign-sizing", {
  legend: "Sign size",
  fixed: "Fixed size",
  ground: "True size on the ground",
  markerSize: "Marker size",
  pixels: params("{size} px"),
  groundWidth: "Sign width on the ground (metres)",
  /** Under the width: whose number it is, and the floor that keeps signs readable. */
  groundNote: params(
    "Your own setting for every sign, not a rule: signs come in several sizes. Zoomed out, signs are never drawn smaller than {min} px.",
  ),
});
