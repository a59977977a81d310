import { afterEach, vi } from "vitest";
import type { StorageBackend } from "../../client/lib/storage";

type StorageModule = typeof import("../../client/lib/storage");
let loaded: StorageModule | undefined;
let stopStores: (() => void) | undefined;

/** Ends the loaded "tab": its storage listeners and its channel to other tabs. */
function stopLoaded() {
  loaded?.stopStorageForTests();
  stopStores?.();
  loaded = undefined;
  stopStores = undefined;
}

afterEach(stopLoaded);

/**
 * Loads the map and project stores afresh and wires them as a page load does
 * (app/start-stores.ts, which main.tsx calls): they read whatever `page`'s storage holds
 * now, jsdom's localStorage unless told. Each call is a new "tab" of module state.
 */
export async function loadStores(
  page: StorageBackend & { session?: Storage | null } = { storage: localStorage, window },
) {
  stopLoaded();
  vi.resetModules();
  const storage = await import("../../client/lib/storage");
  loaded = storage;
  const settings = await import("../../client/features/map/map-settings-store");
  // The map feature's public module: its signs, their actions and the one undo.
  const markers = await import("../../client/features/document");
  // The projects feature's stores, and the projects it adds without the map (the dashboard's).
  const projects = {
    ...(await import("../../client/features/projects/projects-store")),
    ...(await import("../../client/features/projects/project-additions")),
  };
  const { startStores } = await import("../../client/app/start-stores");
  stopStores = startStores(page);
  // The other tabs' message check, loaded as the app has it once its first screen is
  // painted (edits-store.ts): a message then is checked at once, not after a chunk's load.
  await import("../../client/lib/tab-message-check");
  return { storage, settings, markers, projects };
}

/**
 * Chooses `locale` (none: the default, English) in the modules `loadStores` loaded afresh,
 * and waits for its translations.
 */
export async function chooseFreshLocale(locale?: "da") {
  if (!locale) return;
  const { chooseLocale, prepareTranslations } = await import("../../client/lib/i18n");
  chooseLocale(locale);
  await prepareTranslations();
}

/** What another tab does: writes an entry and lets this tab's `storage` listener know. */
export function writeFromAnotherTab(key: string, value: string | null) {
  const oldValue = localStorage.getItem(key);
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(
    new StorageEvent("storage", { key, oldValue, newValue: value, storageArea: localStorage }),
  );
}

export const stored = (key: string): unknown => {
  const raw = localStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
};

/** Fills jsdom's localStorage (5,000,000 characters, as browsers) to the last character. */
export function fillStorage() {
  let size = 0;
  for (let step = 1 << 22; step >= 1; step = Math.floor(step / 2)) {
    try {
      localStorage.setItem("filler", "x".repeat(size + step));
      size += step;
    } catch {
      // too big: try a smaller step
    }
  }
}

/** A storage of its own in memory, not jsdom's localStorage (what a test may give the stores). */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/**
 * The projects as stored, each with its content, in the shape of the first format (an
 * array, each project's content in `data`): the list `projects` (format 2) with each
 * project's `project/<id>/signs` and `project/<id>/plan` (issue 38: content stored once).
 */
export function storedProjects(): {
  id: string;
  title: string;
  description: string;
  createdAt: string;
  details?: unknown;
  data: Record<string, unknown> & {
    markers: { id: string }[];
    mapState: { zoom: number; center: { lat: number; lng: number } } & Record<string, unknown>;
  };
}[] {
  const list = stored("projects") as { version: number; projects: { id: string; data: object }[] };
  if (list === null) return [];
  if (list.version !== 2) throw new Error("`projects` is not of format 2");
  return list.projects.map((entry) => {
    const markers = stored(`project/${entry.id}/signs`) ?? [];
    const plan = (stored(`project/${entry.id}/plan`) ?? {}) as object;
    return { ...entry, data: { ...plan, ...entry.data, markers } } as never;
  });
}
