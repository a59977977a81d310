/**
 * Wires the stores of a page together, once, before anything renders (main.tsx; the tests
 * that load the app's stores call it the same way). This is the one place that says where
 * an edit of the map goes: the edit path (features/map/map-edits-store.ts) applies it to
 * the map's content, the projects feature writes it into the current project, and the
 * other tabs on the same plan apply it too (a BroadcastChannel). Returns what undoes the
 * wiring (for the tests, which load a page's stores many times in one process).
 */
import { connectCurrentProject, connectOtherTabs } from "../features/map/map-edits-store";
import {
  $currentProjectIdentity,
  startProjects,
  takeMapIntoCurrentProject,
  writeMapEditIntoCurrentProject,
} from "../features/projects/projects-store";

export function startStores(): () => void {
  startProjects();
  connectCurrentProject(writeMapEditIntoCurrentProject);
  const disconnectTabs = connectOtherTabs({
    plan: () => $currentProjectIdentity.get()?.id ?? null,
    // Another tab's edit of the open plan joins this tab's copy of the project in memory:
    // that tab writes the project list itself.
    follow: takeMapIntoCurrentProject,
  });
  return () => {
    disconnectTabs();
    connectCurrentProject(null);
  };
}
