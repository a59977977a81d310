import { runInBackground } from "../../lib/request-context";
import {
  changeEmailMail,
  deleteAccountMail,
  type MailContent,
  resetPasswordMail,
  verifyEmailMail,
} from "./templates";
import type { MailTransport } from "./transports";

type Recipient = { email: string; name?: string | null };
type LinkMail = { user: Recipient; url: string; token: string };

/**
 * The address a verification token asks to switch to, if it is a change-email token.
 * better-auth signs these tokens itself (HS256 JWT with `email`, `updateTo`); only the
 * payload is read here, to pick the right mail: the link still verifies the signature.
 */
function requestedEmailChange(token: string): string | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replaceAll("-", "+").replaceAll("_", "/"));
    const claims: unknown = JSON.parse(json);
    if (claims && typeof claims === "object" && "updateTo" in claims) {
      return typeof claims.updateTo === "string" ? claims.updateTo : null;
    }
  } catch {
    // Not a JWT we made: treat it as a plain verification link.
  }
  return null;
}

/**
 * better-auth's mail callbacks, wired to the templates and the configured transport.
 * Every mail is sent in the background (waitUntil), so a response takes as long whether
 * or not an account exists (DESIGN decision 6).
 */
export function accountMail(transport: MailTransport) {
  const send = (to: string, content: MailContent) => runInBackground(transport({ to, ...content }));
  return {
    async sendVerificationEmail({ user, url, token }: LinkMail) {
      const newEmail = requestedEmailChange(token);
      await send(
        user.email,
        newEmail
          ? changeEmailMail({ name: user.name, url, newEmail })
          : verifyEmailMail({ name: user.name, url }),
      );
    },
    async sendResetPassword({ user, url }: LinkMail) {
      await send(user.email, resetPasswordMail({ name: user.name, url }));
    },
    async sendDeleteAccountVerification({ user, url }: LinkMail) {
      await send(user.email, deleteAccountMail({ name: user.name, url }));
    },
  };
}

export type AccountMail = ReturnType<typeof accountMail>;
