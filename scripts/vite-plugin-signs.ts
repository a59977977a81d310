/**
 * Serves every road sign as an optimised SVG at /signs/<code>.svg (the URL in
 * client/lib/sign-image.ts): emitted into the build, answered on the fly by the
 * dev server. The catalogue's metadata is not handled here: the signs screen imports
 * signs.json dynamically, so it becomes its own lazily loaded chunk.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { createSignOptimiser, readSignFiles } from "./sign-assets";

const cacheDir = path.resolve(import.meta.dirname, "../node_modules/.cache/signage-signs");

export function signsPlugin(): Plugin {
  return {
    name: "signage:signs",
    generateBundle() {
      const optimise = createSignOptimiser(cacheDir);
      for (const sign of readSignFiles()) {
        this.emitFile({
          type: "asset",
          fileName: `signs/${sign.code}.svg`,
          source: optimise(readFileSync(sign.file, "utf8")),
        });
      }
    },
    configureServer(server) {
      const optimise = createSignOptimiser(cacheDir);
      server.middlewares.use("/signs", (request, response, next) => {
        const code = decodeURIComponent(request.url ?? "").match(/^\/([A-Za-z0-9.]+)\.svg$/)?.[1];
        const sign = code ? readSignFiles().find((entry) => entry.code === code) : undefined;
        if (!sign) return next();
        response.setHeader("content-type", "image/svg+xml");
        response.end(optimise(readFileSync(sign.file, "utf8")));
      });
    },
  };
}
