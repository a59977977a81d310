import { APIError } from "better-auth/api";
import * as z from "zod";

/** Longest display name we keep: enough for any real name, small enough for a cookie. */
export const NAME_MAX_LENGTH = 100;
/** Longest profile image URL: keeps the session (and its optional cookie cache) small. */
export const IMAGE_URL_MAX_LENGTH = 2048;

const name = z
  .string({ error: "Name must be text" })
  .trim()
  .min(1, { error: "Name must not be empty" })
  .max(NAME_MAX_LENGTH, { error: `Name must be at most ${NAME_MAX_LENGTH} characters` });

const image = z
  .url({
    protocol: /^https?$/,
    error: "Image must be a web address starting with http:// or https://",
  })
  .max(IMAGE_URL_MAX_LENGTH, {
    error: `Image address must be at most ${IMAGE_URL_MAX_LENGTH} characters`,
  })
  .nullable();

const profileFields = z.looseObject({ name: name.optional(), image: image.optional() });

/**
 * Checks the profile fields of a sign-up or update-user body (better-auth accepts any
 * string, or any value for update-user) and returns the body with the name trimmed.
 * Bodies that are not objects are left to better-auth's own validation.
 */
export function validProfileBody(body: unknown): Record<string, unknown> | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const parsed = profileFields.safeParse(body);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Invalid profile";
    throw new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", message });
  }
  return parsed.data;
}
