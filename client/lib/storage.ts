import { atom, type WritableAtom } from "nanostores";

/**
 * localStorage-backed atoms that people can trust with their plans (DESIGN decision 10).
 *
 * The storage is given, never looked up: a feature declares its entries when its module
 * loads (`storedAtom`: key, default, codec), and app/start-stores.ts opens the page's
 * storage (`openStorage`, with its localStorage and window) before anything renders. Each
 * entry declared so far then loads its stored value, and one declared later (in a lazily
 * loaded chunk) loads at once; each load is a User Timing measure, `storage: load <key>`
 * (read by bench/map-scale.ts). Until the storage opens an entry holds its default in
 * memory and nothing is read or written. From then on:
 * - writes are coalesced (an entry is written FLUSH_DELAY_MS after its first unsaved
 *   change, or later if it asks to, however often it changes meanwhile), one entry per
 *   task, and everything is flushed at once on `pagehide` and when the tab is hidden;
 * - an unreadable entry starts from its default, is reported in `$storageNotices` and is
 *   left untouched in storage until the person changes that very entry (`set` to a value
 *   that differs from the fallback). A change that only follows from another entry's edit
 *   (`setDerived`: the map edit copied into the open project) is held in memory, flagged
 *   in the notice, and written only by a direct `set` or `saveHeldEntry`;
 * - a full quota (or storage refused) is reported in `$storageFailure`; values stay in
 *   memory and the write is retried with the next change;
 * - other tabs' writes arrive through the `storage` event. While this tab has unsaved
 *   changes of its own, the two versions are merged (three-way, see `Codec.merge`)
 *   instead of one silently replacing the other;
 * - each write is a read-merge-write of that entry under a Web Lock (`storage:<key>`), so
 *   two tabs writing one entry in the same instant take turns and the second merges the
 *   first's text instead of overwriting it. (Only the `pagehide` flush writes without the
 *   lock: a closing page cannot wait for one.)
 * - the lock alone is not enough: Chromium delivers another tab's write to this tab's copy
 *   of localStorage over a different channel than the lock, so a read under the lock can
 *   still miss a write made just before (seen in test/e2e/map-two-tabs.test.ts), and a
 *   version from another tab may lack our latest changes. The map's content (`markers`,
 *   `plan`) follows edits (`Codec.followsEdits`): every tab applies every edit, received
 *   over a BroadcastChannel (features/document/edits-store.ts), and a stored version from
 *   another tab is always merged with ours by a merge that knows which of our changes no
 *   other tab has shown yet; what it lacks is written back. No timing decides anything.
 * - a deletion is recorded as a tombstone (`markDeleted`, localStorage `deletions`, written
 *   at once, so it reaches other tabs before the list it was deleted from), and list merges
 *   never bring a tombstoned item back: that re-merge cannot undo a deletion made in the
 *   other tab after seeing our write.
 * - an entry whose codec is a `union` (the project list) goes further: an item leaves it
 *   only through a tombstone, never by being absent from some version. Every write merges
 *   what is stored (even unchanged) and every version from another tab is merged with ours,
 *   whenever it comes: a version that lacks what we know (made from a stale read, or
 *   flushed without the lock by a closing tab) is answered with a write that has it.
 *
 * Every stored entry goes through here (issue 15.4). `@nanostores/persistent` is not the
 * primitive underneath: its `set` writes at once on every change and lets a full quota
 * throw into whoever changed the value (inside a store listener, too), and it has no
 * hook for merging or for keeping unreadable text; what is left of it to reuse is an atom
 * and `localStorage.setItem`.
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
  /**
   * `merge` keeps every item either side has unless it is tombstoned (see `markDeleted`),
   * so a version lacking some of ours is stale, at any time, and is answered with a write.
   */
  union?: boolean;
  /**
   * The entry changes through edits every tab applies (the map's content): another tab's
   * version is always merged with ours (`merge` knows which of our changes are not in it
   * because that tab had not seen them yet), and what it lacks is written back.
   */
  followsEdits?: boolean;
};

/**
 * Plain text stored as it is (no JSON quotes: what `@nanostores/persistent` wrote, so
 * earlier builds' entries still read); text `valid` refuses is unreadable.
 */
export function textCodec(valid: (text: string) => boolean = () => true): Codec<string> {
  return {
    decode(raw) {
      if (!valid(raw)) throw new TypeError("unexpected text");
      return raw;
    },
    encode: (value) => value,
  };
}

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
  /**
   * A change that follows from another entry's edit (not the person changing this one):
   * written like `set`, except while the stored text is unreadable, when it is only held
   * in memory (see `saveHeldEntry`).
   */
  setDerived(value: T): void;
  /**
   * A change not worth a write of its own (the camera's place, copied into the open
   * project with every pan): written with this entry's next write, or when the page is
   * hidden or left. Over unreadable text, held like `setDerived`.
   */
  setLazily(value: T): void;
};

