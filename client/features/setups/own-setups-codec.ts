/**
 * The stored `setups` entry (issue 21 item 3): the planner's own set-ups, kept in this
 * browser. `{ "version": 1, "setups": [<set-up>, …] }`, each set-up as setup-codec.ts reads
 * it (its own format version inside). The entry is read whole or not at all: a set-up that
 * does not read (or an entry of a newer format) makes it unreadable, announced and kept
 * until the person changes their set-ups (storage.ts). Fields a newer build added, to the
 * entry or to a set-up, are kept as they came.
 */
import { isRecord } from "../../lib/json-checks";
import { sameJson } from "../../lib/same-json";
import { readSetup } from "../../lib/setups/setup-codec";
import type { Setup } from "../../lib/setups/setup-model";
import { type Codec, deletedIn } from "../../lib/storage";
import { type ListMergeOptions, mergeListById } from "../../lib/storage-merge";

/** The localStorage key of the planner's own set-ups. */
export const OWN_SETUPS_KEY = "setups";
/** The version of the `setups` entry this build writes and reads. */
export const OWN_SETUPS_VERSION = 1;
/** The scope of an own set-up's tombstone (`setup/<id>`, storage.ts `deletions`). */
export const OWN_SETUP_SCOPE = "setup";

export type StoredOwnSetups = { version: number; setups: readonly Setup[] };

export const EMPTY_OWN_SETUPS: StoredOwnSetups = Object.freeze({
  version: OWN_SETUPS_VERSION,
  setups: Object.freeze([]) as readonly Setup[],
});

/** Reads the stored entry's value; throws when it is not one this build can read whole. */
export function readOwnSetups(value: unknown): StoredOwnSetups {
  if (!isRecord(value)) throw new TypeError("not the own set-ups");
  const { version, setups } = value;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
    throw new TypeError("own set-ups without their format version");
  }
  if (version > OWN_SETUPS_VERSION) throw new TypeError(`own set-ups of format ${version}`);
  if (!Array.isArray(setups)) throw new TypeError("own set-ups without their list");
  const read = setups.map((setup: unknown, index) => {
    const result = readSetup(setup);
    if (!result.ok) throw new TypeError(`set-up ${index}: ${result.errors.join("; ")}`);
    return result.setup;
  });
  return { ...value, version, setups: read };
}

/**
 * Both tabs changed the own set-ups: each set-up merged by its id (one changed on both sides:
 * ours), and one deleted in any tab stays deleted (its tombstone).
 */
export function mergeOwnSetups(
  base: StoredOwnSetups,
  mine: StoredOwnSetups,
  theirs: StoredOwnSetups,
  options: ListMergeOptions = { deleted: deletedIn(OWN_SETUP_SCOPE) },
): StoredOwnSetups {
  const setups = mergeListById<Setup>(base.setups, mine.setups, theirs.setups, {
    ...options,
    id: (setup) => setup.id,
    same: (a, b) => sameJson(a, b),
  });
  return { ...theirs, ...mine, version: Math.max(mine.version, theirs.version), setups };
}

export const ownSetupsCodec: Codec<StoredOwnSetups> = {
  decode: (raw) => readOwnSetups(JSON.parse(raw)),
  encode: (value) => JSON.stringify(value),
  merge: (base, mine, theirs) => mergeOwnSetups(base, mine, theirs),
};
