import type { ContentfulStatusCode } from "hono/utils/http-status";

/** An error we raise on purpose: it keeps its status and code all the way to the client. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The JSON body of every error the Worker answers itself. */
export function errorBody(code: string, message: string) {
  return { code, message };
}
