/**
 * Import rules checked by `npm test` (scripts/test.sh) with dependency-cruiser:
 * - no import cycles anywhere in worker/, client/, bench/, scripts/ (type-only imports count:
 *   a cycle of types still ties the modules' meaning together). Only cycles of static
 *   imports count, checked here and again in a second run on the static imports alone
 *   (.dependency-cruiser-cycles.cjs, which takes this file's no-cycles rule): a dynamic
 *   import is where a chunk begins, loaded later, so it cannot tie the modules' loading, and
 *   a feature's public module lends its lazy parts as loaders, so two features that use each
 *   other (the map's editor the signs' catalogue, the signs' screen the map's choice of
 *   sign) meet in a cycle through such a loader;
 * - a feature is reached from outside (another feature, client/app/, main.tsx) only through
 *   its public module (`client/features/<b>/index.ts`: its atoms, actions, helpers, the
 *   parts it lends to the screens, and loaders for the parts that are chunks of their own),
 *   static and dynamic imports alike; screens that combine features are composed in
 *   client/app/, which no feature imports;
 * - values several features share (geo, the plan, marker and map settings models, the map
 *   port, the plan renderer, shared UI in lib/ui/) live in client/lib/, which imports no
 *   feature's code and nothing of app/.
 * Any violation fails; there is no list of accepted ones.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment: "An import cycle of static imports (type-only imports included).",
      from: {},
      // Here the cycles the cruiser happens to find; all of them in the static-only run.
      to: { circular: true, viaOnly: { dependencyTypesNot: ["dynamic-import"] } },
    },
    {
      name: "features-through-public-modules",
      severity: "error",
      comment:
        "A feature reaches another only through that feature's index.ts; compose screens in client/app/.",
      from: { path: "^client/features/([^/]+)/" },
      to: {
        path: "^client/features/([^/]+)/",
        pathNot: ["^client/features/$1/", "^client/features/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "app-through-public-modules",
      severity: "error",
      comment:
        "The app reaches a feature only through its index.ts; a part that is a chunk of its own is a loader there.",
      from: { path: "^client/(app/|main\\.tsx$)" },
      to: { path: "^client/features/", pathNot: "^client/features/[^/]+/index\\.ts$" },
    },
    {
      name: "features-not-app",
      severity: "error",
      comment: "The app composes features; a feature never imports client/app/.",
      from: { path: "^client/features/" },
      to: { path: "^client/app/" },
    },
    {
      name: "lib-not-features",
      severity: "error",
      comment: "client/lib/ is shared by every feature and imports none of them, nor app/.",
      from: { path: "^client/lib/" },
      to: { path: "^client/(features|app)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|dist|\\.wrangler|\\.tools)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
