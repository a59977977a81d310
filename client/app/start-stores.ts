/**
 * Wires the stores of a page together, once, before anything renders (main.tsx; the tests
 * that load the app's stores call it the same way). This is the one place that says where
 * an edit of the map goes: the edit path (features/map/map-edits-store.ts) applies it to
 * the map's content, and the projects feature writes it into the current project.
 */
import { connectCurrentProject } from "../features/map/map-edits-store";
import { startProjects, writeMapEditIntoCurrentProject } from "../features/projects/projects-store";

export function startStores(): void {
  startProjects();
  connectCurrentProject(writeMapEditIntoCurrentProject);
}
