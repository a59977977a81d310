import { count, i18n, params } from "../../../lib/i18n";

/**
 * The phases' words (issue 38): the panel's section, an item's phases in its editor and the
 * selection's. Loaded with them, not with /map's first load. Danish: messages.da.json
 * beside this file.
 */
export const phaseMessages = i18n("map/phases", {
  heading: "Phases",
  none: "One layout for the whole works. Plan in phases for phase 1 and 2 of the works, or for the layout outside working hours.",
  start: "Plan in phases",
  newName: params("Phase {n}"),
  shown: "Phase shown",
  onMap: "Phase on the map",
  add: "Add a phase",
  full: "A plan has at most 12 phases.",
  shared:
    "Signs, lines and texts with no phase of their own stand in every phase; the rest only in theirs. What you place, draw or lay now goes into the phase shown.",
  name: "Name",
  from: "From",
  to: "To",
  hours: "Daily hours",
  hoursHint: "For example 07–16, or 16–07 and weekends.",
  nameNeeded: "A phase needs a name.",
  remove: params("Delete “{name}”"),
  /** `{name}` is filled in after the count (the plural form depends on the count alone). */
  removeAsk: count({
    one: "Delete “{name}” and the one item that stands in it alone?",
    other: "Delete “{name}” and the {count} items that stand in it alone?",
  }),
  removeAskEmpty: params("Delete “{name}”? Nothing stands in it alone."),
  confirmRemove: "Delete",
  keep: "Keep it",
  removed: params("“{name}” deleted. Ctrl+Z brings it back."),
  itemPhases: "Phases",
  itemPhasesHint: "Ticked in every phase, it is shared and drawn once.",
  onlyOne: "It stands in at least one phase.",
  onlyHere: params("Only in {name}"),
  everywhere: "In every phase",
});
