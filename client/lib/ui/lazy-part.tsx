import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from "react";
import { loadChunk } from "../build-version-reload";

/**
 * A part of a screen in a chunk of its own, loaded when it first renders (through
 * `loadChunk`, so a chunk gone with a new build reloads the page). Made once, at module
 * level, and shown with `LoadedPart`.
 */
export function lazyPart<Props extends object = Record<string, never>>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => loadChunk(async () => ({ default: await load() })));
}

/** Shows a lazy part, and `fallback` until its chunk has loaded. */
export function LoadedPart({
  part: Part,
  fallback = null,
}: {
  part: LazyExoticComponent<ComponentType>;
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Part />
    </Suspense>
  );
}
