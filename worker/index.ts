import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { answerGetSession } from "./auth/get-session";
import { ApiError, errorBody } from "./lib/errors";
import { requestBodyLimits } from "./lib/request-body";
import { executionContextMiddleware } from "./lib/request-context";
import { requestLocaleMiddleware } from "./lib/request-locale";
import { securityHeadersMiddleware } from "./lib/security-headers";
import { sharedPlanPreload } from "./lib/shared-plan-preload";
import { isWithdrawn } from "./lib/shared-plans";
import { apiRoute } from "./routes/api";
import { authRoute } from "./routes/auth";
import { ingestRoute } from "./routes/ingest";

const app = new Hono<{ Bindings: Env }>();

// First, so every response gets the security headers (it reads no body).
app.use("*", securityHeadersMiddleware());

// get-session is asked on every navigation. Its plain answer (a valid session cookie: one D1
// statement, auth/get-session.ts) sends no mail, starts no background work and reads no
// body, so it is given here, before the per-request contexts below that it would not use
// (a CPU profile of workerd under `npm run bench:session` showed their setup, two
// AsyncLocalStorage runs and the language parse, among its costs). Every other
// get-session (no or bad cookie, a session to extend, a query) goes on to better-auth.
app.use("/api/auth/get-session", async (c, next) => {
  const answer = await answerGetSession(c.env, c.req.raw);
  if (answer) return answer;
  await next();
});

// Work that outlives a response (account mail) reaches the request's waitUntil through this.
app.use("/api/*", executionContextMiddleware());
// Account mail and the auth error page are written in the language of the request.
app.use("/api/*", requestLocaleMiddleware());

// Every body under /api is read once, here, with its size and depth limits: before
// better-auth or any route parses it (request-body.ts).
app.use("/api/*", requestBodyLimits());

// Our own routes (some under /api/auth, in front of better-auth); none reads the raw body
// better-auth reads after it, as they answer or pass a request of their own.
app.route("/api", apiRoute);
// better-auth takes the rest of /api/auth, before the 404 for unknown API paths.
app.route("/api/auth", authRoute);

app.all("/api/*", (c) => c.json(errorBody("NOT_FOUND", `No API route for ${c.req.path}`), 404));

app.route("/ingest", ingestRoute);

// A shared plan's page (issue 39): the SPA, never indexed nor cached; a withdrawn plan's
// answers 410 Gone (the page then says so in the reader's language).
app.get("/p/:id/:version?", async (c) => {
  // The shared view's own page, /p/ (the SPA with the view's code preloaded:
  // client/app/route-pages.ts).
  const page = await c.env.ASSETS.fetch(new Request(new URL("/p/", c.req.url), c.req.raw));
  const headers = new Headers(page.headers);
  headers.set("X-Robots-Tag", "noindex");
  headers.set("Cache-Control", "no-store");
  headers.append("Link", sharedPlanPreload(c.req.param("id"), c.req.param("version")));
  const status = (await isWithdrawn(c.env, c.req.param("id"))) ? 410 : page.status;
  return new Response(page.body, { status, headers });
});

// The SPA's pages (wrangler.toml run_worker_first): served from the static assets, which
// answer index.html for client routes.
app.all("*", (c) => c.env.ASSETS.fetch(c.req.raw));

app.onError((error, c) => {
  if (error instanceof ApiError) return c.json(errorBody(error.code, error.message), error.status);
  if (error instanceof HTTPException) {
    return c.json(errorBody("HTTP_ERROR", error.message), error.status);
  }
  console.error("Unhandled error", { method: c.req.method, path: c.req.path, error });
  return c.json(errorBody("INTERNAL_SERVER_ERROR", "Internal Server Error"), 500);
});

export default app;