/**
 * An entry whose stored text could not be read, kept so it can still be downloaded;
 * `held` when this tab has changes for it that are not written, so as not to replace it.
 */
export type StorageNotice = { key: string; raw: string; held?: boolean };

export type StorageFailure = {
  kind: "quota" | "unavailable";
  /** The entries whose latest values exist only in this tab. */
  keys: string[];
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
  /** Changes kept in memory only, so as not to overwrite unreadable stored text. */
  held: boolean;
  /** A locked write is waiting for its turn. */
  writing: boolean;
  /** A value written under a key no atom declares, kept until it is written (storeValue). */
  pending?: boolean;
  /** A list stored in parts of its own (see `StoredParts`). */
  parts?: PartsState;
};

/**
 * A long list stored in parts (the plan's signs: 20,000 are ~2 million characters, and one
 * `setItem` of that takes 36–54 ms): part 0 under the entry's key, part n under `<key>/<n>`,
 * each a JSON array of up to `size` items. An item stays in the part it was first written
 * to (new items go to the last part, or a new one once it is full), so an edit rewrites
 * only the part its item is in, and a part another tab wrote is whole on its own: tabs that
 * see one part newer than another still see every item once.
 */
export type StoredParts<Item> = {
  size: number;
  id(item: Item): string;
  /** One item's JSON (the list's parts are these, joined). */
  encodeItem(item: Item): string;
};

type PartsState = StoredParts<unknown> & {
  /** The part each item is in, as last read or written. */
  partOf: Map<string, number>;
  /** Each part's text as last read from or written to storage, and the items it held. */
  texts: string[];
  items: (readonly unknown[] | undefined)[];
};

const newPartsState = (parts: StoredParts<unknown>): PartsState => ({
  size: parts.size,
  id: parts.id,
  encodeItem: parts.encodeItem,
  partOf: new Map(),
  texts: [],
  items: [],
});

/** The key of a list's part `n`. */
export const partKey = (key: string, n: number): string => (n === 0 ? key : `${key}/${n}`);

/** The parts of a list stored under `key`, in order; null when there is none. */
function readPartTexts(key: string): string[] | null {
  const first = readRaw(key);
  if (first === null) return null;
  const texts = [first];
  for (let n = 1; ; n++) {
    const text = readRaw(partKey(key, n));
    if (text === null) return texts;
    texts.push(text);
  }
}

/** The parts as the one list they make, as text (what the codec reads). */
function joinPartTexts(texts: readonly string[]): string {
  if (texts.length === 1) return texts[0] as string;
  const trimmed = texts.map((text) => text.trim());
  // A part that is not a JSON array leaves the whole unreadable, as one bad entry does.
  const whole = trimmed.every((text) => text.startsWith("[") && text.endsWith("]"));
  if (!whole) return texts.join("\n");
  const inner = trimmed.map((text) => text.slice(1, -1).trim()).filter(Boolean);
  return `[${inner.join(",")}]`;
}

