import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";

/**
 * The current request's ExecutionContext, for work that should outlive the response
 * (sending mail, pruning expired rows). The auth instance is built once per isolate
 * (create-auth.ts) while `ctx` exists per request, so it is carried here instead of in
 * the options.
 */
type BackgroundContext = { waitUntil(promise: Promise<unknown>): void };

const executionContext = new AsyncLocalStorage<BackgroundContext>();

export function runWithExecutionContext<T>(ctx: BackgroundContext, fn: () => T): T {
  return executionContext.run(ctx, fn);
}

/**
 * Lets `task` finish after the response is sent; outside a request (a direct call in a
 * test, the schema CLI) it is awaited instead, so nothing is silently dropped.
 */
export async function runInBackground(task: Promise<unknown>): Promise<void> {
  const ctx = executionContext.getStore();
  const logged = task.catch((error: unknown) => {
    console.error("Background task failed", error);
  });
  if (ctx) ctx.waitUntil(logged);
  else await logged;
}

/** Hono middleware: runs the rest of the request with its ExecutionContext available. */
export function executionContextMiddleware(): MiddlewareHandler {
  return (c, next) => {
    let ctx: BackgroundContext;
    try {
      ctx = c.executionCtx;
    } catch {
      return next(); // called without one (app.fetch with no ctx): tasks are awaited
    }
    return runWithExecutionContext(ctx, next);
  };
}
