/**
 * The map screen's parts that load as it renders, each in a chunk of its own, so /map
 * paints first without them (the /map JavaScript budget, bench/sizes.ts).
 */
import { PlacementChecksPlaceholder } from "../features/checks/placement-checks-placeholder";
import { lazyPart } from "../lib/ui/lazy-part";

/**
 * The map's drawing toolbar; nothing while it loads (the map area says it is loading). Its
 * tools are usable only once the map is there, so it loads beside the map engine.
 */
export const LazyDrawingToolbar = lazyPart(
  async () => (await import("../features/plan/drawing-toolbar")).DrawingToolbar,
);

/**
 * The map's floating editors (new text label, selected shape, selected label), one chunk:
 * they have nothing to edit until the map is there.
 */
export const LazyMapEditors = lazyPart(async () => {
  const [{ LabelDraftForm }, { ShapeEditor }, { LabelEditor }] = await Promise.all([
    import("../features/plan/label-draft-form"),
    import("../features/plan/shape-editor"),
    import("../features/plan/label-editor"),
  ]);
  return function MapEditors() {
    return (
      <>
        <LabelDraftForm />
        <ShapeEditor />
        <LabelEditor />
      </>
    );
  };
});

/** The placement checks panel; its heading, marked busy, while the rules load. */
export const LazyPlacementChecks = lazyPart(
  async () => (await import("../features/checks/placement-checks-panel")).PlacementChecksPanel,
  <PlacementChecksPlaceholder />,
);

/**
 * The storage notices; nothing while they load. Most visits have nothing to say about
 * storage, but the chunk loads on every visit all the same, not when a notice comes: a
 * failure to save can come later, in a tab whose build was since replaced, and the reload a
 * missing chunk brings would lose the changes only that tab holds.
 */
export const LazyStorageNotices = lazyPart(
  async () => (await import("../features/projects/storage-notices/storage-notices")).StorageNotices,
);
