import { isAPIError } from "better-auth/api";
import type { AuthHookContext } from "../types";

/** The `code` of the error an endpoint answered, for the after-rules (null on success). */
export function returnedErrorCode(ctx: AuthHookContext): string | null {
  const returned = ctx.context.returned;
  if (!isAPIError(returned)) return null;
  const body: unknown = returned.body;
  if (typeof body !== "object" || body === null) return null;
  const code: unknown = Reflect.get(body, "code");
  return typeof code === "string" ? code : null;
}
