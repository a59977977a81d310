/**
 * The import cycle check (.dependency-cruiser.cjs says why): its no-cycles rule, run on the
 * static imports alone (type-only included), so that a cycle through a lazy chunk's loader
 * is not reported and cannot hide a static cycle beside it (the cruiser reports one cycle
 * per import, the first it finds).
 */
const rules = require("./.dependency-cruiser.cjs");

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: rules.forbidden.filter((rule) => rule.name === "no-cycles"),
  options: { ...rules.options, exclude: { ...rules.options.exclude, dynamic: true } },
};
