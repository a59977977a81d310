import { i18n, params } from "../../../lib/i18n";

/**
 * The words of the map panel's parts that load after the map paints: the map settings,
 * the selected sign's editor and the list of signs. A module of their own, so they are not
 * in /map's first load. Danish: ../messages.da.json.
 */

export const mapSettingsMessages = i18n("map/settings", {
  legend: "Map settings",
  mapType: "Map type",
  roadmap: "Road map",
  satellite: "Satellite",
  hybrid: "Satellite with roads",
  terrain: "Terrain",
  roadMapOnly:
    "This look needs Google Maps: the keyless map shows the road map. Projects keep the choice.",
  showPOIs: "Show points of interest",
  showTransport: "Show public transport",
});

export const markerEditorMessages = i18n("map/marker-editor", {
  title: "Selected sign",
  label: "Label",
  note: "Note",
  save: "Save sign",
  remove: "Delete sign",
  close: "Close",
  facing: "Facing",
  rotation: "Rotation (degrees clockwise from north)",
  turnLeft: "Turn 15° left",
  turnRight: "Turn 15° right",
  turnAbout: "Turn 180°",
  rotationKeys: params(
    "Keys while a sign is selected: {r} turns it 15° clockwise, {shift}+{r} 15° back; add {alt} for 1°. {f} turns it 180°.",
  ),
});

export const markerListMessages = i18n("map/marker-list", {
  title: params("Signs on the map ({count})"),
  empty: "No signs placed yet. Choose the Sign tool and click the map to place the chosen sign.",
  toWorks: params("{distance} from the works"),
  atWorks: "at the works",
  pages: "Sign list pages",
  newer: "Newer",
  older: "Older",
  range: params("{from}–{to} of {total}"),
});
