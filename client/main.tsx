// First: the features' own style sheets, imported by their modules, come after the app's.
import "./app/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { createAppRouter } from "./app/router";
import { pageSessionStorage, pageStorage, startStores } from "./app/start-stores";
import { startAnalytics } from "./lib/analytics";
import { reloadOnPreloadErrors } from "./lib/build-version-reload";
import { firstScreenShown, nextTask } from "./lib/first-screen";
import { followLocaleInDocument, prepareTranslations } from "./lib/i18n";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

reloadOnPreloadErrors();

// The stores load from this page's localStorage and every map edit reaches the current
// project, whichever screen it is made on: both are wired here, before the first render
// (app/start-stores.ts).
startStores({ storage: pageStorage(), session: pageSessionStorage(), window });

followLocaleInDocument();
// A Danish reader's translations arrive before the first render (one small chunk), so no
// English flashes first; English is in the bundle and renders at once. The router is made a
// task after this evaluation, and React renders in a task of its own after that: three
// shorter tasks on a phone's main thread, not one long one (issue 40).
void prepareTranslations()
  .catch((error: unknown) => console.error("The translations could not be loaded", error))
  .then(nextTask)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={createAppRouter()} />
      </StrictMode>,
    ),
  );
// New-build detection (polling, the other tabs' builds) has nothing to do before the first
// screen is painted: a chunk of its own, out of /map's first load, asked for after it.
void firstScreenShown
  .then(() => import("./app/build-version-notice"))
  .then(({ offerReloadOnNewBuild }) => offerReloadOnNewBuild())
  .catch((error: unknown) => console.error("New-build detection could not start", error));

// Analytics load after the first screen is painted, and only when a key is configured.
void firstScreenShown
  .then(() => startAnalytics())
  .then(async (started) => {
    if (started) (await import("./app/analytics-events")).trackAppEvents();
  });
