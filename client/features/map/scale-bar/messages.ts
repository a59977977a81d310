import { i18n, params } from "../../../lib/i18n";

/** The map's scale bar's text (its own chunk, loaded beside the engine). Danish: messages.da.json beside this file. */

export const scaleBarMessages = i18n("map/scale-bar", {
  /** The bar's name to a screen reader; `{distance}` is its length, e.g. "100 m". */
  scale: params("Scale: {distance}"),
});
