/**
 * The small checks every stored or imported value goes through before it is trusted (a
 * marker, a shape, a label, a project): each model composes its own from these.
 */

/** A JSON object (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An id: a non-empty string. */
export const isId = (value: unknown): value is string =>
  typeof value === "string" && value.length > 0;

/** A text that may be left out. */
export const isOptionalText = (value: unknown): value is string | undefined =>
  value === undefined || typeof value === "string";

/** A finite number. */
export const isFiniteNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);
