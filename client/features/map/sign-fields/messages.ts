import { i18n, params } from "../../../lib/i18n";

/**
 * The text of the selected sign's fields that load as their own chunks when a sign is
 * first selected (sign-value-field.tsx, sub-sign-editor.tsx and plate-picker.tsx, beside
 * this folder): here, not in ../messages.ts, so it loads with them and not with /map.
 * Danish: messages.da.json beside this file.
 */

export const signValueMessages = i18n("map/sign-value", {
  speed: "Speed limit on the sign (km/h)",
  metres: "Metres on the sign",
  tonnes: "Tonnes on the sign",
  asPictured: params("As pictured ({value})"),
  notANumber: "Write a number greater than 0, e.g. 3,5 or 3.5.",
  arrow: "Arrow on the sign",
  noArrow: "No arrow (as pictured)",
  arrowLeft: "← Left",
  arrowAhead: "↑ Straight ahead",
  arrowRight: "→ Right",
  pointing: "The sign points",
});

/** The selected sign's sub-signs (plates): the list, their text fields and the plate picker. */
export const subSignMessages = i18n("map/sub-signs", {
  subSigns: "Sub-signs",
  noSubSigns: "No sub-signs. A distance sub-sign (U 1, U 2) says how far ahead the hazard is.",
  textOn: params("Text on {code}"),
  textExample: "e.g. 200 m",
  removeSubSign: params("Remove {code}"),
  addSubSignLabel: "Add a sub-sign",
  catalogueUnavailable: "Catalogue unavailable",
  loadingSubSigns: "Loading sub-signs…",
  distancePlates: "Distance plates",
  otherPlates: "Other sub-signs",
  addPlate: "Add",
  subSignsFull: params("A sign carries at most {max} sub-signs."),
});
