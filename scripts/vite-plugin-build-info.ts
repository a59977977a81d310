/**
 * New-build detection (product spec §7): each build gets an id, compiled into the app as
 * `import.meta.env.VITE_BUILD_ID` / `VITE_BUILD_TIMESTAMP`, and writes
 * `builds/latest.json` ({id, timestamp}) and `builds/meta/{id}.json`. A running app polls
 * latest.json (client/lib/build-version.ts) and offers a reload when the id changes.
 */
import { randomUUID } from "node:crypto";
import type { Plugin } from "vite";

export type BuildInfo = { id: string; timestamp: number };

export function buildInfoPlugin(): Plugin {
  const build: BuildInfo = { id: randomUUID(), timestamp: Date.now() };
  return {
    name: "signage:build-info",
    config: (_config, { command }) =>
      command === "build"
        ? {
            define: {
              "import.meta.env.VITE_BUILD_ID": JSON.stringify(build.id),
              "import.meta.env.VITE_BUILD_TIMESTAMP": JSON.stringify(String(build.timestamp)),
            },
          }
        : undefined,
    generateBundle() {
      const json = JSON.stringify(build);
      this.emitFile({ type: "asset", fileName: "builds/latest.json", source: json });
      this.emitFile({ type: "asset", fileName: `builds/meta/${build.id}.json`, source: json });
    },
  };
}
