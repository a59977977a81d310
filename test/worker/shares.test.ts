import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { securityHeadersFor } from "../../worker/lib/security-headers";
import { PUBLISH_LIMIT } from "../../worker/routes/shares";
import { Browser, errorOf, expectError, signUp, workerWith } from "./support/browser";

/**
 * Shared plans (issue 39): publish, read, publish again, withdraw; and every route under
 * malformed, huge and hostile requests: never a 5xx, nothing lost.
 */

/** A plan as the SPA would share it: a title and its lists. */
const plan = (title = "Vejarbejde Landevejen", signs = 2) => ({
  title,
  markers: Array.from({ length: signs }, (_, index) => ({
    id: `m${index}`,
    position: { lat: 55.3 + index / 1e4, lng: 10.2 },
    signCode: "A39",
  })),
  shapes: [{ id: "s1", kind: "work-zone", points: [] }],
  labels: [],
  details: { location: "Landevejen 12" },
});

type Published = {
  id: string;
  version: number;
  fingerprint: string;
  publishedAt: string;
  token: string;
};

async function publish(browser = new Browser(), body: unknown = { plan: plan() }) {
  const response = await browser.post("/api/shares", body);
  expect(response.status).toBe(201);
  return (await response.json()) as Published;
}

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe("a shared plan", () => {
  it("is published under an unguessable id, read by anyone with the link, uncached and unindexed", async () => {
    const published = await publish();
    expect(published.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(published.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(published.version).toBe(1);
    expect(published.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    // The fingerprint is the plan's JSON as sent: the SPA computes the same from its plan.
    const digest = await crypto.subtle.digest(
      "SHA-256",
      new TextEncoder().encode(JSON.stringify(plan())),
    );
    const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
    expect(published.fingerprint).toBe(hex.slice(0, 16));

    // Someone else, with the link only.
    const reviewer = new Browser();
    const response = await reviewer.request(`/api/shares/${published.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    // Its page is the app's, unindexed.
    const page = await reviewer.request(`/p/${published.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("content-type")).toMatch(/json/);
    expect(await response.json()).toEqual({
      id: published.id,
      version: 1,
      latestVersion: 1,
      fingerprint: published.fingerprint,
      publishedAt: published.publishedAt,
      plan: plan(),
    });
  });

  it("keeps each version, numbered, and names the newest to a reader of an older one", async () => {
    const first = await publish();
    const second = await new Browser().post(
      `/api/shares/${first.id}/versions`,
      { plan: plan("Vejarbejde Landevejen, fase 2") },
      bearer(first.token),
    );
    expect(second.status).toBe(201);
    const v2 = (await second.json()) as Published;
    expect(v2).toMatchObject({ id: first.id, version: 2 });
    expect(v2.fingerprint).not.toBe(first.fingerprint);
    expect(v2).not.toHaveProperty("token");

    const reader = new Browser();
    const old = await (await reader.request(`/api/shares/${first.id}/versions/1`)).json();
    expect(old).toMatchObject({ version: 1, latestVersion: 2, plan: { title: plan().title } });
    const newest = await (await reader.request(`/api/shares/${first.id}`)).json();
    expect(newest).toMatchObject({
      version: 2,
      latestVersion: 2,
      plan: { title: "Vejarbejde Landevejen, fase 2" },
    });
    await expectError(await reader.request(`/api/shares/${first.id}/versions/3`), 404, {
      code: "VERSION_NOT_FOUND",
      message: "This shared plan has no such version",
    });
    for (const version of ["0", "-1", "1.5", "x", "99999999999999999999"]) {
      expect((await reader.request(`/api/shares/${first.id}/versions/${version}`)).status).toBe(
        404,
      );
    }
  });

  it("is changed only with its token or by the account that published it", async () => {
    const owner = new Browser();
    await signUp(owner);
    const published = await publish(owner);
    const stranger = new Browser();
    await signUp(stranger);
    const forbidden = {
      code: "SHARE_FORBIDDEN",
      message: "Only the publisher of this plan may change it: send its token",
    };
    const path = `/api/shares/${published.id}/versions`;
    // No token, a wrong one, another account's session: refused, nothing written.
    await expectError(await new Browser().post(path, { plan: plan() }), 403, forbidden);
    await expectError(
      await new Browser().post(path, { plan: plan() }, bearer("x".repeat(43))),
      403,
      forbidden,
    );
    await expectError(await stranger.post(path, { plan: plan() }), 403, forbidden);
    await expectError(
      await stranger.request(`/api/shares/${published.id}`, { method: "DELETE" }),
      403,
      forbidden,
    );
    // The owner's session is enough, without the token.
    const byOwner = await owner.post(path, { plan: plan() });
    expect(byOwner.status).toBe(201);
    expect(await byOwner.json()).toMatchObject({ version: 2 });

    // Its list holds it; another account's does not; signed out, there is no list.
    const listed = await (await owner.request("/api/shares")).json();
    expect(listed).toEqual({
      shares: [
        {
          id: published.id,
          latestVersion: 2,
          title: plan().title,
          publishedAt: expect.any(String),
        },
      ],
    });
    expect(await (await stranger.request("/api/shares")).json()).toEqual({ shares: [] });
    await expectError(await new Browser().request("/api/shares"), 401, {
      code: "UNAUTHORIZED",
      message: "Sign in to see the plans you shared",
    });
  });

  it("serves its service worker under a policy that lets it fetch this site and the MapLibre map's files only", async () => {
    // These settings have no Google key: MapLibre on OpenFreeMap's keyless style.
    const response = await new Browser().request("/shared-plan-sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; connect-src 'self' https://tiles.openfreemap.org; frame-ancestors 'none'",
    );
    // With Google's map, whose tiles are never kept: this site only.
    const script = new Response("", { headers: { "content-type": "text/javascript" } });
    const policy = (settings: Partial<Env>) =>
      new Map(securityHeadersFor(script, { ...env, ...settings })).get("Content-Security-Policy");
    expect(policy({ GOOGLE_MAPS_API_KEY: "a-key" })).toBe(
      "default-src 'none'; connect-src 'self'; frame-ancestors 'none'",
    );
    expect(
      policy({
        MAP_STYLE_URL: "https://maps.example/style.json",
        MAP_TILE_HOSTS: "https://tiles.example",
      }),
    ).toBe(
      "default-src 'none'; connect-src 'self' https://maps.example https://tiles.example; frame-ancestors 'none'",
    );
  });

  it("keeps no token and no plan text in the clear: the token only as its SHA-256", async () => {
    const published = await publish();
    const row = await env.DB.prepare("SELECT * FROM shared_plan WHERE id = ?")
      .bind(published.id)
      .first<Record<string, unknown>>();
    expect(JSON.stringify(row)).not.toContain(published.token);
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const version = await env.DB.prepare(
      "SELECT body FROM shared_plan_version WHERE share_id = ? AND version = 1",
    )
      .bind(published.id)
      .first<{ body: ArrayBuffer }>();
    // Stored gzip-compressed (its magic bytes), not as the plan's JSON.
    const bytes = new Uint8Array(version?.body ?? new ArrayBuffer(0));
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
  });

  it("withdrawn, answers 410 to every reader and every change, and its plan is gone", async () => {
    const published = await publish();
    const withdraw = () =>
      new Browser().request(`/api/shares/${published.id}`, {
        method: "DELETE",
        ...bearer(published.token),
      });
    const first = await withdraw();
    expect(first.status).toBe(204);
    const gone = { code: "SHARE_WITHDRAWN", message: "This shared plan has been withdrawn" };
    for (const path of [`/api/shares/${published.id}`, `/api/shares/${published.id}/versions/1`]) {
      const response = await new Browser().request(path);
      expect(response.headers.get("cache-control")).toBe("no-store");
      await expectError(response, 410, gone);
    }
    await expectError(await withdraw(), 410, gone);
    await expectError(
      await new Browser().post(
        `/api/shares/${published.id}/versions`,
        { plan: plan() },
        bearer(published.token),
      ),
      410,
      gone,
    );
    // Its page too: 410, not cached, not indexed.
    const page = await new Browser().request(`/p/${published.id}`);
    expect(page.status).toBe(410);
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    expect(page.headers.get("cache-control")).toBe("no-store");
    const left = await env.DB.prepare(
      "SELECT COUNT(*) AS count FROM shared_plan_version WHERE share_id = ?",
    )
      .bind(published.id)
      .first<{ count: number }>();
    expect(left?.count).toBe(0);
  });

  it("answers its page with the view's code listed and the plan's answer preloaded", async () => {
    const published = await publish();
    const reader = new Browser();
    const page = await reader.request(`/p/${published.id}`);
    expect(page.status).toBe(200);
    // p/index.html (client/app/route-pages.ts): the SPA with the shared view's chunks listed.
    expect(await page.text()).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/shared-plan-screen-/,
    );
    // And the settings, which say which map the plan's sheets are drawn on.
    const settings = "</api/config>; rel=preload; as=fetch; crossorigin";
    expect(page.headers.get("link")).toBe(
      `</api/shares/${published.id}>; rel=preload; as=fetch; crossorigin, ${settings}`,
    );
    const version = await reader.request(`/p/${published.id}/1`);
    expect(version.headers.get("link")).toBe(
      `</api/shares/${published.id}/versions/1>; rel=preload; as=fetch; crossorigin, ${settings}`,
    );
    // A version that is no number: the view fetches no plan, so only the settings are.
    const odd = await reader.request(`/p/${published.id}/first`);
    expect(odd.status).toBe(200);
    expect(odd.headers.get("link")).toBe(settings);
    // An id that would end the header's link is written encoded.
    const hostile = await reader.request(`/p/${encodeURIComponent("x>; rel=next")}`);
    expect(hostile.headers.get("link")).toBe(
      `</api/shares/x%3E%3B%20rel%3Dnext>; rel=preload; as=fetch; crossorigin, ${settings}`,
    );
  });

  it("gives concurrent publishes of new versions one number each, none lost", async () => {
    const published = await publish();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        new Browser().post(
          `/api/shares/${published.id}/versions`,
          { plan: plan(`Runde ${index}`) },
          bearer(published.token),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const versions = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as Published).version),
    );
    expect([...versions].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    // Each number holds the plan its publish sent.
    for (const [index, version] of versions.entries()) {
      const read = await (
        await new Browser().request(`/api/shares/${published.id}/versions/${version}`)
      ).json();
      expect(read).toMatchObject({ plan: { title: `Runde ${index}` }, latestVersion: 9 });
    }
  });

  it("answers an unknown, malformed or hostile id with 404, not a 5xx", async () => {
    const notFound = { code: "SHARE_NOT_FOUND", message: "No shared plan has this id" };
    for (const id of [
      "AAAAAAAAAAAAAAAAAAAAAA",
      "short",
      "' OR 1=1 --",
      "%00",
      "x".repeat(5000),
      "..%2F..%2Fetc",
    ]) {
      await expectError(await new Browser().request(`/api/shares/${id}`), 404, notFound);
      await expectError(
        await new Browser().post(`/api/shares/${id}/versions`, { plan: plan() }),
        404,
        notFound,
      );
    }
  });
});

describe("publishing refuses bad input with its reason", () => {
  const refused = async (body: unknown, status: number, message: RegExp) => {
    const response = await new Browser().post("/api/shares", body);
    expect(response.status).toBe(status);
    expect((await errorOf(response)).message).toMatch(message);
  };

  it("a body that is no plan: 400 with what is wrong", async () => {
    await refused("{not json", 400, /^The body must be JSON$/);
    await refused({}, 400, /^plan must be an object/);
    await refused({ plan: [] }, 400, /^plan must be an object/);
    await refused({ plan: { ...plan(), title: "" } }, 400, /^plan\.title must not be empty$/);
    await refused({ plan: { ...plan(), title: 7 } }, 400, /^plan\.title must be text$/);
    await refused({ plan: { ...plan(), title: "x".repeat(201) } }, 400, /at most 200/);
    await refused({ plan: { ...plan(), markers: "A39" } }, 400, /^plan\.markers must be a list$/);
    await refused({ plan: { ...plan(), markers: [1, 2] } }, 400, /^plan\.markers must hold/);
    await refused({ plan: { ...plan(), shapes: null } }, 400, /^plan\.shapes must be a list$/);
    // Nested deeper than any plan: refused before it is parsed.
    await refused(`{"plan":${"[".repeat(100)}${"]".repeat(100)}}`, 400, /nest deeper/);
  });

  it("20,000 signs are accepted; more are refused, saying the cap; 4 MiB is the body's limit", async () => {
    const big = await new Browser().post("/api/shares", { plan: plan("Stor plan", 20_000) });
    expect(big.status).toBe(201);
    const { id } = (await big.json()) as Published;
    const read = (await (await new Browser().request(`/api/shares/${id}`)).json()) as {
      plan: { markers: unknown[] };
    };
    expect(read.plan.markers).toHaveLength(20_000);
    await refused({ plan: plan("For stor", 20_001) }, 400, /at most 20000 signs/);
    const huge = JSON.stringify({ plan: { ...plan(), padding: "x".repeat(4 * 1024 * 1024) } });
    await refused(huge, 413, /^The request body must be at most 4 MiB$/);
  });

  it("a publish from another site's page with our cookies is refused", async () => {
    const person = new Browser();
    await signUp(person);
    const response = await person.post(
      "/api/shares",
      { plan: plan() },
      { headers: { origin: "https://evil.example" } },
    );
    await expectError(response, 403, { code: "INVALID_ORIGIN", message: "Invalid origin" });
  });

  it("is rate limited per client address, with Retry-After", async () => {
    const limited = workerWith({ RATE_LIMIT: "on" });
    const browser = new Browser(limited);
    for (let index = 0; index < PUBLISH_LIMIT.max; index += 1) {
      expect((await browser.post("/api/shares", { plan: plan() })).status).toBe(201);
    }
    const over = await browser.post("/api/shares", { plan: plan() });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await errorOf(over)).code).toBe("RATE_LIMITED");
    // Another address is not held back.
    expect((await new Browser(limited).post("/api/shares", { plan: plan() })).status).toBe(201);
  });
});
