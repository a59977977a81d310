import { Hono } from "hono";
import { html } from "hono/html";
import { type Locale, localeOfRequest } from "../lib/request-locale";

/** Error codes are short identifiers; anything else is shown as UNKNOWN. */
function safeCode(raw: string | undefined): string {
  return raw && /^[A-Za-z0-9_'-]{1,100}$/.test(raw) ? raw : "UNKNOWN";
}

/** The page's words in each language. */
const WORDS: Record<Locale, Record<"title" | "heading" | "body" | "code" | "back", string>> = {
  en: {
    title: "Sign-in problem",
    heading: "Something went wrong while signing you in",
    body: "We could not complete this authentication request. Go back to the application and try again.",
    code: "Error code:",
    back: "Return to Application",
  },
  da: {
    title: "Problem med log ind",
    heading: "Noget gik galt, da du skulle logges ind",
    body: "Vi kunne ikke gennemføre denne godkendelse. Gå tilbage til appen og prøv igen.",
    code: "Fejlkode:",
    back: "Tilbage til appen",
  },
};

/** The page; hono/html's template escapes every value put into it. */
function page(code: string, description: string | null, locale: Locale) {
  const words = WORDS[locale];
  const detail = description ? html`<p>${description.slice(0, 500)}</p>` : "";
  return html`<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${words.title} · Signage Planner</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f5f7fa; color: #1f2933; }
      main { max-width: 32rem; margin: 1rem; padding: 2rem; background: #fff; border-radius: 12px; box-shadow: 0 1px 4px rgb(0 0 0 / 0.1); }
      h1 { font-size: 1.4rem; margin-top: 0; }
      code { background: #eef2f6; padding: 0.1em 0.4em; border-radius: 4px; }
      a { display: inline-block; margin-top: 1rem; padding: 0.6em 1.2em; background: #1d4ed8; color: #fff; border-radius: 6px; text-decoration: none; }
      a:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <h1>${words.heading}</h1>
      <p>${words.body}</p>
      <p>${words.code} <code>${code}</code></p>
      ${detail}
      <a href="/">${words.back}</a>
    </main>
  </body>
</html>`;
}

/**
 * `GET /api/auth/error`: the spec's page (a generic authentication error, the code, a
 * "Return to Application" link) in place of better-auth's, which links to its own site.
 */
export const authErrorPageRoute = new Hono<{ Bindings: Env }>().get("/", (c) => {
  const description = c.req.query("error_description") ?? null;
  c.header("Cache-Control", "no-store");
  // The app's language (its cookie), else the browser's.
  const { chosen, accepted } = localeOfRequest(c.req.raw.headers);
  const locale = chosen ?? accepted ?? "en";
  return c.html(page(safeCode(c.req.query("error")), description, locale));
});
