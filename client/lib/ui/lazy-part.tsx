import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { loadChunk } from "../build-version-reload";

/**
 * A part of a screen in a chunk of its own, loaded when the part first renders (through
 * `loadChunk`, so a chunk gone with a new build reloads the page): `fallback` until then.
 */
export function lazyPart(load: () => Promise<ComponentType>, fallback: ReactNode = null) {
  const Part = lazy(() => loadChunk(async () => ({ default: await load() })));
  return function LazyPart() {
    return (
      <Suspense fallback={fallback}>
        <Part />
      </Suspense>
    );
  };
}
