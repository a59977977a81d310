import { i18n, params } from "../../../lib/i18n";

/**
 * The words of the panel's list of lines, areas and texts (shape-list.tsx): a module of
 * their own, so they load with the list and not with /map's first load. Danish:
 * ../messages.da.json ("plan/shape-list").
 */

/** The panel's list of the plan's lines, areas and text labels. */
export const shapeListMessages = i18n("plan/shape-list", {
  title: params("Lines, areas and texts ({count})"),
  empty: "No lines, areas or texts yet. Draw them with the tools on the map.",
  shape: params("{name}, {kind}, {measure}"),
  unnamedShape: params("{kind}, {measure}"),
  text: params("Text “{text}”"),
});
