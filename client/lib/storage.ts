import { atom, type WritableAtom } from "nanostores";

/**
 * localStorage-backed atoms that people can trust with their plans (DESIGN decision 10):
 * - writes are coalesced (an entry is written FLUSH_DELAY_MS after its first unsaved
 *   change, or later if it asks to, however often it changes meanwhile), one entry per
 *   task, and everything is flushed at once on `pagehide` and when the tab is hidden;
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
  /** When the pending change is due to be written (ms since the epoch). */
  dueAt: number;
  writeDelayMs: number;
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

/**
 * Creates the persisted atom for `key`, reading its stored value now. `writeDelayMs`
 * lets a large entry that changes with every edit be written less often.
 */
export function storedAtom<T>(
  key: string,
  defaultValue: T,
  codec: Codec<T>,
  options: { writeDelayMs?: number } = {},
): StoredAtom<T> {
  if (entries.has(key)) throw new Error(`storedAtom: "${key}" is already defined`);
  listenToBrowser();
  const started = performance.now();
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
  // A User Timing entry per load (read + parse + check), read by bench/map-scale.ts.
  performance.measure?.(`storage: load ${key}`, { start: started, detail: raw?.length ?? 0 });
  const $value = atom<T>(initial);
  const setQuietly = $value.set.bind($value);
  const entry: Entry = {
    key,
    store: undefined as never,
    codec: codec as Codec<unknown>,
    baseRaw: raw,
    base: initial,
    dirty: false,
    dueAt: 0,
    writeDelayMs: options.writeDelayMs ?? FLUSH_DELAY_MS,
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
      const now = Date.now();
      if (!entry.dirty) entry.dueAt = now + entry.writeDelayMs;
      entry.dirty = true;
      // Entries that could not be written (storage full) get another try with each change.
      for (const failed of failures.keys()) {
        const other = entries.get(failed);
        if (other?.dirty) other.dueAt = Math.min(other.dueAt, now + other.writeDelayMs);
      }
      scheduleFlush();
    },
  });
  entry.store = store as StoredAtom<unknown>;
  entries.set(key, entry);
  return store;
}

let flushAt = Number.POSITIVE_INFINITY;

/** Sets the timer for the next due write (sooner if a change is due sooner). */
function scheduleFlush() {
  let next = Number.POSITIVE_INFINITY;
  for (const entry of entries.values()) if (entry.dirty) next = Math.min(next, entry.dueAt);
  if (next === Number.POSITIVE_INFINITY || (flushTimer !== undefined && flushAt <= next)) return;
  clearTimeout(flushTimer);
  flushAt = next;
  flushTimer = setTimeout(flushStep, Math.max(0, next - Date.now()));
}

function isQuotaError(error: unknown): boolean {
  // By name: QuotaExceededError is its own DOMException subclass in newer engines.
  const name = (error as { name?: unknown } | null)?.name;
  return name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED";
}

/**
 * Whether stored text differs from what we last read or wrote. Comparing two copies of
 * a 2-million-character entry costs several milliseconds of every write, so large entries
 * are compared by length: any marker added or removed elsewhere changes it.
 */
function changedSince(base: string | null, current: string | null): boolean {
  if (base === null || current === null || base.length !== current.length) return base !== current;
  return base.length <= 100_000 && base !== current;
}

/** Entries whose last write failed, and whether it was for lack of space. */
const failures = new Map<string, "quota" | "unavailable">();

/** Writes one entry, first taking in whatever another tab wrote since we last looked. */
function write(entry: Entry) {
  const area = storage();
  if (!area) {
    failures.set(entry.key, "unavailable");
    entry.dueAt = Number.POSITIVE_INFINITY;
    return;
  }
  // Usually equal (then nothing to do); it differs when another tab wrote and its storage
  // event has not reached us yet: merge, so neither tab's changes are dropped.
  const current = readRaw(entry.key);
  const changedElsewhere = changedSince(entry.baseRaw, current);
  if (changedElsewhere) reconcile(entry, current);
  const raw = entry.codec.encode(entry.store.get());
  try {
    if (!changedElsewhere || raw !== current) area.setItem(entry.key, raw);
    entry.baseRaw = raw;
    entry.base = entry.store.get();
    entry.dirty = false;
    entry.recovered = false;
    failures.delete(entry.key);
  } catch (error) {
    entry.dueAt = Number.POSITIVE_INFINITY; // until the next change
    if (isQuotaError(error)) failures.set(entry.key, "quota");
    else {
      failures.set(entry.key, "unavailable");
      console.error(`Could not save "${entry.key}"`, error);
    }
  }
}

function reportFailures() {
  if (failures.size === 0) {
    if ($storageFailure.get()) $storageFailure.set(null);
    return;
  }
  const keys = [...failures.keys()];
  $storageFailure.set(
    [...failures.values()].includes("quota")
      ? {
          kind: "quota",
          keys,
          message:
            "Your browser's storage for this site is full, so the latest changes are kept in this tab only and will be lost when it closes.",
        }
      : {
          kind: "unavailable",
          keys,
          message:
            "This browser does not let the site save data, so changes are kept in this tab only and will be lost when it closes.",
        },
  );
}

/**
 * Writes one changed entry per task: with 20,000 markers `markers` and `projects` are
 * about 2 million characters each, and writing both in one task would block the page
 * for longer than a frame budget allows.
 */
function flushStep() {
  flushTimer = undefined;
  flushAt = Number.POSITIVE_INFINITY;
  const now = Date.now();
  const due = [...entries.values()].find((entry) => entry.dirty && entry.dueAt <= now);
  if (due) {
    write(due);
    reportFailures();
  }
  scheduleFlush();
}

/** Writes every changed entry now, in one go (on `pagehide`, when the tab is hidden). */
export function flushStorage(): void {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  flushAt = Number.POSITIVE_INFINITY;
  for (const entry of entries.values()) if (entry.dirty) write(entry);
  reportFailures();
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
  flushAt = Number.POSITIVE_INFINITY;
  failures.clear();
  stopListening?.();
  stopListening = undefined;
  entries.clear();
}
