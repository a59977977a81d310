import { APIError } from "@better-auth/core/error";
import { PASSKEY_ERROR_CODES } from "@better-auth/passkey";
import { getSessionFromCtx } from "better-auth/api";
import { textField } from "../request-fields";
import type { SpecRule } from "../types";

/**
 * Renaming or deleting a passkey that is someone else's answers like an unknown id
 * (404 PASSKEY_NOT_FOUND) rather than the plugin's 401, which would tell the client that
 * its own session had ended.
 */
export const passkeyOwnerRule: SpecRule = {
  matcher: (ctx) =>
    ctx.path === "/passkey/update-passkey" || ctx.path === "/passkey/delete-passkey",
  async before(ctx) {
    const id = textField(ctx.body, "id");
    if (!id) return;
    const session = await getSessionFromCtx(ctx);
    if (!session) return; // the endpoint answers 401
    const found = await ctx.context.adapter.findOne<{ userId: string }>({
      model: "passkey",
      where: [{ field: "id", value: id }],
    });
    if (found && found.userId !== session.user.id) {
      throw APIError.from("NOT_FOUND", PASSKEY_ERROR_CODES.PASSKEY_NOT_FOUND);
    }
  },
};
