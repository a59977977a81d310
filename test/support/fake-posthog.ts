/**
 * A local stand-in for PostHog's ingestion host, for tests: answers what the SDK asks for
 * (flags, remote config, event batches) with harmless defaults and records every request
 * so a test can assert what was sent, decompressed and decoded like PostHog would.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

export type RecordedRequest = {
  method: string;
  /** Path and query as received, e.g. /e/?ip=0&_=1700000000000&ver=1.434.18 */
  url: string;
  headers: Record<string, string>;
  /** The request body as text (gzip undone). */
  body: string;
  /** The events in it (event batches only): name, distinct id and properties. */
  events: { event: string; distinct_id?: string; properties: Record<string, unknown> }[];
};

export type FakePostHog = {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
};

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

/** PostHog accepts plain JSON, gzip, base64 in a form field `data`; undo whichever came. */
function decode(raw: Buffer, url: URL, contentType: string): string {
  let bytes = raw;
  if (url.searchParams.get("compression") === "gzip-js" || (raw[0] === 0x1f && raw[1] === 0x8b)) {
    bytes = gunzipSync(raw);
  }
  let text = bytes.toString("utf8");
  if (contentType.includes("application/x-www-form-urlencoded")) {
    const data = new URLSearchParams(text).get("data") ?? "";
    text = Buffer.from(decodeURIComponent(data), "base64").toString("utf8");
  }
  return text;
}

function eventsIn(body: string): RecordedRequest["events"] {
  try {
    const parsed: unknown = JSON.parse(body);
    const list = Array.isArray(parsed)
      ? parsed
      : ((parsed as { batch?: unknown[] }).batch ?? [parsed]);
    return list.filter(
      (item): item is RecordedRequest["events"][number] =>
        typeof item === "object" && item !== null && "event" in item,
    );
  } catch {
    return [];
  }
}

export async function startFakePostHog(): Promise<FakePostHog> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake-posthog");
    const raw = await readBody(request);
    if (url.pathname === "/__recorded") {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(requests));
      return;
    }
    const body = decode(raw, url, String(request.headers["content-type"] ?? ""));
    requests.push({
      method: request.method ?? "GET",
      url: request.url ?? "/",
      headers: Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      ),
      body,
      events: eventsIn(body),
    });
    const answer = (contentType: string, body: string) => {
      response.setHeader("content-type", contentType);
      response.end(body);
    };
    if (url.pathname.startsWith("/flags") || url.pathname.startsWith("/decide")) {
      const flags = { featureFlags: {}, featureFlagPayloads: {}, errorsWhileComputingFlags: false };
      return answer("application/json", JSON.stringify(flags));
    }
    if (url.pathname.endsWith("/config.js")) return answer("application/javascript", "");
    if (url.pathname.endsWith("/config")) {
      // As a new PostHog project answers: autocapture on, recordings and surveys off.
      const config = {
        autocapture_opt_out: false,
        sessionRecording: false,
        surveys: false,
        heatmaps: false,
      };
      return answer("application/json", JSON.stringify(config));
    }
    if (url.pathname.startsWith("/static/")) {
      // The SDK's optional extensions (surveys, web vitals…): present, doing nothing.
      return answer("application/javascript", "/* fake PostHog extension */");
    }
    response.setHeader("set-cookie", "ph_fake=1; Path=/");
    answer("application/json", JSON.stringify({ status: 1 }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
