import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchWithRetry, RETRY_STATUSES } from "../../client/lib/fetch-with-retry";

afterEach(() => vi.unstubAllGlobals());

/** A server that answers with these statuses in turn and counts what it was asked. */
function serverAnswering(...statuses: number[]) {
  const seen: { method: string; body: string | null }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request
          ? input
          : new Request(new URL(String(input), "http://app.test"), init);
      seen.push({ method: request.method, body: request.body ? await request.text() : null });
      const status = statuses[Math.min(seen.length - 1, statuses.length - 1)] ?? 200;
      return new Response(status === 204 ? null : `answer ${seen.length}`, { status });
    }),
  );
  return seen;
}

/** Sent once to a server answering `status` (then 200): that first answer comes back. */
async function expectSentOnce(status: number, input: string, init?: RequestInit) {
  const seen = serverAnswering(status, 200);
  expect((await fetchWithRetry(input, init)).status).toBe(status);
  expect(seen).toHaveLength(1);
}

/** A network where every fetch fails with `failure()`; answers the list of calls made. */
function networkFailing(failure: () => Error = () => new TypeError("Failed to fetch")) {
  const calls: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: unknown) => {
      calls.push(input);
      throw failure();
    }),
  );
  return calls;
}

describe("fetchWithRetry: requests without a body", () => {
  it.each([...RETRY_STATUSES])(
    "retries GET once after %i and returns the second answer",
    async (status) => {
      const seen = serverAnswering(status, 200);
      const response = await fetchWithRetry("/api/config");
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("answer 2");
      expect(seen).toHaveLength(2);
    },
  );

  it("retries only once: a second failure is returned as it is", async () => {
    const seen = serverAnswering(503, 503, 200);
    const response = await fetchWithRetry("/builds/latest.json");
    expect(response.status).toBe(503);
    expect(seen).toHaveLength(2);
  });

  it.each([200, 201, 204, 301, 400, 401, 403, 404, 410, 422, 501, 505])(
    "does not retry after %i",
    async (status) => {
      await expectSentOnce(status, "/api/config");
    },
  );

  it("retries HEAD and OPTIONS like GET, and Request objects too", async () => {
    let seen = serverAnswering(502, 200);
    expect((await fetchWithRetry("/x", { method: "HEAD" })).status).toBe(200);
    expect(seen).toHaveLength(2);
    seen = serverAnswering(429, 200);
    expect((await fetchWithRetry(new Request("http://app.test/x"))).status).toBe(200);
    expect(seen).toHaveLength(2);
  });

  it("retries once when the network fails, then gives up with the error", async () => {
    const calls = networkFailing();
    await expect(fetchWithRetry("/api/config")).rejects.toThrow("Failed to fetch");
    expect(calls).toHaveLength(2);
  });

  it("does not retry a request that was aborted", async () => {
    const controller = new AbortController();
    const calls = networkFailing(() => {
      controller.abort();
      return new DOMException("aborted", "AbortError");
    });
    await expect(fetchWithRetry("/x", { signal: controller.signal })).rejects.toThrow("aborted");
    expect(calls).toHaveLength(1);
  });
});

describe("fetchWithRetry: never a second attempt for changes", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE", "post"])(
    "%s is sent once, whatever the answer",
    async (method) => {
      for (const status of RETRY_STATUSES) {
        await expectSentOnce(status, "/api/thing", { method, body: "{}" });
      }
    },
  );

  it("DELETE without a body is not retried either, nor on a network failure", async () => {
    await expectSentOnce(503, "/api/thing", { method: "DELETE" });
    const calls = networkFailing();
    await expect(fetchWithRetry("/api/thing", { method: "POST" })).rejects.toThrow();
    expect(calls).toHaveLength(1);
  });

  it("a GET-like request that carries a body is not retried", async () => {
    const seen = serverAnswering(503, 200);
    const request = new Request("http://app.test/search", { method: "QUERY", body: "q" });
    expect((await fetchWithRetry(request)).status).toBe(503);
    expect(seen).toEqual([{ method: "QUERY", body: "q" }]);
  });
});
