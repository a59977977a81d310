/**
 * The planner's own set-ups (issue 21 item 3), kept in this browser's localStorage `setups`
 * (own-setups-codec.ts) through the storage engine: saved from a layout the planner laid and
 * adjusted (lib/setups/capture-setup.ts; the plan feature captures it), listed, renamed,
 * deleted, and exported and imported as files to share them.
 *
 * - `$ownSetups`: the own set-ups, in the order they were saved.
 * - `saveOwnSetup(setup)`: keeps a set-up under a new id and its name (trimmed, required; a
 *   name in use gets " (2)", " (3)", …).
 * - `renameOwnSetup(id, name)`, `deleteOwnSetup(id)` (a tombstone: it stays deleted in
 *   every tab).
 * - `exportOwnSetup(id)`: its file, `opstilling-<name>.json`.
 * - `importOwnSetups(text)`: a file of one set-up or a list; what does not read is reported,
 *   what does is added, and nothing kept before is changed. Over stored set-ups this build
 *   cannot read (a newer build's), only with `replaceUnreadable`: the planner said yes.
 */
import { customAlphabet } from "nanoid";
import { computed } from "nanostores";
import { fileNameStem } from "../../lib/file-name";
import { isRecord } from "../../lib/json-checks";
import { MAX_SETUP_TEXT, readSetup } from "../../lib/setups/setup-codec";
import type { Setup } from "../../lib/setups/setup-model";
import { markDeleted, storedAtom, tombstoneId } from "../../lib/storage";
import {
  EMPTY_OWN_SETUPS,
  OWN_SETUP_SCOPE,
  OWN_SETUPS_KEY,
  ownSetupsCodec,
  type StoredOwnSetups,
} from "./own-setups-codec";

/** The most own set-ups kept, and the most one file may add. */
export const MAX_OWN_SETUPS = 100;
/** The longest name of an own set-up, characters (a set-up's texts may be 200). */
export const MAX_SETUP_NAME = 120;
/** The largest file imported: a list of set-ups of the largest size each, within reason. */
export const MAX_IMPORT_TEXT = 2_000_000;

/**
 * Own set-ups' ids: letters and digits (a set-up's id starts with one, setup-codec.ts), 12
 * of them.
 */
const ownSetupId = customAlphabet(
  "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
  12,
);

export const $ownSetupsEntry = storedAtom<StoredOwnSetups>(
  OWN_SETUPS_KEY,
  EMPTY_OWN_SETUPS,
  ownSetupsCodec,
);
export const $ownSetups = computed($ownSetupsEntry, (entry) => entry.setups);

function setSetups(setups: readonly Setup[]) {
  $ownSetupsEntry.set({ ...$ownSetupsEntry.get(), setups });
}

/** A name as kept: spaces trimmed and run together, at most MAX_SETUP_NAME characters. */
const cleanName = (name: string) => name.replace(/\s+/g, " ").trim().slice(0, MAX_SETUP_NAME);

/** An own set-up's name as shown (it has one name for both languages). */
export const ownSetupName = (setup: Pick<Setup, "name">): string => setup.name.en;

/** `name`, or "name (2)", "name (3)", … when another set-up has it (case aside). */
function uniqueName(name: string, others: readonly Setup[]): string {
  const taken = new Set(others.map((setup) => ownSetupName(setup).toLocaleLowerCase()));
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLocaleLowerCase()); n += 1) {
    const suffix = ` (${n})`;
    candidate = `${name.slice(0, MAX_SETUP_NAME - suffix.length)}${suffix}`;
  }
  return candidate;
}

const named = (setup: Setup, name: string): Setup => ({ ...setup, name: { en: name, da: name } });

export type SaveOwnSetupResult = { ok: true; setup: Setup } | { ok: false; errors: string[] };

/**
 * Keeps `setup` as an own set-up, under a new id and its name (English, or else Danish)
 * trimmed; it must have one. A name another own set-up has gets " (2)" (or the next free).
 */
export function saveOwnSetup(setup: Setup): SaveOwnSetupResult {
  const name = cleanName(setup.name?.en || setup.name?.da || "");
  if (!name) return { ok: false, errors: ["name: empty"] };
  const setups = $ownSetups.get();
  if (setups.length >= MAX_OWN_SETUPS) {
    return { ok: false, errors: [`set-ups: more than ${MAX_OWN_SETUPS}`] };
  }
  const candidate = named({ ...setup, id: ownSetupId() }, uniqueName(name, setups));
  const read = readSetup(candidate);
  if (!read.ok) return read;
  setSetups([...setups, read.setup]);
  return { ok: true, setup: read.setup };
}

