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
import {
  exportFileName,
  type ImportReport,
  MAX_FILE_BYTES,
  projectToGeoJson,
  projectToKml,
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

function download(project: Project, text: string, type: string, extension: "geojson" | "kml") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = exportFileName(project, extension);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  toast.success(`Exported “${project.title}” as ${link.download}`);
  track("project exported", { format: extension, markers: project.data.markers.length });
}

/** Saves a project as a GeoJSON file through the browser's download. */
export function exportGeoJson(project: Project): void {
  const json = JSON.stringify(projectToGeoJson(project), null, 1);
  download(project, json, "application/geo+json", "geojson");
}

/** Saves a project as a KML file (Google Earth, My Maps) through the browser's download. */
export function exportKml(project: Project): void {
  download(project, projectToKml(project), "application/vnd.google-earth.kml+xml", "kml");
}

const many = (count: number, one: string, more: string) =>
  `${count.toLocaleString("en")} ${count === 1 ? one : more}`;

/** What came in and what was left out, in a sentence or two. */
export function describeReport(report: ImportReport): string {
  const came = [
    report.signs > 0 ? many(report.signs, "sign", "signs") : "",
    report.lines > 0 ? many(report.lines, "line", "lines") : "",
    report.areas > 0 ? many(report.areas, "area", "areas") : "",
    report.labels > 0 ? many(report.labels, "text label", "text labels") : "",
  ].filter(Boolean);
  const notes = [`Came in: ${came.join(", ")}.`];
  if (report.pointsAsLabels > 0) {
    const codes =
      report.unknownSignCodes.length > 0
        ? ` (unknown sign codes: ${report.unknownSignCodes.join(", ")})`
        : "";
    notes.push(
      `${many(report.pointsAsLabels, "point has", "points have")} no sign code the catalogue knows${codes} and came in as text labels, not signs.`,
    );
  }
  const left = [
    report.badCoordinates > 0
      ? `${many(report.badCoordinates, "feature", "features")} without valid coordinates`
      : "",
    report.unsupported > 0
      ? `${many(report.unsupported, "feature", "features")} of a kind the plan cannot hold`
      : "",
    report.holes > 0 ? `${many(report.holes, "hole", "holes")} in areas` : "",
  ].filter(Boolean);
  notes.push(left.length > 0 ? `Left out: ${left.join("; ")}.` : "Nothing was left out.");
  return notes.join(" ");
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
    const result = readProjectFile(file.name, await file.text(), { knownSignCodes });
    if (!result.ok) throw new Error(result.message);
    const project = addProject(result.project);
    const count = project.data.markers.length;
    // Stays until closed: what came in and what was left out is worth reading.
    toast.success(
      `Imported “${project.title}” with ${count.toLocaleString("en")} marker${count === 1 ? "" : "s"}`,
      {
        id: progress,
        description: describeReport(result.report),
        duration: Infinity,
        closeButton: true,
      },
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
