/** How a list merge treats items that are gone from one side. */
export type ListMergeOptions = {
  /** Whether an item (by id) was deleted on purpose (a tombstone): it is in no result. */
  deleted?(id: string): boolean;
  /**
   * Items leave only through `deleted`: one missing from a side was not known there yet
   * (a stale copy), not removed, so either side's items are all kept.
   */
  union?: boolean;
  /**
   * Items this tab changed that no other tab's version has shown yet (the edit path's, for
   * entries that follow edits, storage.ts): a version with another content for one, or
   * without it, was made before our change reached that tab, so ours stays. The other
   * tab's own change of such an item arrives as an edit and is applied in its order.
   */
  keepMine?(id: string): boolean;
};

/**
 * Three-way merge of two versions of a list whose items carry ids: what one side added,
 * removed or changed since `base` is applied to the other side, so two tabs editing the
 * same list keep each other's work. Items are "changed by us" when their content differs
 * from `base` (the very object, as our stores update immutably, is the quick test; a copy
 * read back from storage, e.g. the map's markers shared with the open project, compares by
 * content). When the result holds the very items of `mine`, it is `mine` (in its order).
 */
export function mergeListById<T>(
  base: readonly T[],
  mine: readonly T[],
  theirs: readonly T[],
  options: ListMergeOptions & {
    id(item: T): string;
    /** Whether two versions of an item hold the same content. */
    same(a: T, b: T): boolean;
    /** Both sides changed the item; without it our version wins. */
    mergeItem?(base: T, mine: T, theirs: T): T;
  },
): T[] {
  const { id, same, mergeItem, deleted, union = false, keepMine } = options;
  if (union && !mergeItem && theirs === base) return keepWhatMineLost(base, mine, id, deleted);
  const baseById = new Map(base.map((item) => [id(item), item]));
  const mineById = new Map(mine.map((item) => [id(item), item]));
  const result: T[] = [];
  const seen = new Set<string>();
  for (const their of theirs) {
    const key = id(their);
    seen.add(key);
    if (deleted?.(key)) continue;
    const before = baseById.get(key);
    const my = mineById.get(key);
    if (my !== undefined && keepMine?.(key)) {
      result.push(my);
      continue;
    }
    if (my === undefined) {
      // They added it, or (without tombstones) we removed it, or we never knew it (union).
      if (before === undefined || union) result.push(their);
      continue;
    }
    if (my === their) result.push(my);
    else if (union && mergeItem) {
      // Whoever changed it, what either side holds inside it (and the other lacks) stays.
      result.push(mergeItem(before ?? their, my, their));
    } else if (my === before || (before !== undefined && same(my, before))) result.push(their);
    else if (before === undefined || same(their, before)) result.push(my);
    else result.push(mergeItem ? mergeItem(before, my, their) : my);
  }
  let added = 0;
  for (const my of mine) {
    const key = id(my);
    if (seen.has(key) || deleted?.(key)) continue;
    // Items in base but gone from theirs were removed by them, unless only tombstones remove.
    if (union || !baseById.has(key) || keepMine?.(key)) {
      result.push(my);
      added += 1;
    }
  }
  if (result.length !== mine.length) return result;
  if (result.every((item, index) => item === mine[index])) return mine as T[];
  // Nothing of theirs to add to ours, which has some they lack: ours, in our order (e.g. a
  // project put back where it was). Had they every item, their order stands, so two tabs
  // holding the same items in different orders agree instead of rewriting each other's.
  const ours = new Set(mine);
  return added > 0 && result.every((item) => ours.has(item)) ? (mine as T[]) : result;
}

/**
 * A union merged with its own stored version (every write of one, storage.ts): ours, with
 * whatever the stored version held that ours lost without a tombstone, at the end. It runs
 * on each write of a list of up to 20,000 signs, so the usual case (ours is the stored list
 * with items changed in place or added at the end: nothing lost) is one pass without a set.
 */
function keepWhatMineLost<T>(
  base: readonly T[],
  mine: readonly T[],
  id: (item: T) => string,
  deleted: ((id: string) => boolean) | undefined,
): T[] {
  const inPlace =
    mine.length >= base.length &&
    base.every((item, index) => {
      const my = mine[index] as T;
      return item === my || id(item) === id(my);
    });
  const mineIds = inPlace ? undefined : new Set(mine.map(id));
  const lost = mineIds ? base.filter((item) => !mineIds.has(id(item)) && !deleted?.(id(item))) : [];
  const kept = deleted ? mine.filter((item) => !deleted(id(item))) : mine;
  return lost.length === 0 && kept.length === mine.length ? (mine as T[]) : [...kept, ...lost];
}
