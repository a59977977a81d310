/**
 * The one place the SPA reads how long to wait after a 429: the standard `Retry-After`
 * (every 429 of the Worker carries it, worker/lib/retry-after.ts), or better-auth's own
 * `X-Retry-After`. Whole seconds, or undefined when the answer does not say.
 */
export function retryAfterSeconds(response: Response): number | undefined {
  const raw = response.headers.get("retry-after") ?? response.headers.get("x-retry-after");
  const seconds = Number(raw);
  return raw !== null && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}
