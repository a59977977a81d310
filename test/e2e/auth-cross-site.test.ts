import { execFile } from "node:child_process";
import { createServer, type Server } from "node:http";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentSession, openPerson, openPersonWithAccount } from "./auth-support";
import { baseURL, browserForFile } from "./support/browser";

const { browser, keep } = browserForFile();
const run = promisify(execFile);

/** POSTs `body` to `url` with curl (no browser's rules), with `headers`; stdout is the answer's head. */
function postWithCurl(url: string, body: string, headers: string[]) {
  return run("curl", [
    "-s",
    "-D",
    "-",
    "-o",
    "/dev/null",
    "-X",
    "POST",
    ...headers.flatMap((header) => ["-H", header]),
    "--data-binary",
    body,
    url,
  ]);
}

/**
 * Another site: a page on 127.0.0.1 (the app is on localhost, so it is another site to the
 * browser) that posts an empty form to the app's guest sign-in as soon as it opens, as a
 * hostile page would (issue 23: it used to sign the visitor out of their account into a
 * new guest).
 */
let foreign: Server;
let foreignURL = "";

beforeAll(async () => {
  const target = `${baseURL()}/api/auth/sign-in/anonymous`;
  foreign = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><title>Prize</title>
<form method="post" action="${target}" enctype="application/x-www-form-urlencoded"></form>
<script>document.forms[0].submit()</script>`);
  });
  await new Promise<void>((resolve) => foreign.listen(0, "127.0.0.1", resolve));
  const address = foreign.address();
  if (typeof address !== "object" || !address) throw new Error("no address");
  foreignURL = `http://127.0.0.1:${address.port}/`;
});

afterAll(async () => {
  await new Promise((resolve) => foreign.close(resolve));
});

/** Opens the foreign page and answers what the app said to the form it posted. */
async function visitForeignPage(page: import("playwright-core").Page) {
  const answer = page.waitForResponse((response) =>
    response.url().endsWith("/api/auth/sign-in/anonymous"),
  );
  await page.goto(foreignURL);
  const response = await answer;
  return {
    status: response.status(),
    setCookie: (await response.allHeaders())["set-cookie"] ?? null,
    body: (await response.json()) as { code?: string },
  };
}

describe("no sign-in from another site", () => {
  it("a signed-in person who opens a hostile page stays signed in to their account", async () => {
    const person = keep(await openPersonWithAccount(browser(), "Karen", "cross-site"));
    const visit = await visitForeignPage(person.page);
    expect(visit.status).toBe(403);
    expect(visit.setCookie).toBeNull();
    expect(visit.body.code).toBe("CROSS_SITE_NAVIGATION_LOGIN_BLOCKED");
    // Back on the app: the same account, not a guest.
    await person.page.goto("/map");
    await person.page.getByRole("button", { name: "Karen", exact: true }).waitFor();
    expect((await currentSession(person.page))?.user.email).toBe(person.email);
  });

  it("a signed-out visitor of the hostile page is not made a guest", async () => {
    const person = keep(await openPerson(browser()));
    const visit = await visitForeignPage(person.page);
    expect(visit.status).toBe(403);
    expect(visit.setCookie).toBeNull();
    await person.page.goto("/map");
    await person.page.getByRole("link", { name: "Sign in", exact: true }).waitFor();
    expect(await currentSession(person.page)).toBeNull();
  });

  it("with curl, the probe's request is refused without a cookie; the app's own guest sign-in works", async () => {
    const url = `${baseURL()}/api/auth/sign-in/anonymous`;
    const curl = (...headers: string[]) => postWithCurl(url, "", headers);
    const probe = await curl(
      "Origin: http://evil.example",
      "Sec-Fetch-Site: cross-site",
      "Content-Type: application/x-www-form-urlencoded",
    );
    expect(probe.stdout).toMatch(/^HTTP\/1\.1 403/);
    expect(probe.stdout.toLowerCase()).not.toContain("set-cookie");
    // A null origin (a sandboxed frame, a data: page) is refused the same way.
    const nullOrigin = await curl(
      "Origin: null",
      "Content-Type: application/x-www-form-urlencoded",
    );
    expect(nullOrigin.stdout).toMatch(/^HTTP\/1\.1 403/);
    // The app's own page asks from its own origin, with JSON: a guest session.
    const own = await postWithCurl(url, "{}", [
      `Origin: ${baseURL()}`,
      "Sec-Fetch-Site: same-origin",
      "Content-Type: application/json",
      `cf-connecting-ip: 10.23.${Math.floor(Math.random() * 250)}.7`,
    ]);
    expect(own.stdout).toMatch(/^HTTP\/1\.1 200/);
    expect(own.stdout.toLowerCase()).toContain("set-cookie");
  });
});
