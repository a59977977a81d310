import { eq } from "drizzle-orm";
import { db } from "../../db";
import { userLocale } from "../../db/app-schema";
import { runInBackground } from "../../lib/request-context";
import { currentRequestLocale, type Locale, type RequestLocale } from "../../lib/request-locale";
import {
  changeEmailMail,
  deleteAccountMail,
  type MailContent,
  resetPasswordMail,
  verifyEmailMail,
} from "./templates";
import type { MailTransport } from "./transports";

type Recipient = { id: string; email: string; name?: string | null };
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
 * The language of a mail to `userId`: the one the person chose in the app (sent with the
 * request that caused the mail), else the one remembered from an earlier mail, else the
 * browser's Accept-Language, else English. A chosen or first-seen language is remembered
 * for later mails whose request does not say (a reset asked for from another client).
 */
export async function mailLocale(
  env: Pick<Env, "DB">,
  userId: string,
  request: RequestLocale = currentRequestLocale(),
): Promise<Locale> {
  const database = db(env);
  if (!request.chosen) {
    const [stored] = await database
      .select({ locale: userLocale.locale })
      .from(userLocale)
      .where(eq(userLocale.userId, userId))
      .limit(1);
    if (stored?.locale === "da" || stored?.locale === "en") return stored.locale;
  }
  const locale = request.chosen ?? request.accepted ?? "en";
  if (request.chosen || request.accepted) {
    await database
      .insert(userLocale)
      .values({ userId, locale, updatedAt: new Date() })
      .onConflictDoUpdate({ target: userLocale.userId, set: { locale, updatedAt: new Date() } });
  }
  return locale;
}

/**
 * better-auth's mail callbacks, wired to the templates and the configured transport.
 * Every mail is sent in the background (waitUntil), so a response takes as long whether
 * or not an account exists (DESIGN decision 6).
 */
export function accountMail(transport: MailTransport, env: Pick<Env, "DB">) {
  /** Looks up the language and sends, all after the response (the request's language is read now). */
  const send = (user: Recipient, content: (locale: Locale) => MailContent) => {
    const request = currentRequestLocale();
    return runInBackground(
      mailLocale(env, user.id, request).then((locale) =>
        transport({ to: user.email, ...content(locale) }),
      ),
    );
  };
  return {
    async sendVerificationEmail({ user, url, token }: LinkMail) {
      const newEmail = requestedEmailChange(token);
      await send(user, (locale) =>
        newEmail
          ? changeEmailMail({ name: user.name, url, newEmail }, locale)
          : verifyEmailMail({ name: user.name, url }, locale),
      );
    },
    async sendResetPassword({ user, url }: LinkMail) {
      await send(user, (locale) => resetPasswordMail({ name: user.name, url }, locale));
    },
    async sendDeleteAccountVerification({ user, url }: LinkMail) {
      await send(user, (locale) => deleteAccountMail({ name: user.name, url }, locale));
    },
  };
}

export type AccountMail = ReturnType<typeof accountMail>;
