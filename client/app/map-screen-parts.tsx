/**
 * The map screen's parts that load as it renders, each in a chunk of its own, so /map
 * paints first without them (the /map JavaScript budget, bench/sizes.ts).
 */
import { useStore } from "@nanostores/react";
import { loadPlacementChecksPanel, PlacementChecksPlaceholder } from "../features/checks";
import { $selectedMarker } from "../features/document";
import {
  loadMapSettingsPanel,
  loadMarkerEditor,
  loadMarkerList,
  loadPhaseSection,
  loadPhaseSwitch,
  loadPlaceSearch,
  loadShortcutsDialog,
} from "../features/map";
import {
  $shortcutsShown,
  loadDrawingToolbar,
  loadMapEditors,
  loadMapShortcuts,
  loadShapeList,
} from "../features/plan";
import { $currentProject, loadStorageNotices } from "../features/projects";
import { loadShares } from "../features/shares";
import { LoadedPart, lazyPart } from "../lib/ui/lazy-part";

// The drawing tools are usable only once the map is there: they load beside the engine.
const DrawingToolbar = lazyPart(loadDrawingToolbar);
// The address search, beside the toolbar: it moves a map that is not there before.
const PlaceSearch = lazyPart(loadPlaceSearch);
// One chunk: they have nothing to edit until the map is there.
const MapEditors = lazyPart(loadMapEditors);
const PlacementChecksPanel = lazyPart(loadPlacementChecksPanel);
// Most visits have nothing to say about storage, but the chunk loads on every visit all the
// same, not when a notice comes: a failure to save can come later, in a tab whose build was
// since replaced, and the reload a missing chunk brings would lose the changes only that
// tab holds.
const StorageNotices = lazyPart(loadStorageNotices);

// Loaded when a sign is first selected: most of a visit to /map is spent before that.
const MarkerEditor = lazyPart(loadMarkerEditor);

// Loaded when first asked for ("?", or the toolbar's button): the keymap's own list of its
// shortcuts, so the dialog cannot miss one.
const ShortcutsDialog = lazyPart(async () => {
  const [Dialog, shortcuts] = await Promise.all([loadShortcutsDialog(), loadMapShortcuts()]);
  const close = () => $shortcutsShown.set(false);
  // Made once: a part's loader runs once.
  return () => <Dialog shortcuts={shortcuts} onClose={close} />;
});

/** The keyboard shortcuts dialog, while it is asked for. */
export function LazyShortcutsDialog() {
  const shown = useStore($shortcutsShown);
  return shown ? <LoadedPart part={ShortcutsDialog} /> : null;
}

/** The selected sign's editor, while a sign is selected. */
export function LazyMarkerEditor() {
  const selected = useStore($selectedMarker) !== null;
  return selected ? <LoadedPart part={MarkerEditor} /> : null;
}

// Below the checks in the panel: the map's look follows a moment after the map paints.
const MapSettingsPanel = lazyPart(loadMapSettingsPanel);

/** The map settings (map type, points of interest, sign size); nothing while they load. */
export const LazyMapSettingsPanel = () => <LoadedPart part={MapSettingsPanel} />;

// Below the checks and settings: the list of signs follows a moment after the map paints.
const MarkerList = lazyPart(loadMarkerList);

/** The list of the signs placed; nothing while it loads. */
export const LazyMarkerList = () => <LoadedPart part={MarkerList} />;

// The panel's last part, below the signs: it follows a moment after the map paints.
const ShapeList = lazyPart(loadShapeList);

/** The list of the plan's lines, areas and texts; nothing while it loads. */
export const LazyShapeList = () => <LoadedPart part={ShapeList} />;

/** The map's drawing toolbar; nothing while it loads (the map area says it is loading). */
export const LazyDrawingToolbar = () => <LoadedPart part={DrawingToolbar} />;

/** The map's address search; nothing while it loads. */
export const LazyPlaceSearch = () => <LoadedPart part={PlaceSearch} />;

/** The map's floating editors (new text label, selected shape, selected label). */
export const LazyMapEditors = () => <LoadedPart part={MapEditors} />;

/** The placement checks panel; its heading, marked busy, while the rules load. */
export const LazyPlacementChecks = () => (
  <LoadedPart part={PlacementChecksPanel} fallback={<PlacementChecksPlaceholder />} />
);

/** The storage notices; nothing while they load. */
export const LazyStorageNotices = () => <LoadedPart part={StorageNotices} />;

// Sharing the open project (issue 39): loaded when a project is open, below its panel.
const ShareSection = lazyPart(async () => (await loadShares()).ShareSection);

/** The open project's sharing; nothing without a project, or while it loads. */
export function LazyShareSection() {
  const open = useStore($currentProject) !== null;
  return open ? <LoadedPart part={ShareSection} /> : null;
}

// The plan's phases (issue 38), below the project: most plans have one layout, so it
// follows a moment after the map paints.
const PhaseSection = lazyPart(loadPhaseSection);

/** The plan's phases; nothing while they load. */
export const LazyPhaseSection = () => <LoadedPart part={PhaseSection} />;

// Which phase the map shows, on the map: with the phase section's chunk.
const PhaseSwitch = lazyPart(loadPhaseSwitch);

/** The phase the map shows, over the map; nothing for a plan of one layout. */
export const LazyPhaseSwitch = () => <LoadedPart part={PhaseSwitch} />;
