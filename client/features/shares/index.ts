/**
 * The shares feature's public module (issue 39): a project published as a shared plan (the
 * map panel's section), the shared plan's read-only view (/p/<id>), the print view that
 * carries a shared version's QR code, and the signed-in account's list of shared plans.
 * They load together, as one chunk of their own: one loader here keeps /map's first load
 * (which holds this module) to the few bytes of one dynamic import.
 */
export const loadShares = () => import("./shares-parts");
