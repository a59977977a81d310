/**
 * `fetch` for the app's own requests, with the retry policy of product spec §7: a request
 * without a body is sent once more when the answer is 408, 409, 425, 429, 500, 502, 503 or
 * 504 (or when the network failed); POST, PUT, PATCH and DELETE are never repeated, since
 * a second attempt could do the change twice.
 */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);
export const NEVER_RETRIED_METHODS: ReadonlySet<string> = new Set([
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
]);

/** Whether a request may be sent a second time at all. */
export function isRetryable(method: string, hasBody: boolean): boolean {
  return !hasBody && !NEVER_RETRIED_METHODS.has(method.toUpperCase());
}

export type RetryOptions = {
  /** Milliseconds to wait before the second attempt (none by default). */
  retryDelay?: number;
};

export async function fetchWithRetry(
  input: RequestInfo | URL,
  init: RequestInit = {},
  options: RetryOptions = {},
): Promise<Response> {
  const request = input instanceof Request ? input : null;
  const method = init.method ?? request?.method ?? "GET";
  const hasBody = init.body != null || (request?.body ?? null) !== null;
  if (!isRetryable(method, hasBody)) return fetch(input, init);

  // A Request can be sent once; keep an unsent copy for the second attempt.
  const again = () => fetch(request ? request.clone() : input, init);
  const wait = () =>
    options.retryDelay ? new Promise((resolve) => setTimeout(resolve, options.retryDelay)) : null;

  let response: Response;
  try {
    response = await fetch(request ? request.clone() : input, init);
  } catch (error) {
    if (init.signal?.aborted || request?.signal.aborted) throw error;
    await wait();
    return again();
  }
  if (!RETRY_STATUSES.has(response.status)) return response;
  await response.body?.cancel().catch(() => {});
  await wait();
  return again();
}
