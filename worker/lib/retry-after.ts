/**
 * The one place the Worker writes how long a client must wait after a 429: every limit of
 * ours builds its headers here, and better-auth's own 429s (which carry only its
 * `X-Retry-After`) pass through {@link withRetryAfter} on their way out (auth/handle.ts).
 * The SPA reads them in one place too (client/lib/retry-after.ts).
 */

/** Seconds until `resetAt` (milliseconds since the epoch), at least 1. */
export function secondsUntil(resetAt: number, now = Date.now()): number {
  return Math.max(1, Math.ceil((resetAt - now) / 1000));
}

/** The standard `Retry-After` and better-auth's `X-Retry-After`, with the same value. */
export function retryAfterHeaders(seconds: number): Record<string, string> {
  const value = String(Math.max(1, Math.ceil(seconds)));
  return { "Retry-After": value, "X-Retry-After": value };
}

/** A 429 with both headers; any other response as it is. */
export function withRetryAfter(response: Response): Response {
  const seconds = Number(
    response.headers.get("retry-after") ?? response.headers.get("x-retry-after"),
  );
  if (response.status !== 429 || !(seconds > 0)) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(retryAfterHeaders(seconds))) headers.set(name, value);
  return new Response(response.body, { status: 429, statusText: response.statusText, headers });
}
