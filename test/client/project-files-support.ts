import { afterEach } from "vitest";
import type { ImportResult } from "../../client/features/projects/project-files";
import { $chosenLocale } from "../../client/lib/i18n";
import type { loadStores } from "./persistence-support";

/**
 * For the tests of the plan document's details in project files (project-details,
 * project-files-kml): each test starts in the app's default language again.
 */
afterEach(() => $chosenLocale.set(null));

type ProjectsStore = Awaited<ReturnType<typeof loadStores>>["projects"];

/** A file's result that must be usable (a failure says why it was not). */
export function imported(result: ImportResult) {
  if (!result.ok) throw new Error(`expected a usable file, got: ${result.message}`);
  return result;
}

/**
 * Saves what the map holds as a new project named `title`, with the plan document's
 * `details`; the project as the store then holds it.
 */
export function saveWithDetails(
  projects: ProjectsStore,
  title: string,
  details: Parameters<ProjectsStore["saveProjectPlanDetails"]>[1],
) {
  const created = projects.createProject();
  projects.renameProject(created.id, title);
  const named = projects.$projects.get().find((item) => item.id === created.id);
  if (!named) throw new Error("project missing");
  projects.saveProjectPlanDetails(named, details);
  const saved = projects.$projects.get().find((item) => item.id === created.id);
  if (!saved) throw new Error("project missing");
  return saved;
}
