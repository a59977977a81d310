import { APIError } from "better-auth/api";
import * as z from "zod";
import type { SpecRule } from "../types";

/**
 * Profile fields at sign-up and update-user: better-auth accepts any string as a name
 * (any value at update-user) and any image. A name is trimmed, 1 to 100 characters; an
 * image is an http(s) URL of at most 2048: enough for any real one, small enough for a
 * cookie. Bodies that are not objects are left to better-auth's own validation.
 */

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

export const profileFieldsRule: SpecRule = {
  matcher: (ctx) => ctx.path === "/sign-up/email" || ctx.path === "/update-user",
  before(ctx) {
    const body: unknown = ctx.body;
    if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
    const parsed = profileFields.safeParse(body);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Invalid profile";
      throw new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", message });
    }
    return { context: { body: parsed.data } };
  },
};
