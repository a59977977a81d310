/**
 * Import rules checked by `npm test` (scripts/test.sh) with dependency-cruiser:
 * - no import cycles anywhere in worker/, client/, bench/, scripts/ (type-only imports count:
 *   a cycle of types still ties the modules' meaning together);
 * - a feature reaches another feature only through that feature's public module
 *   (`client/features/<b>/index.ts`: its atoms, actions and helpers), never its components
 *   or internals; screens that combine features are composed in client/app/, which no
 *   feature imports;
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
      comment: "An import cycle (type-only imports included).",
      from: {},
      to: { circular: true },
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
