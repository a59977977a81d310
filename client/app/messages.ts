import { i18n, params } from "../lib/i18n";

/** The app shell's text: header, navigation, language switch, loading and error pages. */
export const shellMessages = i18n("app/shell", {
  skipToContent: "Skip to content",
  mainNavigation: "Main",
  map: "Map",
  signs: "Signs",
  dashboard: "Dashboard",
  language: "Language",
  loading: "Loading…",
  notifications: "Notifications",
  closeNotification: "Close notification",
});

export const errorMessages = i18n("app/errors", {
  notFound: "Page Not Found",
  notFoundAt: params("Page Not Found: {path}"),
  serverError: "Internal Server Error",
  backToMap: "Back to the map",
});

/** The toast that offers a newer build of the app. */
export const newBuildMessages = i18n("app/new-build", {
  available: "A new version of Signage Planner is available.",
  reloadToUse: "Reload to use it. Your plans are kept in this browser.",
  reload: "Reload",
});
