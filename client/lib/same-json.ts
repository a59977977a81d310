/**
 * Whether two values write the same JSON: how the stores tell a real change of a stored
 * value from the same value built again (they are small: settings, a shape, a label).
 */
export const sameJson = (a: unknown, b: unknown): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
