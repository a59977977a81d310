/**
 * The dashboard feature's public module: the /dashboard screen (the projects in this
 * browser, their files and the storage they take). Nothing else takes this module, so the
 * router loads it as the screen's chunk (app/router.tsx).
 */
export { DashboardScreen } from "./dashboard-screen";
