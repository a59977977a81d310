import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { buildInfoPlugin } from "./scripts/vite-plugin-build-info";
import { headersPlugin } from "./scripts/vite-plugin-headers";
import { signsPlugin } from "./scripts/vite-plugin-signs";

// The SPA lives in client/ and is built into dist/client, which wrangler serves as the
// Worker's static assets (wrangler.toml [assets]).
export default defineConfig({
  root: "client",
  publicDir: "public",
  // signs: /signs/<code>.svg optimised; build info: builds/latest.json for new-build
  // detection; headers: the static assets' _headers file.
  plugins: [react(), signsPlugin(), buildInfoPlugin(), headersPlugin()],
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    // Read by bench/sizes.ts to follow what /map loads; public/.assetsignore keeps it
    // from being served.
    manifest: true,
  },
  server: {
    // `vite` on its own proxies the API to a running `wrangler dev`.
    proxy: { "/api": "http://localhost:8787", "/ingest": "http://localhost:8787" },
  },
});
