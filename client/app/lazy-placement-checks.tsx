import { lazy, Suspense } from "react";
import { PlacementChecksPlaceholder } from "../features/checks/placement-checks-placeholder";
import { loadChunk } from "../lib/build-version-reload";

// Its own chunk, loaded as the map screen renders: the map's first paint does without
// the placement rules and their panel (the /map JavaScript budget, bench/sizes.ts).
const PlacementChecksPanel = lazy(() =>
  loadChunk(async () => ({
    default: (await import("../features/checks/placement-checks-panel")).PlacementChecksPanel,
  })),
);

/** The placement checks panel; its heading, marked busy, while it loads. */
export function LazyPlacementChecks() {
  return (
    <Suspense fallback={<PlacementChecksPlaceholder />}>
      <PlacementChecksPanel />
    </Suspense>
  );
}
