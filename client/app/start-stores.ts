/**
 * Builds the stores of a page, once, before anything renders (main.tsx; the tests that load
 * the app's stores call it the same way). This is the one place that says where stored
 * values live and where an edit of the map goes:
 * - the storage is the one given here (main.tsx gives the page's localStorage and window,
 *   `pageStorage`; tests give jsdom's or one in memory). Each feature declares its stored
 *   entries when its module loads (lib/storage.ts `storedAtom`); they read and write
 *   nothing until `openStorage` here, where each loads its stored value (an entry of a
 *   chunk loaded later loads when declared). Without this call the stores only hold their
 *   defaults in memory, and nothing is saved;
 * - the edit path (features/document/edits-store.ts) applies an edit to the map's content
 *   (the open project's entries, `project/<id>/signs` and `project/<id>/plan`, or the
 *   map's own `markers` and `plan` without one: the projects feature moves the map's
 *   entries there), the projects feature notes it in the current project (its map
 *   settings, when it changed), and the other tabs on the same plan apply it too (a
 *   BroadcastChannel).
 * Returns what undoes the wiring of edits (for the tests, which load a page's stores many
 * times in one process; lib/storage.ts `stopStorageForTests` closes the storage).
 */
import {
  connectCurrentProject,
  connectOtherTabs,
  keepHistoryThroughReload,
  prepareMarkerWrites,
} from "../features/document";
import {
  $currentProjectIdentity,
  startProjects,
  writeMapEditIntoCurrentProject,
} from "../features/projects";
import { openStorage, type StorageBackend } from "../lib/storage";

/**
 * The page's localStorage, or null where the browser refuses it (privacy settings,
 * sandboxed frames: reading the property throws). The app's only look at localStorage
 * for its stores.
 */
export function pageStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The page's sessionStorage (where the tab keeps its history), or null where refused. */
export function pageSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * `page.session`: where the tab keeps its undo history through a reload (main.tsx gives
 * the page's sessionStorage; without it, as in most tests, the history lives in memory).
 */
export function startStores(page: StorageBackend & { session?: Storage | null }): () => void {
  openStorage(page);
  startProjects();
  prepareMarkerWrites();
  connectCurrentProject(writeMapEditIntoCurrentProject);
  const disconnectTabs = connectOtherTabs({
    plan: () => $currentProjectIdentity.get()?.id ?? null,
  });
  const stopHistory = keepHistoryThroughReload(page.session ?? null, page.window);
  return () => {
    stopHistory();
    disconnectTabs();
    connectCurrentProject(null);
  };
}
