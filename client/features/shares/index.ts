/**
 * The shares feature's public module (issue 39): a project published as a shared plan (the
 * map panel's section), the shared plan's read-only view (/p/<id>), the print view that
 * carries a shared version's QR code, and the signed-in account's list of shared plans.
 * They load together, as one chunk of their own, but for the shared plan's view: two
 * loaders here keep /map's first load (which holds this module) to the few bytes of two
 * dynamic imports.
 */
export const loadShares = () => import("./shares-parts");

/**
 * The shared plan's read-only view (/p/<id>), a chunk of its own: a reader on a phone needs
 * neither the panel's sharing nor the account's list (nor the auth client it holds), and
 * its page lists just this (app/route-pages.ts).
 */
export const loadSharedPlanScreen = async () =>
  (await import("./shared-plan-screen")).SharedPlanScreen;
