/**
 * Reading one field of a request body or query that better-auth has not validated yet
 * (hooks run before the endpoint's own schema): anything may be there.
 */

/** The field when it is a string (possibly empty), else null. */
export function stringField(value: unknown, name: string): string | null {
  if (typeof value !== "object" || value === null) return null;
  const field: unknown = Reflect.get(value, name);
  return typeof field === "string" ? field : null;
}

/** The field when it is a non-empty string, else null. */
export function textField(value: unknown, name: string): string | null {
  const field = stringField(value, name);
  return field === "" ? null : field;
}

/** The field whatever it is (undefined when the value is not an object or lacks it). */
export function anyField(value: unknown, name: string): unknown {
  return typeof value === "object" && value !== null ? Reflect.get(value, name) : undefined;
}