/** Renames an own set-up; answers its new name (made unique), or null (no name, none such). */
export function renameOwnSetup(id: string, name: string): string | null {
  const setups = $ownSetups.get();
  const index = setups.findIndex((setup) => setup.id === id);
  const setup = setups[index];
  const cleaned = cleanName(name);
  if (!setup || !cleaned) return null;
  const unique = uniqueName(
    cleaned,
    setups.filter((other) => other.id !== id),
  );
  if (unique !== ownSetupName(setup) || setup.name.da !== unique) {
    setSetups(setups.with(index, named(setup, unique)));
  }
  return unique;
}

/** Deletes an own set-up, in every tab (its tombstone); answers whether there was one. */
export function deleteOwnSetup(id: string): boolean {
  const setups = $ownSetups.get();
  if (!setups.some((setup) => setup.id === id)) return false;
  markDeleted([tombstoneId(OWN_SETUP_SCOPE, id)]);
  setSetups(setups.filter((setup) => setup.id !== id));
  return true;
}

export type OwnSetupFile = { fileName: string; text: string };

/** An own set-up as a file to share: `opstilling-<name>.json` (æ ø å as ae oe aa). */
export function exportOwnSetup(id: string): OwnSetupFile | null {
  const setup = $ownSetups.get().find((own) => own.id === id);
  if (!setup) return null;
  return {
    fileName: `opstilling-${fileNameStem(ownSetupName(setup))}.json`,
    text: `${JSON.stringify(setup, null, 2)}\n`,
  };
}

/**
 * Whether the stored set-ups could not be read here (a newer build wrote them, or they are
 * damaged): this tab started from none, and writing would replace them.
 */
export const storedSetupsUnreadable = (): boolean => $ownSetupsEntry.isRecovered();

/** Why a file, or one set-up in it, was not imported. */
export type ImportProblem =
  | { kind: "too-large" | "not-json" | "not-setups" | "too-many" }
  /** The stored set-ups could not be read here and the planner did not say to replace them. */
  | { kind: "stored-unreadable" }
  /** Set-up `index` (from 1) is of a newer format than this build reads. */
  | { kind: "newer"; index: number }
  /** Set-up `index` (from 1) does not read: `details` say where (setup-codec.ts' words). */
  | { kind: "invalid"; index: number; details: string[] };

export type ImportResult = { added: Setup[]; errors: ImportProblem[] };

/** The set-ups in an imported value: one, a list, or an exported `setups` entry. */
function setupsIn(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (isRecord(value) && Array.isArray(value.setups) && !("items" in value)) return value.setups;
  if (isRecord(value)) return [value];
  return null;
}

/**
 * Adds the set-ups of a file (one set-up, a list of them, or a `setups` entry), each under
 * a new id and a name no own set-up has. Those that do not read are reported and left out;
 * the set-ups kept before are not changed whatever the file holds. Where the stored ones
 * could not be read (`storedSetupsUnreadable`), adding would replace them: nothing is done
 * unless `replaceUnreadable` (issue 41: an import replaced a newer build's set-ups).
 */
export function importOwnSetups(
  text: string,
  options: { replaceUnreadable?: boolean } = {},
): ImportResult {
  if (storedSetupsUnreadable() && !options.replaceUnreadable) {
    return { added: [], errors: [{ kind: "stored-unreadable" }] };
  }
  if (text.length > MAX_IMPORT_TEXT) return { added: [], errors: [{ kind: "too-large" }] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { added: [], errors: [{ kind: "not-json" }] };
  }
  const found = setupsIn(value);
  if (!found || found.length === 0) return { added: [], errors: [{ kind: "not-setups" }] };
  const setups = [...$ownSetups.get()];
  const room = MAX_OWN_SETUPS - setups.length;
  const problems: ImportProblem[] = [];
  const added: Setup[] = [];
  found.forEach((entry, offset) => {
    const index = offset + 1;
    if (JSON.stringify(entry)?.length > MAX_SETUP_TEXT) {
      problems.push({ kind: "invalid", index, details: [`longer than ${MAX_SETUP_TEXT}`] });
      return;
    }
    const read = readSetup(entry);
    if (!read.ok) {
      const newer = read.errors.some((error) => error.startsWith("version: made by a newer"));
      problems.push(
        newer ? { kind: "newer", index } : { kind: "invalid", index, details: read.errors },
      );
      return;
    }
    const name = cleanName(read.setup.name.en || read.setup.name.da);
    if (added.length >= room) return;
    const own = named({ ...read.setup, id: ownSetupId() }, uniqueName(name, setups));
    setups.push(own);
    added.push(own);
  });
  if (added.length < found.length - problems.length) problems.push({ kind: "too-many" });
  if (added.length > 0) setSetups(setups);
  return { added, errors: problems };
}
