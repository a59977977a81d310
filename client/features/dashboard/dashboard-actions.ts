import { toast } from "sonner";
import { track } from "../../lib/analytics";
import {
  addProject,
  duplicateProject,
  type Project,
  removeProject,
  restoreProject,
} from "../projects/projects-store";
import { $signCatalogue, loadSignCatalogue } from "../signs/sign-catalogue-store";
import { DEFAULT_SIGN_CODE } from "../signs/signs-store";
import {
  exportFileName,
  type ImportReport,
  MAX_FILE_BYTES,
  projectToGeoJson,
  readProjectFile,
} from "./project-files";

/**
 * What the dashboard's buttons do, with the toasts that tell how it went. The projects
 * store does the changes; these add the words, the undo and the files.
 */

export function deleteWithUndo(project: Project): void {
  const removed = removeProject(project.id);
  if (!removed) return;
  toast(`Deleted “${project.title}”`, {
    description: "It is gone from this browser unless you undo.",
    action: { label: "Undo", onClick: () => restoreProject(removed) },
  });
}

export function duplicate(project: Project): Project | null {
  const copy = duplicateProject(project.id);
  if (copy) {
    toast.success(`Added “${copy.title}”`);
    track("project duplicated", { markers: copy.data.markers.length });
  }
  return copy;
}

/** Saves a project as a GeoJSON file through the browser's download. */
export function exportGeoJson(project: Project): void {
  const json = JSON.stringify(projectToGeoJson(project), null, 1);
  const url = URL.createObjectURL(new Blob([json], { type: "application/geo+json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = exportFileName(project);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  toast.success(`Exported “${project.title}” as ${link.download}`);
  track("project exported", { format: "geojson", markers: project.data.markers.length });
}

function describeReport(report: ImportReport): string | undefined {
  const notes: string[] = [];
  const many = (count: number, one: string, more: string) =>
    `${count.toLocaleString("en")} ${count === 1 ? one : more}`;
  if (report.notPoints > 0) {
    notes.push(
      `${many(report.notPoints, "line or area was", "lines or areas were")} left out (only points become signs)`,
    );
  }
  if (report.badCoordinates > 0) {
    notes.push(
      `${many(report.badCoordinates, "point was", "points were")} left out for invalid coordinates`,
    );
  }
  if (report.withoutSignCode > 0) {
    notes.push(
      `${many(report.withoutSignCode, "point has", "points have")} no sign code and show${report.withoutSignCode === 1 ? "s" : ""} ${DEFAULT_SIGN_CODE}`,
    );
  }
  if (report.unknownSignCodes.length > 0) {
    notes.push(
      `unknown sign codes (${report.unknownSignCodes.join(", ")}) show ${DEFAULT_SIGN_CODE}; the code is kept in the marker's note`,
    );
  }
  if (notes.length === 0) return undefined;
  const text = notes.join("; ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/**
 * Reads a GeoJSON or KML file into a new project. Existing projects are never touched: a
 * file that cannot be used changes nothing and says why.
 */
export async function importFile(file: File): Promise<Project | null> {
  const progress = toast.loading(`Importing “${file.name}”…`);
  try {
    if (file.size > MAX_FILE_BYTES) {
      throw new Error(`“${file.name}” is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB.`);
    }
    await loadSignCatalogue();
    const catalogue = $signCatalogue.get();
    const knownSignCodes =
      catalogue.status === "ready" ? new Set(catalogue.signs.map((sign) => sign.code)) : undefined;
    const result = readProjectFile(file.name, await file.text(), {
      knownSignCodes,
      defaultSignCode: DEFAULT_SIGN_CODE,
    });
    if (!result.ok) throw new Error(result.message);
    const project = addProject(result.project);
    const count = project.data.markers.length;
    toast.success(
      `Imported “${project.title}” with ${count.toLocaleString("en")} marker${count === 1 ? "" : "s"}`,
      { id: progress, description: describeReport(result.report), duration: 8000 },
    );
    track("project imported", { format: result.format.toLowerCase(), markers: count });
    return project;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    toast.error("Could not import the file", {
      id: progress,
      description: message,
      duration: 10_000,
    });
    return null;
  }
}
