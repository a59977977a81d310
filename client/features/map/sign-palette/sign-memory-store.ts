/**
 * The sign palette's memory (issue 22 item 2): the signs recently chosen to place
 * (localStorage `recent-signs`, newest first, at most RECENT_SIGNS_MAX) and the planner's
 * favourites (`favourite-signs`, in the order they were starred). Both are stored as
 * `{"version":1,"codes":[<code>, …]}` (docs/storage.md). This module loads with the
 * palette's chunk, not with /map (its budget, bench/sizes.ts): from then on, every sign
 * chosen (in the palette or the catalogue) is remembered. The palette lists the sign a
 * click places now first among the recent ones, remembered or not.
 */
import { computed } from "nanostores";
import { type Codec, storedAtom } from "../../../lib/storage";
import { $selectedSignCode } from "../sign-choice-store";

export const RECENT_SIGNS_MAX = 8;
const FORMAT_VERSION = 1;
/** Longer than any code the catalogue has ("UA99.1"): a stored code is a code, not text. */
const CODE_MAX = 16;

const isCode = (value: unknown): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= CODE_MAX;

const unique = (codes: readonly string[]): string[] => [...new Set(codes)];

/**
 * A list of codes with a version. An entry of another version, or whose codes are not
 * codes, is unreadable: announced, and kept until the planner changes that list.
 */
function codesCodec(merge: Codec<readonly string[]>["merge"]): Codec<readonly string[]> {
  return {
    decode(raw) {
      const value: unknown = JSON.parse(raw);
      if (typeof value !== "object" || value === null) throw new TypeError("not an object");
      const { version, codes } = value as { version?: unknown; codes?: unknown };
      if (version !== FORMAT_VERSION) throw new TypeError(`unknown version ${String(version)}`);
      if (!Array.isArray(codes) || !codes.every(isCode)) throw new TypeError("not codes");
      return unique(codes);
    },
    encode: (codes) => JSON.stringify({ version: FORMAT_VERSION, codes }),
    merge,
  };
}

/** Two tabs' recent signs: ours first (the latest this tab chose), then theirs. */
export function mergeRecentSigns(
  _base: readonly string[],
  mine: readonly string[],
  theirs: readonly string[],
): string[] {
  return unique([...mine, ...theirs]).slice(0, RECENT_SIGNS_MAX);
}

/** Two tabs' favourites: theirs, less what we removed, plus what we added. */
export function mergeFavouriteSigns(
  base: readonly string[],
  mine: readonly string[],
  theirs: readonly string[],
): string[] {
  const removed = new Set(base.filter((code) => !mine.includes(code)));
  const added = mine.filter((code) => !base.includes(code));
  return unique([...theirs.filter((code) => !removed.has(code)), ...added]);
}

export const $recentSigns = storedAtom("recent-signs", [], codesCodec(mergeRecentSigns));

export const $favouriteSigns = storedAtom("favourite-signs", [], codesCodec(mergeFavouriteSigns));

/**
 * What the palette lists before anything is typed: the favourites, then the recent signs
 * that are not favourites, the one a click places now first (remembered or not).
 */
export const $firstSigns = computed(
  [$favouriteSigns, $recentSigns, $selectedSignCode],
  (favourites, recent, current) => ({
    favourites,
    recent: unique([current, ...recent])
      .filter((code) => !favourites.includes(code))
      .slice(0, RECENT_SIGNS_MAX),
  }),
);

/** Remembers a sign chosen to place, first among the recent ones. */
export function rememberSign(code: string): void {
  if ($recentSigns.get()[0] === code) return;
  $recentSigns.set(unique([code, ...$recentSigns.get()]).slice(0, RECENT_SIGNS_MAX));
}

export function isFavourite(code: string): boolean {
  return $favouriteSigns.get().includes(code);
}

/** Stars a sign, or takes its star away. */
export function toggleFavourite(code: string): void {
  const favourites = $favouriteSigns.get();
  $favouriteSigns.set(
    favourites.includes(code)
      ? favourites.filter((favourite) => favourite !== code)
      : [...favourites, code],
  );
}

// Each sign chosen from now on (not the current one: opening the palette changes nothing,
// so an unreadable list stays as it is stored).
$selectedSignCode.listen(rememberSign);