/** Reads each part with the codec, noting which part each item is in; throws as decode does. */
function decodeParts(parts: PartsState, codec: Codec<unknown>, texts: readonly string[]) {
  const lists = texts.map((text) => codec.decode(text) as readonly unknown[]);
  parts.texts = [...texts];
  parts.items = lists;
  // An item past a part's size (a list written whole before it was in parts) has no part
  // yet: the next write moves it to the last parts.
  lists.forEach((items, n) => {
    items.forEach((item, i) => {
      if (i < parts.size) parts.partOf.set(parts.id(item), n);
      else parts.partOf.delete(parts.id(item));
    });
  });
  if (lists.length === 1) return lists[0];
  // An item another tab is moving to a later part shows in both for a moment: once here.
  const seen = new Set<string>();
  return lists.flat().filter((item) => {
    const id = parts.id(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * What is stored for an entry, as one text; for a list in parts, the parts joined (and
 * read, so that `decodeStored` reads the very parts behind it).
 */
function readEntryText(entry: Entry): string | null {
  if (!entry.parts) return readRaw(entry.key);
  const { parts } = entry;
  const texts = readPartTexts(entry.key) ?? [];
  // A part as it was keeps its items (so that writing it again is not even joined again).
  parts.items = texts.map((text, n) => (text === parts.texts[n] ? parts.items[n] : undefined));
  parts.texts = texts;
  return texts.length > 0 ? joinPartTexts(texts) : null;
}

/** Reads stored text of an entry (`readEntryText`'s); throws when it is unreadable. */
function decodeStored(entry: Entry, raw: string): unknown {
  const { parts } = entry;
  if (!parts || parts.texts.length === 0) return entry.codec.decode(raw);
  return decodeParts(parts, entry.codec, parts.texts);
}

/**
 * Writes a list in parts: each item in its part (a new one in the last, or a new part once
 * that is full), and only the parts whose text changed. Throws as `setItem` does; the parts
 * written before it stay written (each is whole), the rest are written with the next try.
 */
function writeParts(area: Storage, key: string, parts: PartsState, list: readonly unknown[]) {
  const groups: unknown[][] = [];
  let last = 0;
  for (const n of parts.partOf.values()) last = Math.max(last, n);
  const fresh: unknown[] = [];
  const put = (n: number, item: unknown) => {
    const group = groups[n] ?? [];
    groups[n] = group;
    group.push(item);
  };
  for (const item of list) {
    const n = parts.partOf.get(parts.id(item));
    if (n === undefined) fresh.push(item);
    else put(n, item);
  }
  for (const item of fresh) {
    if ((groups[last]?.length ?? 0) >= parts.size) last += 1;
    put(last, item);
    parts.partOf.set(parts.id(item), last);
  }
  const count = Math.max(groups.length, parts.texts.length, 1);
  // The last part first: an item moving out of an oversized part is written to its new
  // part before it leaves the old one, so a tab reading in between sees it twice (read
  // once), never not at all.
  for (let n = count - 1; n >= 0; n--) {
    const items = groups[n] ?? [];
    const before = parts.items[n];
    const same =
      before !== undefined &&
      before.length === items.length &&
      items.every((item, i) => item === before[i]);
    const text = same
      ? (parts.texts[n] as string)
      : `[${items.map((item) => parts.encodeItem(item)).join(",")}]`;
    if (text !== parts.texts[n]) area.setItem(partKey(key, n), text);
    parts.texts[n] = text;
    parts.items[n] = items;
  }
  return joinPartTexts(parts.texts);
}

const entries = new Map<string, Entry>();
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let stopListening: (() => void) | undefined;

/** Where the entries are kept: given by app/start-stores.ts (tests give theirs). */
export type StorageBackend = {
  /** The page's localStorage, or null where the browser refuses it: writes then fail. */
  storage: Storage | null;
  /**
   * The page's window: other tabs' `storage` events (for `storage` only) and `pagehide`
   * arrive there, and its document's `visibilitychange`.
   */
  window: Window;
};

/** The opened storage; undefined until `openStorage`. */
let backend: StorageBackend | undefined;

/** The opened storage: none before it opens, null where the browser refuses it. */
function storage(): Storage | null | undefined {
  return backend?.storage;
}

function readRaw(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Opens the page's storage (app/start-stores.ts, once, before anything renders): every
 * entry declared so far loads its stored value, later ones load when declared, and from
 * now on changes are written there and other tabs' writes taken in.
 */
export function openStorage(given: StorageBackend): void {
  if (backend) throw new Error("storage opened twice");
  backend = given;
  deletions = undefined; // none were read: nothing was open
  listenToBrowser(given.window);
  announceUnreadableDeletions();
  for (const entry of entries.values()) load(entry);
}

/** Reports stored text that could not be read in `$storageNotices` (it is left as it is). */
function announce(key: string, raw: string) {
  // Once per entry: the map's entries load a key again when they move back to it.
  const others = $storageNotices.get().filter((notice) => notice.key !== key);
  $storageNotices.set([...others, { key, raw }]);
}

/** Reads an entry's stored value into its atom (its default when there is none). */
function load(entry: Entry) {
  const started = performance.now();
  const raw = readEntryText(entry);
  let value = entry.store.defaultValue;
  if (raw !== null) {
    try {
      value = decodeStored(entry, raw);
    } catch {
      entry.recovered = true;
      announce(entry.key, raw);
    }
  }
  // A User Timing entry per load (read + parse + check), read by bench/map-scale.ts.
  performance.measure?.(`storage: load ${entry.key}`, {
    start: started,
    detail: raw?.length ?? 0,
  });
  entry.baseRaw = raw;
  entry.base = value;
  entry.store.setQuietly(value);
}

/**
 * Declares the persisted atom for `key`: it holds `defaultValue` until the storage opens,
 * then what is stored (at once, when it is open already). `writeDelayMs` lets a large entry
 * that changes with every edit be written less often.
 */
export function storedAtom<T>(
  key: string,
  defaultValue: T,
  codec: Codec<T>,
  options: {
    writeDelayMs?: number;
    /** A list stored in parts of its own (`StoredParts`). */
    parts?: T extends readonly (infer Item)[] ? StoredParts<Item> : never;
  } = {},
): StoredAtom<T> {
  if (entries.has(key)) throw new Error(`storedAtom: "${key}" is already defined`);
  const $value = atom<T>(defaultValue);
  const setQuietly = $value.set.bind($value);
  const entry: Entry = {
    key,
    store: undefined as never,
    codec: codec as Codec<unknown>,
    baseRaw: null,
    base: defaultValue,
    dirty: false,
    dueAt: 0,
    writeDelayMs: options.writeDelayMs ?? FLUSH_DELAY_MS,
    recovered: false,
    held: false,
    writing: false,
    ...(options.parts ? { parts: newPartsState(options.parts as StoredParts<unknown>) } : {}),
  };
  const store = Object.assign($value, {
    defaultValue,
    setQuietly,
    isRecovered: () => entry.recovered,
    set(value: T) {
      const current = $value.get();
      if (Object.is(value, current)) return;
      // Over unreadable text, only a different value is a change (loading the defaults
      // the app already fell back to is not).
      if (entry.recovered && !entry.held && codec.encode(value) === codec.encode(current)) {
        setQuietly(value);
        return;
      }
      // Dirty before listeners run: a write they cause (or a flush) must include this one.
      markDirty(entry);
      setQuietly(value);
    },
    setDerived(value: T) {
      if (!entry.recovered) {
        store.set(value);
      } else if (!Object.is(value, $value.get())) {
        hold(entry);
        setQuietly(value);
      }
    },
    setLazily(value: T) {
      if (entry.recovered) {
        store.setDerived(value);
        return;
      }
      if (Object.is(value, $value.get())) return;
      if (!entry.dirty && backend) {
        entry.dirty = true;
        entry.dueAt = Number.POSITIVE_INFINITY; // until a change of its own, or a flush
      }
      setQuietly(value);
    },
  });
  // Where it is stored now: an entry can move to another key (`relocateStoredAtom`).
  Object.defineProperty(store, "storageKey", { get: () => entry.key });
  entry.store = store as unknown as StoredAtom<unknown>;
  entryOfStore.set(entry.store, entry);
  entries.set(key, entry);
  if (backend) load(entry);
  return store as unknown as StoredAtom<T>;
}

/** Each declared atom's entry (its key can change: `relocateStoredAtom`). */
const entryOfStore = new WeakMap<StoredAtom<unknown>, Entry>();

/**
 * Moves a stored atom to another key (the map's content when another project opens): what
 * it has not written yet goes to the key it leaves first, and it then holds what is stored
 * at the new key (its default when nothing is), as a load does, unreadable text announced
 * and kept. A write to the old key that fails (a full quota) is not lost: that value stays
 * pending under the old key, reported and tried again, as any failed write
 * (`storeValue`).
 */
export function relocateStoredAtom(store: StoredAtom<unknown>, key: string): void {
  const entry = entryOfStore.get(store);
  if (!entry || entry.key === key) return;
  if (entries.has(key)) throw new Error(`relocateStoredAtom: "${key}" is in use`);
  const left = entry.key;
  if (entry.dirty && backend) {
    write(entry);
    if (failures.has(left)) {
      keepPending(left, entry.codec, entry.store.get(), entry.parts);
    }
  }
  if (entries.get(left) === entry) entries.delete(left);
  entry.key = key;
  entry.dirty = false;
  entry.dueAt = 0;
  entry.recovered = false;
  entry.held = false;
  entry.baseRaw = null;
  entry.base = entry.store.defaultValue;
  if (entry.parts) entry.parts = newPartsState(entry.parts);
  entries.set(key, entry);
  if (backend) load(entry);
  else entry.store.setQuietly(entry.store.defaultValue);
  reportFailures();
}

/** The parts of a list as last read or written (kept by a value left pending there). */
const partsAsRead = (parts: StoredParts<unknown>): Partial<PartsState> =>
  "partOf" in parts ? { partOf: new Map((parts as PartsState).partOf) } : {};

/** A value to write under a key no atom declares; written again until it is (see below). */
function keepPending(
  key: string,
  codec: Codec<unknown>,
  value: unknown,
  parts?: StoredParts<unknown>,
) {
  const $value = atom<unknown>(value);
  const pending: Entry = {
    key,
    // A plain overwrite: no merge with what another tab stored there.
    codec: { decode: codec.decode, encode: codec.encode },
    store: Object.assign($value, {
      defaultValue: value,
      setQuietly: $value.set.bind($value),
      isRecovered: () => false,
      setDerived: $value.set.bind($value),
      setLazily: $value.set.bind($value),
    }) as unknown as StoredAtom<unknown>,
    baseRaw: null,
    base: value,
    dirty: true,
    dueAt: Number.POSITIVE_INFINITY,
    writeDelayMs: FLUSH_DELAY_MS,
    recovered: false,
    held: false,
    writing: false,
    pending: true,
    // What is stored in parts is written in parts (those already written are kept as read).
    ...(parts ? { parts: { ...newPartsState(parts), ...partsAsRead(parts) } } : {}),
  };
  Object.defineProperty(pending.store, "storageKey", { get: () => pending.key });
  entries.set(key, pending);
  return pending;
}

/**
 * Writes a value under a key no atom declares (a project's content that is not open: an
 * import, a copy, a deletion undone), now. Answers why it is not saved (a full quota,
 * storage refused), or null when it is; a value not saved stays pending in this tab,
 * reported in `$storageFailure`, written with the next change or when the page is hidden,
 * and read back by `readStoredValue` meanwhile.
 */
export function storeValue<T>(
  key: string,
  codec: Codec<T>,
  value: T,
  parts?: T extends readonly (infer Item)[] ? StoredParts<Item> : never,
): StorageFailure["kind"] | null {
  if (!backend) return "unavailable";
  const declared = entries.get(key);
  if (declared && !declared.pending) throw new Error(`storeValue: "${key}" is declared`);
  const pending = keepPending(key, codec as Codec<unknown>, value, parts as StoredParts<unknown>);
  write(pending);
  const failure = failures.get(key) ?? null;
  if (!failure) entries.delete(key);
  reportFailures();
  return failure;
}

/**
 * A value stored under a key no atom declares: what this tab has pending for it, else
 * what is stored (`missing` when nothing is, `unreadable` with the text when the codec
 * refuses it).
 */
export function readStoredValue<T>(
  key: string,
  codec: Codec<T>,
  parts?: T extends readonly (infer Item)[] ? StoredParts<Item> : never,
): { value: T } | { missing: true } | { unreadable: string } {
  const known = entries.get(key);
  if (known) return { value: known.store.get() as T };
  const texts = parts ? readPartTexts(key) : [readRaw(key)].filter((raw) => raw !== null);
  if (!texts || texts.length === 0) return { missing: true };
  try {
    // A list in parts reads as an entry in parts loads (`decodeParts`: each item once).
    const value = parts
      ? decodeParts(newPartsState(parts as StoredParts<unknown>), codec as Codec<unknown>, texts)
      : codec.decode(texts[0] as string);
    return { value: value as T };
  } catch {
    return { unreadable: joinPartTexts(texts) };
  }
}

/** Why the latest value for a key is not saved (a full quota, storage refused), or null. */
export const storageFailureOf = (key: string): StorageFailure["kind"] | null =>
  failures.get(key) ?? null;

/** Removes a key no atom declares, and what this tab had pending for it. */
export function removeStoredValue(key: string): void {
  const known = entries.get(key);
  if (known && !known.pending) throw new Error(`removeStoredValue: "${key}" is declared`);
  entries.delete(key);
  failures.delete(key);
  try {
    // With the parts of a list stored there (`<key>/1`, `<key>/2`, …).
    const parts = readPartTexts(key)?.length ?? 0;
    for (let n = 0; n < Math.max(parts, 1); n++) storage()?.removeItem(partKey(key, n));
  } catch {
    // Refused storage: nothing was written there either.
  }
  reportFailures();
}

/** Whether anything is stored (or pending here) under a key. */
export function isStored(key: string): boolean {
  return entries.get(key)?.pending === true || readRaw(key) !== null;
}

/**
 * Calls `listener` with the key of each write another tab makes under keys that start with
 * `prefix` (and with null when that tab cleared everything).
 */
export function listenToStoredKeys(prefix: string, listener: (key: string | null) => void) {
  keyListeners.add({ prefix, listener });
  return () => {
    for (const item of keyListeners) if (item.listener === listener) keyListeners.delete(item);
  };
}
const keyListeners = new Set<{ prefix: string; listener: (key: string | null) => void }>();

function markDirty(entry: Entry) {
  if (!backend) return; // nowhere to write: a value in memory only
  const now = Date.now();
  // A lazy change waiting (`setLazily`) goes with this one.
  entry.dueAt = entry.dirty
    ? Math.min(entry.dueAt, now + entry.writeDelayMs)
    : now + entry.writeDelayMs;
  entry.dirty = true;
  if (entry.held) {
    entry.held = false;
    setNotice(entry.key, { held: false });
  }
  // Entries that could not be written (storage full) get another try with each change.
  for (const failed of failures.keys()) {
    const other = entries.get(failed);
    if (other?.dirty) other.dueAt = Math.min(other.dueAt, now + other.writeDelayMs);
  }
  scheduleFlush();
}

function hold(entry: Entry) {
  if (entry.held) return;
  entry.held = true;
  setNotice(entry.key, { held: true });
}

function setNotice(key: string, changes: Partial<StorageNotice>) {
  const notices = $storageNotices.get();
  if (!notices.some((notice) => notice.key === key)) return;
  $storageNotices.set(
    notices.map((notice) => (notice.key === key ? { ...notice, ...changes } : notice)),
  );
}

/**
 * Writes the changes held for an unreadable entry, replacing its stored text (the person
 * chose to, in the notice).
 */
export function saveHeldEntry(key: string): void {
  const entry = entries.get(key);
  if (!entry?.held) return;
  markDirty(entry);
  flushStorage();
}

let flushAt = Number.POSITIVE_INFINITY;

/** Sets the timer for the next due write (sooner if a change is due sooner). */
function scheduleFlush() {
  let next = Number.POSITIVE_INFINITY;
  for (const entry of entries.values()) {
    if (entry.dirty && !entry.writing) next = Math.min(next, entry.dueAt);
  }
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
  const current = readEntryText(entry);
  const changedElsewhere = changedSince(entry.baseRaw, current);
  if (changedElsewhere) reconcile(entry, current);
  else if (entry.codec.union && entry.codec.merge) {
    // Nothing leaves a union entry without a tombstone, not even by our own hand.
    const merged = entry.codec.merge(entry.base, entry.store.get(), entry.base);
    if (merged !== entry.store.get()) entry.store.setQuietly(merged);
  }
  const value = entry.store.get();
  try {
    let raw: string;
    if (entry.parts) {
      raw = writeParts(area, entry.key, entry.parts, value as readonly unknown[]);
    } else {
      raw = entry.codec.encode(value);
      if (!changedElsewhere || raw !== current) area.setItem(entry.key, raw);
    }
    entry.baseRaw = raw;
    entry.base = entry.store.get();
    entry.dirty = false;
    entry.recovered = false;
    failures.delete(entry.key);
    if (entry.pending && entries.get(entry.key) === entry) entries.delete(entry.key);
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
  // What people read about it is the screens' (their language): the kind says which.
  $storageFailure.set({
    kind: [...failures.values()].includes("quota") ? "quota" : "unavailable",
    keys: [...failures.keys()],
  });
}

/** The browser's Web Locks, where there are any (not in older browsers, nor in jsdom). */
function lockManager(): LockManager | undefined {
  return typeof navigator === "undefined" ? undefined : navigator.locks;
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
  const due = [...entries.values()].find(
    (entry) => entry.dirty && !entry.writing && entry.dueAt <= now,
  );
  const locks = lockManager();
  if (due && locks) {
    // Read, merge and write while holding the entry's lock: another tab's write of it
    // either happened before (and is merged) or waits until ours is done.
    due.writing = true;
    locks
      .request(`storage:${due.key}`, () => {
        due.writing = false;
        if (due.dirty && entries.get(due.key) === due) {
          write(due);
          reportFailures();
        }
      })
      .catch((error: unknown) => {
        // No lock to be had (e.g. the document is going away): write as best we can.
        console.warn(`Writing "${due.key}" without a lock`, error);
        due.writing = false;
        if (due.dirty && entries.get(due.key) === due) {
          write(due);
          reportFailures();
        }
      })
      .finally(scheduleFlush);
  } else if (due) {
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
  let stored: unknown;
  try {
    stored = raw === null ? entry.store.defaultValue : decodeStored(entry, raw);
  } catch {
    return; // another tab wrote something we cannot read: keep ours, overwrite it on write
  }
  const { codec } = entry;
  if ((codec.union || codec.followsEdits) && codec.merge) {
    const merged = codec.merge(entry.base, entry.store.get(), stored);
    entry.base = stored;
    entry.baseRaw = raw;
    entry.recovered = false;
    if (entry.held) dismissHeld(entry);
    entry.store.setQuietly(merged);
    // We know something that version lacks: write it back (a lazy change waiting too).
    const due = entry.dirty && entry.dueAt !== Number.POSITIVE_INFINITY;
    if (!due && codec.encode(merged) !== codec.encode(stored)) markDirty(entry);
    return;
  }
  const base = entry.base;
  entry.base = stored;
  entry.baseRaw = raw;
  entry.recovered = false;
  if (entry.held) dismissHeld(entry);
  if (!entry.dirty) {
    entry.store.setQuietly(stored);
  } else if (entry.codec.merge) {
    entry.store.setQuietly(entry.codec.merge(base, entry.store.get(), stored));
  }
}

/**
 * The unreadable text is gone (another tab replaced it): what we held is an ordinary
 * unsaved change now, merged with theirs and written.
 */
function dismissHeld(entry: Entry) {
  markDirty(entry);
  dismissStorageNotice(entry.key);
}

/**
 * Writes this entry now, without waiting for its turn or the lock (a small entry whose
 * change other tabs should see before the entries that follow from it, or a change that
 * must not be shown as saved before it is). Answers why its value is not saved (a full
 * quota, storage refused), or null when it is.
 */
export function writeNow(store: StoredAtom<unknown>): StorageFailure["kind"] | null {
  const entry = entries.get(store.storageKey);
  if (!backend) return "unavailable";
  if (!entry) return null;
  if (entry.dirty) {
    write(entry);
    reportFailures();
  }
  return failures.get(entry.key) ?? null;
}

/**
 * The page leaves what `store` shows for other content, loaded on purpose (the map opens
 * another plan, here or following another tab): what it shows now becomes the base of its
 * next merge. A version another tab made of the content being left, before it heard of the
 * change, then reads as that old content, which the new one replaced, and nothing of it
 * comes back. (Against the last stored version instead, the old content's items that
 * storage had not held yet would read as the other tab's additions.)
 */
export function rebaseOnShownValue(store: StoredAtom<unknown>): void {
  const entry = entries.get(store.storageKey);
  if (entry) entry.base = entry.store.get();
}

/** Calls `listener` after another tab's version of `store` has been taken in here. */
export function listenToOtherTabs(store: StoredAtom<unknown>, listener: () => void): () => void {
  const listeners = foreignListeners.get(store) ?? new Set();
  foreignListeners.set(store, listeners);
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const foreignListeners = new Map<StoredAtom<unknown>, Set<() => void>>();

// ---- Deletions (tombstones) --------------------------------------------------------------

/**
 * localStorage `deletions`: `{ "version": 1, "ids": { "<scope>/<id>": at } }`, where `at` is
 * when the item was deleted (ms since the epoch), or minus when it was restored (undo).
 * The latest of the two wins, so versions from any tabs combine in any order.
 */
export const DELETIONS_KEY = "deletions";
/** Tombstones older than this are dropped (no tab keeps a stale copy for so long)… */
export const DELETIONS_KEEP_MS = 30 * 24 * 60 * 60 * 1000;
/** …and only this many of the newest are kept. */
export const DELETIONS_MAX = 10_000;
let deletions: Map<string, number> | undefined;
/**
 * The deleted ids of each scope (`deletedIn`), made from a `deletions` map when first asked:
 * a merge asks once per item, 20,000 times per write of a large project, and a Set lookup
 * spares it building a tombstone id for each. A new map has none yet; a map changed in place
 * is changed by `joinDeletions`, which drops its entry, or just before `saveDeletions`
 * replaces it with a new one (`markDeleted`, `markRestored`).
 */
const deletedByScope = new WeakMap<Map<string, number>, Map<string, Set<string>>>();
let lastStamp = 0;

/** The format of `deletions` this build reads and writes. */
const DELETIONS_VERSION = 1;

/**
 * The tombstones in stored `deletions` text, or null when it is not that entry as this
 * build writes it (not JSON, another shape, a stamp that is no time, a newer format).
 */
function parseDeletions(raw: string): Map<string, number> | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { version, ids } = value as Record<string, unknown>;
  if (version !== DELETIONS_VERSION) return null;
  if (typeof ids !== "object" || ids === null || Array.isArray(ids)) return null;
  const known = new Map<string, number>();
  for (const [id, at] of Object.entries(ids)) {
    if (typeof at !== "number" || !Number.isFinite(at)) return null;
    if (at !== 0) known.set(id, at);
  }
  return known;
}

/**
 * What `deletions` holds; none when it is unreadable (announced on load, like any entry,
 * and left as it is until the person deletes or restores something, which writes it anew).
 */
function readDeletions(): Map<string, number> {
  const raw = readRaw(DELETIONS_KEY);
  return (raw === null ? null : parseDeletions(raw)) ?? new Map();
}

/** Reports unreadable `deletions` text in `$storageNotices` (when the storage opens). */
function announceUnreadableDeletions() {
  const raw = readRaw(DELETIONS_KEY);
  if (raw !== null && parseDeletions(raw) === null) {
    announce(DELETIONS_KEY, raw);
  }
}

/** Takes in `from`'s newer stamps; whether `into` had any that `from` lacks. */
function joinDeletions(into: Map<string, number>, from: Map<string, number>): boolean {
  deletedByScope.delete(into);
  for (const [id, at] of from) {
    const mine = into.get(id);
    if (mine === undefined || Math.abs(at) > Math.abs(mine)) into.set(id, at);
  }
  for (const [id, at] of into) if (from.get(id) !== at) return true;
  return false;
}

function knownDeletions(): Map<string, number> {
  deletions ??= readDeletions();
  return deletions;
}

/** The ids deleted (and not restored) in one scope, by their tombstones' prefix. */
function deletedInScope(scope: string): ReadonlySet<string> {
  const known = knownDeletions();
  let byScope = deletedByScope.get(known);
  if (!byScope) {
    byScope = new Map();
    deletedByScope.set(known, byScope);
  }
  let ids = byScope.get(scope);
  if (!ids) {
    // By prefix, not by splitting at a "/": an id read from an imported file may hold one.
    const prefix = tombstoneId(scope, "");
    ids = new Set();
    for (const [key, at] of known) {
      if (at > 0 && key.startsWith(prefix)) ids.add(key.slice(prefix.length));
    }
    byScope.set(scope, ids);
  }
  return ids;
}

function saveDeletions() {
  const known = knownDeletions();
  joinDeletions(known, readDeletions());
  const oldest = Date.now() - DELETIONS_KEEP_MS;
  const kept = [...known].filter(([, at]) => Math.abs(at) >= oldest);
  kept.sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]));
  deletions = new Map(kept.slice(0, DELETIONS_MAX));
  try {
    storage()?.setItem(
      DELETIONS_KEY,
      JSON.stringify({ version: DELETIONS_VERSION, ids: Object.fromEntries(deletions) }),
    );
  } catch {
    // Storage full or refused: the tombstones hold in this tab, and go with the next one.
  }
}

/** A stamp later than any this tab gave, so a restore right after a deletion wins. */
function stamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}

/**
 * Records that these items (ids with their scope, e.g. `map/<marker id>`) were deleted on
 * purpose, and writes that at once: merges drop them from every version, in every tab.
 */
export function markDeleted(ids: readonly string[]): void {
  if (ids.length === 0) return;
  const known = knownDeletions();
  const at = stamp();
  for (const id of ids) known.set(id, at);
  saveDeletions();
}

/** Takes back `markDeleted` for these ids (an undone deletion). */
export function markRestored(ids: readonly string[]): void {
  const known = knownDeletions();
  const deleted = ids.filter((id) => (known.get(id) ?? 0) > 0);
  if (deleted.length === 0) return;
  const at = stamp();
  for (const id of deleted) known.set(id, -at);
  saveDeletions();
}

/** The tombstone id of an item in a scope: the map (`map`), the project list (`project`), a project (its id). */
export const tombstoneId = (scope: string, id: string): string => `${scope}/${id}`;

/** Whether an item of this scope was deleted: what list merges take as `deleted`. */
export const deletedIn =
  (scope: string) =>
  (id: string): boolean =>
    deletedInScope(scope).has(id);

function takeInDeletions() {
  const known = knownDeletions();
  // Another tab's version lacks tombstones we hold: write them back (they are joined).
  if (joinDeletions(known, readDeletions())) saveDeletions();
}

/** The entry stored in parts that `key` is a later part of (`<key>/<n>`), if any. */
function entryInParts(key: string): Entry | undefined {
  const match = /^(.*)\/\d+$/.exec(key);
  const entry = match ? entries.get(match[1] as string) : undefined;
  return entry?.parts ? entry : undefined;
}

/** Takes in other tabs' writes, and writes everything when the page is hidden or left. */
function listenToBrowser(page: Window) {
  const { document } = page;
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== storage()) return;
    if (event.key === null) {
      deletions = undefined;
      for (const entry of entries.values()) reconcile(entry, readEntryText(entry));
      for (const { listener } of keyListeners) listener(null);
      return;
    }
    for (const { prefix, listener } of keyListeners) {
      if (event.key.startsWith(prefix)) listener(event.key);
    }
    if (event.key === DELETIONS_KEY) {
      takeInDeletions();
      return;
    }
    // What storage holds now, not the event's value: events can arrive after our own
    // later write that already merged them, and must not take us back to that version.
    const entry = entries.get(event.key) ?? entryInParts(event.key);
    if (!entry) return;
    reconcile(entry, readEntryText(entry));
    for (const listener of foreignListeners.get(entry.store) ?? []) listener();
  };
  const onHidden = () => {
    if (document.visibilityState === "hidden") flushStorage();
  };
  page.addEventListener("storage", onStorage);
  page.addEventListener("pagehide", flushStorage);
  document.addEventListener("visibilitychange", onHidden);
  stopListening = () => {
    page.removeEventListener("storage", onStorage);
    page.removeEventListener("pagehide", flushStorage);
    document.removeEventListener("visibilitychange", onHidden);
  };
}

/**
 * Forgets an unreadable entry's notice (the person has read it). A notice with held
 * changes stays while they are held: it is the only sign they are not saved.
 */
export function dismissStorageNotice(key: string): void {
  if (entries.get(key)?.held) return;
  $storageNotices.set($storageNotices.get().filter((notice) => notice.key !== key));
}

/**
 * Test helper: closes this module instance's storage, detaches it from the window and drops
 * pending writes.
 */
export function stopStorageForTests(): void {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  flushAt = Number.POSITIVE_INFINITY;
  failures.clear();
  stopListening?.();
  stopListening = undefined;
  backend = undefined;
  entries.clear();
  foreignListeners.clear();
  keyListeners.clear();
  deletions = undefined;
  lastStamp = 0;
}
