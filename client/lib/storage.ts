import { atom, type WritableAtom } from "nanostores";

/**
 * localStorage-backed atoms that people can trust with their plans (DESIGN decision 10):
 * - writes are coalesced (at most one per entry every FLUSH_DELAY_MS, however often the
 *   value changes) and flushed at once on `pagehide` and when the tab is hidden;
 * - an unreadable entry starts from its default, is reported in `$storageNotices` and is
 *   left untouched in storage until that value is changed;
 * - a full quota (or storage refused) is reported in `$storageFailure`; values stay in
 *   memory and the write is retried with the next change;
 * - other tabs' writes arrive through the `storage` event. While this tab has unsaved
 *   changes of its own, the two versions are merged (three-way, see `Codec.merge`)
 *   instead of one silently replacing the other; the same merge runs if storage changed
 *   under us just before we write.
 */

/** How a stored value is read, written and reconciled with another tab's version. */
export type Codec<T> = {
  /** Reads stored text; throws when it is not a value of this entry (unreadable). */
  decode(raw: string): T;
  encode(value: T): string;
  /**
   * Combines our unsaved value (`mine`) with another tab's (`theirs`), both descended from
   * `base` (what we last read or wrote). Without it, our pending value wins.
   */
  merge?(base: T, mine: T, theirs: T): T;
};

/**
 * A persisted atom: `set` changes it and schedules a write; `setQuietly` replaces the value
 * without writing (a value derived from storage, e.g. a recovery).
 */
export type StoredAtom<T> = WritableAtom<T> & {
  readonly storageKey: string;
  readonly defaultValue: T;
  setQuietly(value: T): void;
  /** Whether the stored text was unreadable when loaded and has not been replaced since. */
  isRecovered(): boolean;
};

/** An entry whose stored text could not be read, kept so it can still be downloaded. */
export type StorageNotice = { key: string; raw: string };

export type StorageFailure = {
  kind: "quota" | "unavailable";
  /** The entries whose latest values exist only in this tab. */
  keys: string[];
  message: string;
};

/** Unreadable entries found on load (until dismissed). */
export const $storageNotices = atom<StorageNotice[]>([]);
/** Set while some changes could not be written; cleared once everything is saved. */
export const $storageFailure = atom<StorageFailure | null>(null);

export const FLUSH_DELAY_MS = 250;

type Entry = {
  key: string;
  store: StoredAtom<unknown>;
  codec: Codec<unknown>;
  /** What we last read from or wrote to storage, as text and as a value. */
  baseRaw: string | null;
  base: unknown;
  dirty: boolean;
  recovered: boolean;
};

const entries = new Map<string, Entry>();
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let stopListening: (() => void) | undefined;

/** localStorage, or null where the browser refuses it (privacy settings, sandboxed frames). */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readRaw(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Creates the persisted atom for `key`, reading its stored value now. */
export function storedAtom<T>(key: string, defaultValue: T, codec: Codec<T>): StoredAtom<T> {
  if (entries.has(key)) throw new Error(`storedAtom: "${key}" is already defined`);
  listenToBrowser();
  const raw = readRaw(key);
  let initial = defaultValue;
  let recovered = false;
  if (raw !== null) {
    try {
      initial = codec.decode(raw);
    } catch {
      recovered = true;
      $storageNotices.set([...$storageNotices.get(), { key, raw }]);
    }
  }
  const $value = atom<T>(initial);
  const setQuietly = $value.set.bind($value);
  const entry: Entry = {
    key,
    store: undefined as never,
    codec: codec as Codec<unknown>,
    baseRaw: raw,
    base: initial,
    dirty: false,
    recovered,
  };
  const store = Object.assign($value, {
    storageKey: key,
    defaultValue,
    setQuietly,
    isRecovered: () => entry.recovered,
    set(value: T) {
      if (Object.is(value, $value.get())) return;
      setQuietly(value);
      entry.dirty = true;
      scheduleFlush();
    },
  });
  entry.store = store as StoredAtom<unknown>;
  entries.set(key, entry);
  return store;
}

function scheduleFlush() {
  flushTimer ??= setTimeout(flushStorage, FLUSH_DELAY_MS);
}

function isQuotaError(error: unknown): boolean {
  // By name: QuotaExceededError is its own DOMException subclass in newer engines.
  const name = (error as { name?: unknown } | null)?.name;
  return name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED";
}

/** Writes every changed entry now (also run on `pagehide`). */
export function flushStorage(): void {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  const area = storage();
  const failed: string[] = [];
  let quota = false;
  for (const entry of entries.values()) {
    if (!entry.dirty) continue;
    if (!area) {
      failed.push(entry.key);
      continue;
    }
    const current = readRaw(entry.key);
    if (current !== entry.baseRaw) reconcile(entry, current);
    const raw = entry.codec.encode(entry.store.get());
    try {
      if (raw !== current) area.setItem(entry.key, raw);
      entry.baseRaw = raw;
      entry.base = entry.store.get();
      entry.dirty = false;
      entry.recovered = false;
    } catch (error) {
      failed.push(entry.key);
      if (isQuotaError(error)) quota = true;
      else console.error(`Could not save "${entry.key}"`, error);
    }
  }
  if (failed.length === 0) {
    if ($storageFailure.get()) $storageFailure.set(null);
    return;
  }
  $storageFailure.set(
    quota
      ? {
          kind: "quota",
          keys: failed,
          message:
            "Your browser's storage for this site is full, so the latest changes are kept in this tab only and will be lost when it closes.",
        }
      : {
          kind: "unavailable",
          keys: failed,
          message:
            "This browser does not let the site save data, so changes are kept in this tab only and will be lost when it closes.",
        },
  );
}

/**
 * Takes in another tab's text for an entry. Without unsaved changes here it simply
 * replaces our value; with them, the codec merges both sides (or ours wins).
 */
function reconcile(entry: Entry, raw: string | null) {
  if (raw === entry.baseRaw) return;
  let theirs: unknown;
  try {
    theirs = raw === null ? entry.store.defaultValue : entry.codec.decode(raw);
  } catch {
    return; // another tab wrote something we cannot read: keep ours, overwrite it on write
  }
  const base = entry.base;
  entry.base = theirs;
  entry.baseRaw = raw;
  entry.recovered = false;
  if (!entry.dirty) {
    entry.store.setQuietly(theirs);
  } else if (entry.codec.merge) {
    entry.store.setQuietly(entry.codec.merge(base, entry.store.get(), theirs));
  }
}

function listenToBrowser() {
  if (stopListening || typeof window === "undefined") return;
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== storage()) return;
    if (event.key === null) {
      for (const entry of entries.values()) reconcile(entry, null);
      return;
    }
    const entry = entries.get(event.key);
    if (entry) reconcile(entry, event.newValue);
  };
  const onHidden = () => {
    if (document.visibilityState === "hidden") flushStorage();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener("pagehide", flushStorage);
  document.addEventListener("visibilitychange", onHidden);
  stopListening = () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener("pagehide", flushStorage);
    document.removeEventListener("visibilitychange", onHidden);
  };
}

/** Forgets an unreadable entry's notice (the person has read it). */
export function dismissStorageNotice(key: string): void {
  $storageNotices.set($storageNotices.get().filter((notice) => notice.key !== key));
}

/** Test helper: detaches this module instance from the window and drops pending writes. */
export function stopStorageForTests(): void {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  stopListening?.();
  stopListening = undefined;
  entries.clear();
}
