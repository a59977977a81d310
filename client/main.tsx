import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { router } from "./app/router";
// Loaded with the app: it installs the writer that carries every map edit into the
// current project (features/map/map-edits.ts), whichever screen the edit is made on.
import "./features/projects/projects-store";
import { startAnalytics } from "./lib/analytics";
import { offerReloadOnNewBuild } from "./lib/build-version-notice";
import { reloadOnPreloadErrors } from "./lib/build-version-reload";
import "./app/styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

reloadOnPreloadErrors();

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

offerReloadOnNewBuild();

// Analytics load after the first paint, and only when a key is configured.
void startAnalytics().then(async (started) => {
  if (started) (await import("./app/analytics-events")).trackAppEvents();
});
