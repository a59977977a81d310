import { readFileSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";

/**
 * Google's Maps JavaScript API as the e2e Chromium reaches it: an https server on this
 * machine answering every `https://maps.googleapis.com/maps/api/js?…` with the local fake
 * (fake-google-maps.js). Chromium is pointed here by `--host-resolver-rules` (see
 * `testBrowserArgs` in browser.ts), not by Playwright's request routing: a routed context sends every
 * request through Playwright and loses its HTTP cache, which made each page load of the
 * suite fetch and compile the whole app again. The certificate (fake-google-maps.pem) is
 * self-signed for maps.googleapis.com; the tests' Chromium ignores certificate errors.
 */
const fakeScript = readFileSync(path.join(import.meta.dirname, "fake-google-maps.js"), "utf8");
const pem = readFileSync(path.join(import.meta.dirname, "fake-google-maps.pem"), "utf8");

export type FakeGoogleMapsServer = { port: number; stop(): Promise<void> };

export async function startFakeGoogleMaps(): Promise<FakeGoogleMapsServer> {
  const server = createServer({ key: pem, cert: pem }, (request, response) => {
    if (request.url?.startsWith("/maps/api/js")) {
      response.writeHead(200, {
        "content-type": "text/javascript",
        // As Google's loader: never cached, so each load is a script load the fake records.
        "cache-control": "no-store",
      });
      response.end(fakeScript);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
