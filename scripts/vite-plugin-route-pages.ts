/**
 * Writes a page per screen of client/app/route-pages.ts: index.html with the screen's
 * chunks (and their static imports, and their style sheets) added as preload links, the
 * chunks index.html already loads left out; and, for a screen with code kept for offline
 * use (OFFLINE_CODE), those files named in a `<meta name="offline-files">`.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";
import { OFFLINE_CODE, ROUTE_PAGES } from "../client/app/route-pages";

type ChunkWithCss = OutputChunk & {
  viteMetadata?: { importedCss?: Set<string>; importedAssets?: Set<string> };
};

/** The chunk and every chunk it imports statically, by file name. */
function closure(bundle: OutputBundle, start: string, into = new Set<string>()): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  const chunk = bundle[start];
  if (chunk?.type === "chunk") for (const file of chunk.imports) closure(bundle, file, into);
  return into;
}

export function routePagesPlugin(): Plugin {
  let root = "";
  let outDir = "";
  let pages: { name: string; links: string[] }[] = [];
  return {
    name: "signage:route-pages",
    apply: "build",
    configResolved(config) {
      root = path.resolve(config.root, "..");
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error("route pages: the build has no entry chunk");
      const firstLoad = closure(bundle, entry.fileName);
      // The chunks of `modules` and what they import statically, less the first load's.
      const scriptsOf = (name: string, modules: readonly string[]) => {
        const files = new Set<string>();
        for (const module of modules) {
          const id = path.join(root, module);
          const chunk = chunks.find((each) => each.moduleIds.includes(id));
          if (!chunk) throw new Error(`route pages: ${module} (for /${name}) is not in the build`);
          closure(bundle, chunk.fileName, files);
        }
        return [...files].filter((file) => !firstLoad.has(file));
      };
      const metadataOf = (file: string) => (bundle[file] as ChunkWithCss).viteMetadata;
      pages = Object.entries(ROUTE_PAGES).map(([name, modules]) => {
        const scripts = scriptsOf(name, modules);
        const styles = scripts.flatMap((file) => [...(metadataOf(file)?.importedCss ?? [])]);
        const offline = scriptsOf(name, OFFLINE_CODE[name] ?? []).flatMap((file) => [
          file,
          ...(metadataOf(file)?.importedCss ?? []),
          ...(metadataOf(file)?.importedAssets ?? []),
        ]);
        return {
          name,
          links: [
            ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
            ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
            ...(offline.length > 0
              ? [
                  `<meta name="offline-files" content="${offline.map((file) => `/${file}`).join(" ")}">`,
                ]
              : []),
          ],
        };
      });
    },
    writeBundle() {
      const index = readFileSync(path.join(outDir, "index.html"), "utf8");
      if (!index.includes("</head>")) throw new Error("route pages: index.html has no </head>");
      for (const { name, links } of pages) {
        const page = index.replace("</head>", `  ${links.join("\n    ")}\n  </head>`);
        const file = path.join(outDir, name.endsWith("/") ? `${name}index.html` : `${name}.html`);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, page);
      }
    },
  };
}
