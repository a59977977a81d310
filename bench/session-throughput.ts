/**
 * DESIGN budget: `GET /api/auth/get-session` with a valid cookie, under 50 concurrent
 * connections on local `wrangler dev`, has zero errors and at least 0.8 x the throughput
 * of `GET /api/auth/ok` in the same run. Runs ROUNDS rounds (3) on one server; a round
 * sends REQUESTS to each path in SLICES alternating slices, and prints each round's ratio
 * and their median, with the machine's load average (other work on the machine moves the
 * figures). Prints the figures; asserts nothing itself.
 *
 *   npm run bench:session            (needs `npm run build` first, like the e2e tests)
 *   REQUESTS=4000 CONCURRENCY=50 ROUNDS=5 npm run bench:session
 */
import { loadavg } from "node:os";
import { startDevServer } from "../test/e2e/support/dev-server.ts";

const requests = Number(process.env.REQUESTS ?? 3000);
const concurrency = Number(process.env.CONCURRENCY ?? 50);
const rounds = Number(process.env.ROUNDS ?? 3);
/** Each round's requests per path, in this many alternating slices. */
const slices = Number(process.env.SLICES ?? 5);

type Result = {
  requests: number;
  seconds: number;
  perSecond: number;
  errors: number;
  statuses: Record<number, number>;
  firstError?: string;
};

/** `count` GETs of `url`, `concurrency` at a time; counts non-2xx and failures. */
async function load(url: string, headers: Record<string, string>, count: number): Promise<Result> {
  let next = 0;
  let errors = 0;
  let firstError: string | undefined;
  const statuses: Record<number, number> = {};
  const started = performance.now();
  async function worker() {
    while (next < count) {
      next++;
      try {
        const response = await fetch(url, { headers });
        const body = await response.text();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (!response.ok) {
          errors++;
          firstError ??= `${response.status} ${body.slice(0, 200)}`;
        }
      } catch (error) {
        errors++;
        firstError ??= String(error);
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { requests: count, seconds, perSecond: count / seconds, errors, statuses, firstError };
}

/** One path's slices of a round as one figure: all its requests over all its time. */
function combine(results: Result[]): Result {
  const statuses: Record<number, number> = {};
  for (const result of results) {
    for (const [status, n] of Object.entries(result.statuses)) {
      statuses[Number(status)] = (statuses[Number(status)] ?? 0) + n;
    }
  }
  const requests = results.reduce((sum, r) => sum + r.requests, 0);
  const seconds = results.reduce((sum, r) => sum + r.seconds, 0);
  return {
    requests,
    seconds,
    perSecond: requests / seconds,
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    statuses,
    firstError: results.find((r) => r.firstError)?.firstError,
  };
}

// RATE_LIMIT=off: this is a local load test of one address (docs/security.md: rate limits).
const server = await startDevServer({ RATE_LIMIT: "off" });
try {
  const email = `bench-${crypto.randomUUID()}@example.com`;
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email, password: "bench password 123", name: "Bench" }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const check = await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie } });
  const session = (await check.json()) as { user?: { email?: string } } | null;
  if (session?.user?.email !== email) throw new Error("the bench user has no session");

  const line = (name: string, r: Result) =>
    `  ${name}: ${r.perSecond.toFixed(0)} req/s, ${r.errors} errors, statuses ${JSON.stringify(r.statuses)}` +
    (r.firstError ? `\n    first error: ${r.firstError}` : "");
  const load1 = () => loadavg()[0]?.toFixed(2) ?? "?";
  console.log(
    `${requests} requests each per round in ${slices} alternating slices, ${concurrency} concurrent, local wrangler dev`,
  );

  // Warm both paths, then measure them in each round in alternating slices (ok, get-session,
  // ok, …), so a change in the machine's load during a round falls on both paths alike
  // rather than on whichever ran second.
  await load(`${server.url}/api/auth/ok`, {}, requests / slices);
  await load(`${server.url}/api/auth/get-session`, { cookie }, requests / slices);
  const ratios: number[] = [];
  let errors = 0;
  for (let round = 1; round <= rounds; round++) {
    const before = load1();
    const ok: Result[] = [];
    const getSession: Result[] = [];
    for (let slice = 0; slice < slices; slice++) {
      ok.push(await load(`${server.url}/api/auth/ok`, {}, requests / slices));
      getSession.push(
        await load(`${server.url}/api/auth/get-session`, { cookie }, requests / slices),
      );
    }
    const okTotal = combine(ok);
    const sessionTotal = combine(getSession);
    const ratio = sessionTotal.perSecond / okTotal.perSecond;
    ratios.push(ratio);
    errors += okTotal.errors + sessionTotal.errors;
    console.log(`round ${round} (load average ${before} -> ${load1()}): ratio ${ratio.toFixed(2)}`);
    console.log(line("GET /api/auth/ok", okTotal));
    console.log(line("GET /api/auth/get-session", sessionTotal));
  }
  const sorted = [...ratios].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `get-session / ok throughput: rounds ${ratios.map((r) => r.toFixed(2)).join(", ")}; ` +
      `median ${median.toFixed(2)} (budget >= 0.80, zero errors; ${errors} errors)`,
  );
} finally {
  await server.stop();
}
