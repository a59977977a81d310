/**
 * The four account mails (verify, reset, change email, delete account), each as plain
 * text and HTML. The link is the whole point of every mail, so it is shown in full in
 * both bodies: a person can copy it when their client hides buttons.
 */

export type MailContent = { subject: string; text: string; html: string };

const APP_NAME = "Signage Planner";

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

type Parts = {
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  url: string;
  footer: string;
};

function compose({ subject, greeting, lines, action, url, footer }: Parts): MailContent {
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
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n    ");
  const href = escapeHtml(url);
  const html = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>${escapeHtml(subject)}</title></head>
  <body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2933">
    <p>${escapeHtml(greeting)}</p>
    ${paragraphs}
    <p><a href="${href}" style="display: inline-block; padding: 0.6em 1.2em; background: #1d4ed8; color: #fff; border-radius: 6px; text-decoration: none">${escapeHtml(action)}</a></p>
    <p style="font-size: 0.9em">Or open this link: <a href="${href}">${href}</a></p>
    <p style="font-size: 0.9em; color: #52606d">${escapeHtml(footer)}</p>
    <p>— ${APP_NAME}</p>
  </body>
</html>`;
  return { subject, text, html };
}

function greet(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `Hello ${trimmed},` : "Hello,";
}

export function verifyEmailMail(input: { name?: string | null; url: string }): MailContent {
  return compose({
    subject: `Verify your email address for ${APP_NAME}`,
    greeting: greet(input.name),
    lines: [`Please confirm that this is your email address for your ${APP_NAME} account.`],
    action: "Verify email address",
    url: input.url,
    footer: "The link works for one hour. If you did not create an account, ignore this mail.",
  });
}

export function resetPasswordMail(input: { name?: string | null; url: string }): MailContent {
  return compose({
    subject: `Reset your ${APP_NAME} password`,
    greeting: greet(input.name),
    lines: [
      "Someone asked to reset the password of your account. If it was you, choose a new one.",
    ],
    action: "Choose a new password",
    url: input.url,
    footer:
      "The link works once, for one hour. If you did not ask for it, ignore this mail: your password stays as it is.",
  });
}

export function changeEmailMail(input: {
  name?: string | null;
  url: string;
  newEmail: string;
}): MailContent {
  return compose({
    subject: `Confirm your new email address for ${APP_NAME}`,
    greeting: greet(input.name),
    lines: [
      `Your ${APP_NAME} account asked to use ${input.newEmail} as its email address from now on.`,
      "The change happens when you open the link below.",
    ],
    action: "Confirm new email address",
    url: input.url,
    footer: "The link works for one hour. If you did not ask for this, ignore this mail.",
  });
}

export function deleteAccountMail(input: { name?: string | null; url: string }): MailContent {
  return compose({
    subject: `Confirm deleting your ${APP_NAME} account`,
    greeting: greet(input.name),
    lines: [
      `Someone asked to delete your ${APP_NAME} account. Opening the link below deletes it for good, with its sessions and sign-in methods.`,
      "Open it in the browser where you are signed in.",
    ],
    action: "Delete my account",
    url: input.url,
    footer: "The link works once, for 24 hours. If you did not ask for this, ignore this mail.",
  });
}
