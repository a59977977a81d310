/**
 * Three-way merge of two versions of a list whose items carry ids: what one side added,
 * removed or changed since `base` is applied to the other side, so two tabs editing the
 * same list keep each other's work. Items are "changed by us" when their content differs
 * from `base` (the very object, as our stores update immutably, is the quick test; a copy
 * read back from storage, e.g. the map's markers shared with the open project, compares by
 * content).
 */
export function mergeListById<T>(
  base: readonly T[],
  mine: readonly T[],
  theirs: readonly T[],
  options: {
    id(item: T): string;
    /** Whether two versions of an item hold the same content. */
    same(a: T, b: T): boolean;
    /** Both sides changed the item; without it our version wins. */
    mergeItem?(base: T, mine: T, theirs: T): T;
  },
): T[] {
  const { id, same, mergeItem } = options;
  const baseById = new Map(base.map((item) => [id(item), item]));
  const mineById = new Map(mine.map((item) => [id(item), item]));
  const result: T[] = [];
  const seen = new Set<string>();
  for (const their of theirs) {
    const key = id(their);
    seen.add(key);
    const before = baseById.get(key);
    const my = mineById.get(key);
    if (my === undefined) {
      // We removed it (it was in base), or they added it.
      if (before === undefined) result.push(their);
      continue;
    }
    if (my === before || (before !== undefined && same(my, before))) result.push(their);
    else if (before === undefined || same(their, before)) result.push(my);
    else result.push(mergeItem ? mergeItem(before, my, their) : my);
  }
  for (const my of mine) {
    const key = id(my);
    // Items in base but gone from theirs were removed by them: their removal stands.
    if (!seen.has(key) && !baseById.has(key)) result.push(my);
  }
  return result;
}
