import { type ClientResponse, DetailedError, hc, parseResponse } from "hono/client";
import type { ApiType } from "../../worker/routes/api";
import { retryAfterSeconds } from "./retry-after";

/**
 * The Worker's own API (worker/routes/api.ts, better-auth's routes aside), typed by its
 * routes: `api.config.$get()`, `api.account["set-password"].$post({ json })`. Only the
 * routes' types come from the Worker (`import type`), so none of its code, zod included,
 * reaches the bundle. Same origin as the Worker, like the auth client.
 */
export const api = hc<ApiType>(
  `${typeof window === "undefined" ? "http://localhost" : window.location.origin}/api`,
);

/** A refusal of our API: the spec's error body with its status, and Retry-After on a 429. */
export type ApiError = { status: number; code?: string; message?: string; retryAfter?: number };

/**
 * One call's answer in the shape better-auth's client gives (`{ data, error }`), so the
 * screens treat both APIs alike. A network failure throws, as it does there.
 */
export async function callApi<R extends ClientResponse<unknown>>(request: Promise<R>) {
  const response = await request;
  try {
    return { data: await parseResponse(response), error: null } as const;
  } catch (error) {
    if (!(error instanceof DetailedError)) throw error;
    const body = error.detail?.data;
    const failure: ApiError = {
      status: response.status,
      code: typeof body?.code === "string" ? body.code : undefined,
      message: typeof body?.message === "string" ? body.message : undefined,
      retryAfter: retryAfterSeconds(response),
    };
    return { data: null, error: failure } as const;
  }
}
