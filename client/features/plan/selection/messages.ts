import { count, i18n } from "../../../lib/i18n";

/**
 * The selection panel's words: a module of their own, so they load with the panel and not
 * with /map's first load. Danish: ../messages.da.json ("plan/selection").
 */

/** The panel of several items selected together (selection/selection-panel.tsx). */
export const selectionMessages = i18n("plan/selection", {
  title: "Selection",
  selected: count({
    one: "{count} item selected",
    other: "{count} items selected",
  }),
  turn: "Turn 15°",
  turnAbout: "Turn 180°",
  mirror: "Mirror to the other direction",
  copy: "Copy",
  paste: "Paste",
  delete: "Delete selected",
  clear: "Let go",
  mirrorNoAxis: "Mark the road axis first: the mirror follows the road.",
  mirrorShapes: count({
    one: "Mirror the selected line, area or text too",
    other: "Mirror the {count} selected lines, areas and texts too",
  }),
  mirrorSignsOnly:
    "Only the signs were mirrored: the lines, areas and texts selected stay as they are (tick the box to mirror them too).",
  mirrorNoWorks:
    "No work zone lies along the road axis: the copies stand across the road, facing the other way.",
  saveNoZone: "Select the work zone too: a set-up is measured from it along the road axis.",
  saveNoAxis: "The work zone lies by no road axis: mark the road axis first.",
});
