/**
 * A local stand-in for the Resend HTTP API, for the Worker tests: `POST /emails` is
 * recorded and answered like Resend does; a recipient containing "bounce" is refused with
 * 422. `GET /__sent` lists what was received, so a test can assert what the Worker sent.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export type SentEmail = {
  path: string;
  authorization: string;
  contentType: string;
  body: unknown;
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

export async function startFakeResend() {
  const sent: SentEmail[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake-resend");
    const raw = await readBody(request);
    response.setHeader("content-type", "application/json");
    if (request.method === "GET" && url.pathname === "/__sent") {
      response.end(JSON.stringify(sent));
      return;
    }
    if (request.method !== "POST" || url.pathname !== "/emails") {
      response.statusCode = 404;
      response.end(JSON.stringify({ name: "not_found", message: "Not found" }));
      return;
    }
    let body: unknown = null;
    try {
      body = JSON.parse(raw);
    } catch {
      // recorded as null: a test will see the Worker sent something that is not JSON
    }
    sent.push({
      path: url.pathname,
      authorization: String(request.headers.authorization ?? ""),
      contentType: String(request.headers["content-type"] ?? ""),
      body,
    });
    if (raw.includes("bounce")) {
      response.statusCode = 422;
      response.end(JSON.stringify({ name: "validation_error", message: "Recipient refused" }));
      return;
    }
    response.end(JSON.stringify({ id: crypto.randomUUID() }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
