import { lazy, Suspense } from "react";
import { loadChunk } from "../lib/build-version-reload";

// Its own chunk, loaded as the map screen renders: most visits have nothing to say about
// storage, so /map paints first without the notices and their words (the /map JavaScript
// budget, bench/sizes.ts). Loaded on every visit all the same, not when a notice comes: a
// failure to save can come later, in a tab whose build was since replaced, and the reload a
// missing chunk brings would lose the changes only that tab holds.
const StorageNotices = lazy(() =>
  loadChunk(async () => ({
    default: (await import("../features/projects/storage-notices/storage-notices")).StorageNotices,
  })),
);

/** The storage notices; nothing while they load. */
export function LazyStorageNotices() {
  return (
    <Suspense fallback={null}>
      <StorageNotices />
    </Suspense>
  );
}
