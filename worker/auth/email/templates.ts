import { html } from "hono/html";
import type { Locale } from "../../lib/request-locale";

/**
 * The four account mails (verify, reset, change email, delete account), each as plain
 * text and HTML, in English or Danish. The link is the whole point of every mail, so it is
 * shown in full in both bodies: a person can copy it when their client hides buttons.
 */

export type MailContent = { subject: string; text: string; html: string };

const APP_NAME = "Signage Planner";

type Parts = {
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  url: string;
  footer: string;
  orOpen: string;
};

function compose(
  locale: Locale,
  { subject, greeting, lines, action, url, footer, orOpen }: Parts,
): MailContent {
  const text = [
    greeting,
    "",
    ...lines,
    "",
    `${action}:`,
    url,
    "",
    footer,
    "",
    `— ${APP_NAME}`,
  ].join("\n");
  // hono/html's template escapes every value put into it.
  const markup = html`<!doctype html>
<html lang="${locale}">
  <head><meta charset="utf-8" /><title>${subject}</title></head>
  <body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2933">
    <p>${greeting}</p>${lines.map(
      (line) => html`
    <p>${line}</p>`,
    )}
    <p><a href="${url}" style="display: inline-block; padding: 0.6em 1.2em; background: #1d4ed8; color: #fff; border-radius: 6px; text-decoration: none">${action}</a></p>
    <p style="font-size: 0.9em">${orOpen} <a href="${url}">${url}</a></p>
    <p style="font-size: 0.9em; color: #52606d">${footer}</p>
    <p>— ${APP_NAME}</p>
  </body>
</html>`;
  // Only a value that is a promise makes the template one; none here is.
  if (markup instanceof Promise) throw new Error("A mail template must not wait for anything");
  return { subject, text, html: markup.toString() };
}

type Input = { name?: string | null; url: string };

/**
 * Every mail's words in each language (issue 13). `{app}` is the product's name,
 * `{name}` the person's, `{newEmail}` the address asked for.
 */
const WORDS = {
  en: {
    hello: "Hello {name},",
    helloNobody: "Hello,",
    orOpen: "Or open this link:",
    verify: {
      subject: "Verify your email address for {app}",
      lines: ["Please confirm that this is your email address for your {app} account."],
      action: "Verify email address",
      footer: "The link works for one hour. If you did not create an account, ignore this mail.",
    },
    reset: {
      subject: "Reset your {app} password",
      lines: [
        "Someone asked to reset the password of your account. If it was you, choose a new one.",
      ],
      action: "Choose a new password",
      footer:
        "The link works once, for one hour. If you did not ask for it, ignore this mail: your password stays as it is.",
    },
    changeEmail: {
      subject: "Confirm your new email address for {app}",
      lines: [
        "Your {app} account asked to use {newEmail} as its email address from now on.",
        "The change happens when you open the link below.",
      ],
      action: "Confirm new email address",
      footer: "The link works for one hour. If you did not ask for this, ignore this mail.",
    },
    deleteAccount: {
      subject: "Confirm deleting your {app} account",
      lines: [
        "Someone asked to delete your {app} account. Opening the link below deletes it for good, with its sessions and sign-in methods.",
        "Open it in the browser where you are signed in.",
      ],
      action: "Delete my account",
      footer: "The link works once, for 24 hours. If you did not ask for this, ignore this mail.",
    },
  },
  da: {
    hello: "Hej {name}",
    helloNobody: "Hej",
    orOpen: "Eller åbn dette link:",
    verify: {
      subject: "Bekræft din e-mailadresse til {app}",
      lines: ["Bekræft venligst, at dette er din e-mailadresse til din konto i {app}."],
      action: "Bekræft e-mailadresse",
      footer:
        "Linket virker i én time. Hvis du ikke har oprettet en konto, kan du se bort fra denne mail.",
    },
    reset: {
      subject: "Vælg en ny adgangskode til {app}",
      lines: [
        "Nogen har bedt om at nulstille adgangskoden til din konto. Hvis det var dig, så vælg en ny.",
      ],
      action: "Vælg en ny adgangskode",
      footer:
        "Linket virker én gang, i én time. Hvis du ikke har bedt om det, kan du se bort fra denne mail: din adgangskode forbliver, som den er.",
    },
    changeEmail: {
      subject: "Bekræft din nye e-mailadresse til {app}",
      lines: [
        "Din konto i {app} har bedt om at bruge {newEmail} som e-mailadresse fremover.",
        "Skiftet sker, når du åbner linket nedenfor.",
      ],
      action: "Bekræft ny e-mailadresse",
      footer:
        "Linket virker i én time. Hvis du ikke har bedt om dette, kan du se bort fra denne mail.",
    },
    deleteAccount: {
      subject: "Bekræft sletning af din konto i {app}",
      lines: [
        "Nogen har bedt om at slette din konto i {app}. Når du åbner linket nedenfor, slettes den endeligt sammen med dens sessioner og måder at logge ind på.",
        "Åbn det i den browser, hvor du er logget ind.",
      ],
      action: "Slet min konto",
      footer:
        "Linket virker én gang, i 24 timer. Hvis du ikke har bedt om dette, kan du se bort fra denne mail.",
    },
  },
} satisfies Record<Locale, unknown>;

type MailKind = "verify" | "reset" | "changeEmail" | "deleteAccount";

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function mail(kind: MailKind, locale: Locale, input: Input, extra: Record<string, string> = {}) {
  const words = WORDS[locale];
  const values = { app: APP_NAME, ...extra };
  const name = input.name?.trim();
  const parts = words[kind];
  return compose(locale, {
    subject: fill(parts.subject, values),
    greeting: name ? fill(words.hello, { name }) : words.helloNobody,
    lines: parts.lines.map((line) => fill(line, values)),
    action: parts.action,
    url: input.url,
    footer: parts.footer,
    orOpen: words.orOpen,
  });
}

export function verifyEmailMail(input: Input, locale: Locale = "en"): MailContent {
  return mail("verify", locale, input);
}

export function resetPasswordMail(input: Input, locale: Locale = "en"): MailContent {
  return mail("reset", locale, input);
}

export function changeEmailMail(input: Input & { newEmail: string }, locale: Locale = "en") {
  return mail("changeEmail", locale, input, { newEmail: input.newEmail });
}

export function deleteAccountMail(input: Input, locale: Locale = "en"): MailContent {
  return mail("deleteAccount", locale, input);
}
