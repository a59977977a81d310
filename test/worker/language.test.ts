import { describe, expect, it } from "vitest";
import {
  changeEmailMail,
  deleteAccountMail,
  resetPasswordMail,
  verifyEmailMail,
} from "../../worker/auth/email/templates";
import { acceptedLocale } from "../../worker/lib/request-locale";
import { Browser, PASSWORD, uniqueEmail } from "./support/browser";
import { linkIn, mailTo, pathOf, waitForMail } from "./support/mailbox";

/** Account mail is written in the language of the request that caused it (issue 13). */

async function signUpIn(browser: Browser, headers: Record<string, string>) {
  const email = uniqueEmail();
  const response = await browser.post(
    "/api/auth/sign-up/email",
    { name: "Mette", email, password: PASSWORD, callbackURL: "/verify-email" },
    { headers },
  );
  expect(response.status).toBe(200);
  return email;
}

describe("account mail language", () => {
  it.each([
    ["da", "en"],
    ["en", "da"],
  ] as const)("all four mails read in %s with nothing of %s in them", async (locale, other) => {
    const headers = { "x-locale": locale };
    const browser = new Browser();
    const email = await signUpIn(browser, headers);
    const newEmail = uniqueEmail("moved");
    const words = (language: "da" | "en") => {
      const input = { name: "Mette", url: "https://link.example/" };
      return [
        verifyEmailMail(input, language),
        resetPasswordMail(input, language),
        changeEmailMail({ ...input, newEmail }, language),
        deleteAccountMail(input, language),
      ];
    };
    const [verifySubject, resetSubject, changeSubject, deleteSubject] = words(locale).map(
      (mail) => mail.subject,
    );
    const verify = await waitForMail(email, new RegExp(verifySubject ?? "?"));
    expect((await browser.request(pathOf(linkIn(verify)))).status).toBeLessThan(400);
    await browser.post("/api/auth/request-password-reset", { email }, { headers });
    await browser.post(
      "/api/auth/change-email",
      { newEmail, callbackURL: "/account" },
      { headers },
    );
    await browser.post("/api/auth/delete-user", { callbackURL: "/account-deleted" }, { headers });
    const mails = [
      verify,
      await waitForMail(email, new RegExp(resetSubject ?? "?")),
      await waitForMail(newEmail, new RegExp(changeSubject ?? "?")),
      await waitForMail(email, new RegExp(deleteSubject ?? "?")),
    ];

    // Every line the other language's mails are made of (but names, links and what both
    // languages write alike, as the signature), and its subjects.
    const lines = (language: "da" | "en") =>
      words(language).flatMap((mail) => [
        mail.subject,
        ...mail.text
          .split("\n")
          .map((line) => line.replace("Mette", "").trim())
          .filter((line) => /[a-zæøå]{3}/i.test(line) && !line.includes("link.example")),
      ]);
    const own = new Set(lines(locale));
    const foreign = lines(other).filter((line) => !own.has(line));
    expect(foreign.length).toBeGreaterThan(12);
    for (const mail of mails) {
      expect(mail.html).toContain(`<html lang="${locale}">`);
      const found = foreign.filter((line) => mail.text.includes(line) || mail.html.includes(line));
      expect(found, mail.subject).toEqual([]);
    }
  });

  it("is Danish for a Danish sign-up, and a later reset asked for without a language stays Danish", async () => {
    const browser = new Browser();
    const email = await signUpIn(browser, { "accept-language": "da-DK,da;q=0.9,en;q=0.8" });

    const verify = await waitForMail(email, /Bekræft din e-mailadresse/);
    expect(verify.subject).toBe("Bekræft din e-mailadresse til Signage Planner");
    expect(verify.text).toContain("Hej Mette");
    expect(verify.html).toContain('<html lang="da">');
    expect(verify.html).toContain("Bekræft e-mailadresse");

    // Another client, no language of its own: the remembered one is used.
    const reset = await new Browser().post("/api/auth/request-password-reset", {
      email,
      redirectTo: "/reset-password",
    });
    expect(reset.status).toBe(200);
    const mail = await waitForMail(email, /adgangskode/);
    expect(mail.subject).toBe("Vælg en ny adgangskode til Signage Planner");
    expect(mail.text).toContain("Linket virker én gang, i én time.");
    // The API's answer stays as the spec has it (English), whatever the mail's language.
    expect(await reset.json()).toMatchObject({ status: true });
  });

  it("follows the language chosen in the app over the browser's, and remembers the new choice", async () => {
    const browser = new Browser();
    const email = await signUpIn(browser, { "accept-language": "en-US", "x-locale": "da" });
    expect((await waitForMail(email, /Bekræft/)).subject).toContain("Bekræft");

    await new Browser().post(
      "/api/auth/request-password-reset",
      { email, redirectTo: "/reset-password" },
      { headers: { "accept-language": "da-DK", "x-locale": "en" } },
    );
    expect((await waitForMail(email, /Reset your/)).subject).toBe(
      "Reset your Signage Planner password",
    );
    await new Browser().post("/api/auth/request-password-reset", {
      email,
      redirectTo: "/reset-password",
    });
    const deadline = Date.now() + 10_000;
    let mails = await mailTo(email);
    while (mails.length < 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      mails = await mailTo(email);
    }
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Reset your Signage Planner password",
      "Reset your Signage Planner password",
      "Bekræft din e-mailadresse til Signage Planner",
    ]);
  });

  it("is English for a browser without Danish", async () => {
    const email = await signUpIn(new Browser(), { "accept-language": "de-DE,en;q=0.5" });
    expect((await waitForMail(email, /Verify/)).subject).toBe(
      "Verify your email address for Signage Planner",
    );
  });

  it("reads Accept-Language by preference", () => {
    expect(acceptedLocale("da-DK,da;q=0.9,en;q=0.8")).toBe("da");
    expect(acceptedLocale("en-GB,en;q=0.9,da;q=0.8")).toBe("en");
    expect(acceptedLocale("de;q=1, da;q=0.5, en;q=0.7")).toBe("en");
    expect(acceptedLocale("fr, de")).toBeNull();
    expect(acceptedLocale("da;q=0, en")).toBe("en");
    expect(acceptedLocale(null)).toBeNull();
  });
});

describe("the auth error page (GET /api/auth/error)", () => {
  it("speaks the browser's language, with the code as it came", async () => {
    const browser = new Browser();
    const danish = await browser.request("/api/auth/error?error=state_not_found", {
      headers: { "accept-language": "da-DK,da;q=0.9" },
    });
    const html = await danish.text();
    expect(danish.status).toBe(200);
    expect(html).toContain('<html lang="da">');
    expect(html).toContain("Noget gik galt, da du skulle logges ind");
    expect(html).toContain("<code>state_not_found</code>");
    expect(html).toContain(">Tilbage til appen</a>");

    const english = await (await browser.request("/api/auth/error?error=state_not_found")).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain(">Return to Application</a>");
  });
});
