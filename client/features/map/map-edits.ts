/**
 * "The person changed the map here": emitted by the marker and setting actions, never by
 * values arriving from storage or another tab. The projects store listens to write each
 * change into the current project (product spec §4) without echoing other tabs' writes.
 */
type MapEditListener = () => void;

const listeners = new Set<MapEditListener>();

export function emitMapEdit(): void {
  for (const listener of listeners) listener();
}

export function onMapEdit(listener: MapEditListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
