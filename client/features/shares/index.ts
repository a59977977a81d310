/**
 * The shares feature's public module (issue 39): a project published as a shared plan
 * (the project panel's section) and the shared plan's read-only view (/p/<id>). Both load
 * as chunks of their own, not with /map.
 */
export const loadShareSection = async () => (await import("./share-section")).ShareSection;
export const loadSharedPlanScreen = async () =>
  (await import("./shared-plan-screen")).SharedPlanScreen;
export const loadCurrentProjectPrintScreen = async () =>
  (await import("./printed-share")).CurrentProjectPrintScreen;
export const loadSharedPlansList = async () =>
  (await import("./shared-plans-list")).SharedPlansList;
