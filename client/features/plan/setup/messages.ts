import { count, i18n, params } from "../../../lib/i18n";

/** The "Lay a set-up" panel (its own chunk, with the tool). Danish: messages.da.json beside this file. */
export const setupMessages = i18n("plan/setup", {
  title: "Lay a set-up",
  chosen: params("{setup} · {speed} km/h"),
  setup: "Set-up",
  builtIn: "Standard set-ups",
  own: "My set-ups",
  ownSetups: count({ one: "My set-ups ({count})", other: "My set-ups ({count})" }),
  saved: params("Saved as “{name}” among your set-ups."),
  drawDetour: "Draw the detour route",
  // The detour line's button in the selected shape's panel (shape-editor.tsx): here, not
  // with the drawing's words, so /map's first load does without them.
  signDetour: "Put up detour signs (F 34,1)",
  signDetourTitle: "An F 34,1 where the route begins and before each turn, with the turn's arrow",
  detourSigned: count({
    one: "1 detour sign (F 34,1) put up where the route begins.",
    other:
      "{count} detour signs (F 34,1) put up along the route: where it begins, and before each turn.",
  }),
  speedLimit: "Speed limit on the road (km/h)",
  speedPast: "Speed past the works (km/h)",
  twoWay: "Traffic both ways",
  closedSide: "Closed side",
  right: "Right of the road axis",
  left: "Left of the road axis",
  clickStart:
    "Click where the works start on the road axis, or click a work zone to lay the set-up along it.",
  clickEnd: params("Start at {along} along the road axis. Click where the works end."),
  noAxis: "Mark the road axis first: pick the road or draw along it.",
  notOnAxis: "Click on the road axis (the grey dash-dot line).",
  zoneOffAxis: "This work zone is not by a road axis: mark the road axis through it first.",
  notLaid: "The set-up could not be laid here. Try a longer stretch of the road axis.",
  drawAxis: "Mark the road axis",
  laidTitle: "Set-up laid",
  laid: params("{name}: {signs} and {shapes} laid, {length} of works."),
  signs: count({ one: "{count} sign", other: "{count} signs" }),
  shapes: count({ one: "{count} line or area", other: "{count} lines and areas" }),
  warnings: "Check on the map",
  flip: "Flip the closed side",
  selectOnMap: "Select it on the map",
  remove: "Remove the set-up",
  done: "Done",
  beyondAxis: params(
    "{code} lies {metres} beyond the end of the road axis: extend the axis or move it.",
  ),
  worksOutsideAxis: params("The works reach {metres} beyond the road axis."),
  outsideRule: params("A distance of {value} is outside its rule ({rule})."),
  ruleNotForRoad: params("{rule} is not a rule for this road."),
  unknownRule: params("{rule} is a rule this version does not know."),
  speedNotForSetup: params("This set-up is for {speeds} km/h."),
  practice:
    "Distances without a rule in the regulations (the taper, where C 55 and D 15 stand) are practice values: check them on site.",
});
