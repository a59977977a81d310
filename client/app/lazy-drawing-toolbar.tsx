import { lazy, Suspense } from "react";
import { loadChunk } from "../lib/build-version-reload";

// Its own chunk, loaded as the map screen renders, beside the map engine: the drawing
// tools are usable only once the map is there, so /map paints first without them (the /map
// JavaScript budget, bench/sizes.ts).
const DrawingToolbar = lazy(() =>
  loadChunk(async () => ({
    default: (await import("../features/plan/drawing-toolbar")).DrawingToolbar,
  })),
);

/** The map's drawing toolbar; nothing while it loads (the map area says it is loading). */
export function LazyDrawingToolbar() {
  return (
    <Suspense fallback={null}>
      <DrawingToolbar />
    </Suspense>
  );
}
