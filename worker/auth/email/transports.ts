import { db } from "../../db";
import { devEmail } from "../../db/schema";
import { type MailSettings, mailSettings } from "../../lib/config";
import type { MailContent } from "./templates";

export type OutgoingMail = MailContent & { to: string };

/** The one port account mail goes through; which transport is behind it is configuration. */
export type MailTransport = (mail: OutgoingMail) => Promise<void>;

/** `dev`: keeps the mail in the dev mailbox (D1) and logs its link for the terminal. */
function devTransport(env: Pick<Env, "DB">): MailTransport {
  return async (mail) => {
    await db(env)
      .insert(devEmail)
      .values({
        id: crypto.randomUUID(),
        createdAt: new Date(),
        ...mail,
        to: mail.to.toLowerCase(),
      });
    const link = mail.text.match(/https?:\/\/\S+/)?.[0] ?? "(no link)";
    console.log(`[dev mail] to ${mail.to}: ${mail.subject}\n  ${link}`);
  };
}

/** `resend`: the Resend HTTP API (https://resend.com/docs/api-reference/emails/send-email). */
function resendTransport(settings: Extract<MailSettings, { transport: "resend" }>): MailTransport {
  return async (mail) => {
    const response = await fetch(`${settings.apiUrl}/emails`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${settings.apiKey}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({
        from: settings.from,
        to: [mail.to],
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      }),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => "")).slice(0, 500);
      throw new Error(`Resend answered ${response.status} for a mail to ${mail.to}: ${detail}`);
    }
  };
}

function isSendEmailBinding(value: unknown): value is SendEmail {
  return typeof value === "object" && value !== null && "send" in value;
}

/** "Name <address>" or a bare address, as the send_email binding wants it. */
function senderAddress(from: string): string | EmailAddress {
  const match = from.match(/^\s*(.*?)\s*<([^>]+)>\s*$/);
  return match?.[1] && match[2] ? { name: match[1], email: match[2] } : from.trim();
}

/**
 * `cloudflare`: the Worker's `send_email` binding named SEND_EMAIL. It is optional in
 * wrangler.toml (development needs none), so it is looked up when a mail is sent.
 */
function cloudflareTransport(env: object, from: string): MailTransport {
  return async (mail) => {
    const binding: unknown = Reflect.get(env, "SEND_EMAIL");
    if (!isSendEmailBinding(binding)) {
      throw new Error(
        'EMAIL_TRANSPORT is "cloudflare" but the Worker has no send_email binding named SEND_EMAIL',
      );
    }
    await binding.send({
      from: senderAddress(from),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  };
}

/** Picks the transport named by EMAIL_TRANSPORT (see `mailSettings`). */
export function createMailTransport(env: Env): MailTransport {
  const settings = mailSettings(env);
  switch (settings.transport) {
    case "dev":
      return devTransport(env);
    case "resend":
      return resendTransport(settings);
    case "cloudflare":
      return cloudflareTransport(env, settings.from);
  }
}
