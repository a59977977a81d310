/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a file that
 * starts with the comment `//# allFunctionsCalledOnLoad` has all its functions compiled as
 * the file is read, on the browser's streaming thread, instead of each one on the main
 * thread the first time it runs. The first-load chunks (the entry and `shared`: React, the
 * router, the stores) run nearly all their code at start, so there it only moves the work
 * off the main thread: in a CPU profile of /map at 4× slowdown the router's start and the
 * first render (~100 ms each) had been mostly the first calls' compiling (issue 40).
 * Other browsers read it as a comment.
 *
 * The comment must be the file's first line, and Vite's own output step puts its preload
 * table there after every plugin's `generateBundle`: so the comment is added to the written
 * files, with the source map's lines moved down one (a `;` is one empty line of mappings).
 * The file keeps its hashed name: the name still changes whenever its content does.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

export function compileHintsPlugin(chunkNames: RegExp): Plugin {
  return {
    name: "signage:compile-hints",
    apply: "build",
    writeBundle(options, bundle) {
      const dir = options.dir ?? "";
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk" || !chunkNames.test(file.name)) continue;
        const code = path.join(dir, file.fileName);
        writeFileSync(code, `${COMPILE_HINT}\n${readFileSync(code, "utf8")}`);
        const map = `${code}.map`;
        if (existsSync(map)) {
          const sourceMap = JSON.parse(readFileSync(map, "utf8")) as { mappings: string };
          sourceMap.mappings = `;${sourceMap.mappings}`;
          writeFileSync(map, JSON.stringify(sourceMap));
        }
      }
    },
  };
}
