import { lazy, Suspense } from "react";
import { loadChunk } from "../lib/build-version-reload";

// One chunk, loaded as the map screen renders, beside the map engine: the editors of a
// selected line, area or text label, and the new label's form, have nothing to edit until
// the map is there, so /map paints first without them (the /map JavaScript budget,
// bench/sizes.ts).
const MapEditors = lazy(() =>
  loadChunk(async () => {
    const [{ LabelDraftForm }, { ShapeEditor }, { LabelEditor }] = await Promise.all([
      import("../features/plan/label-draft-form"),
      import("../features/plan/shape-editor"),
      import("../features/plan/label-editor"),
    ]);
    return {
      default: () => (
        <>
          <LabelDraftForm />
          <ShapeEditor />
          <LabelEditor />
        </>
      ),
    };
  }),
);

/** The map's floating editors (new text label, selected shape, selected label). */
export function LazyMapEditors() {
  return (
    <Suspense fallback={null}>
      <MapEditors />
    </Suspense>
  );
}
