import { toast } from "sonner";
import { track } from "../../lib/analytics";
import { $format } from "../../lib/format";
import { MAX_SUB_SIGNS } from "../../lib/marker-model";
import { MAX_SPACING_M, MIN_SPACING_M } from "../../lib/plan-model";
import { MAX_VALUE_LENGTH } from "../../lib/sign-values";
import {
  addedProjectFailure,
  addProject,
  discardAddedProject,
  duplicateProject,
  exportFileName,
  type ImportReport,
  importFileMessages,
  MAX_FILE_BYTES,
  MAX_IMPORTED_LABEL_LENGTH,
  type Project,
  projectToGeoJson,
  projectToKml,
  readProjectFile,
  removeProject,
  restoreProject,
} from "../projects";
import { $signCatalogue, loadSignCatalogue } from "../signs";
import { dashboardActionMessages } from "./messages";

const texts = () => dashboardActionMessages.get();

/** A plural message with its number written as the language writes it ("1,234 signs"). */
const counted = (text: (count: number) => string, count: number) =>
  text(count).replace(String(count), () => $format.get().number(count));

/**
 * What the dashboard's buttons do, with the toasts that tell how it went. The projects
 * store does the changes; these add the words, the undo and the files.
 */

export function deleteWithUndo(project: Project): void {
  const removed = removeProject(project.id);
  if (!removed) return;
  const t = texts();
  toast(t.deleted({ title: project.title }), {
    description: t.deletedText,
    action: { label: t.undo, onClick: () => restoreProject(removed) },
  });
}

export function duplicate(project: Project): Project | null {
  const copy = duplicateProject(project.id);
  if (copy) {
    toast.success(texts().added({ title: copy.title }));
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
  toast.success(texts().exported({ title: project.title, file: link.download }));
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

/**
 * What came in and what was left out, in a sentence or two: everything the import dropped,
 * by kind and count, with the limit it was over ("Nothing was left out." when nothing was).
 */
export function describeReport(report: ImportReport): string {
  const t = texts();
  // What a file holds is named as the import names it (the projects feature's words).
  const names = importFileMessages.get();
  const came = [
    report.signs > 0 ? counted(names.signs, report.signs) : "",
    report.lines > 0 ? counted(names.lines, report.lines) : "",
    report.areas > 0 ? counted(names.areas, report.areas) : "",
    report.labels > 0 ? counted(names.labels, report.labels) : "",
  ].filter(Boolean);
  const notes = [t.cameIn({ list: came.join(", ") })];
  if (report.pointsAsLabels > 0) {
    const codes =
      report.unknownSignCodes.length > 0
        ? t.unknownCodes({ codes: report.unknownSignCodes.join(", ") })
        : "";
    notes.push(counted(t.pointsAsLabels, report.pointsAsLabels).replace("{codes}", () => codes));
  }
  const { number } = $format.get();
  /** A count's words with its limits filled in ("over {max} characters"). */
  const over = (text: (count: number) => string, count: number, limits: Record<string, number>) =>
    counted(text, count).replace(/\{(min|max)\}/g, (whole, name: string) =>
      limits[name] === undefined ? whole : number(limits[name]),
    );
  const left = [
    report.badCoordinates > 0 ? counted(t.badCoordinates, report.badCoordinates) : "",
    report.unsupported > 0 ? counted(t.unsupported, report.unsupported) : "",
    report.holes > 0 ? counted(t.holes, report.holes) : "",
    report.details > 0 ? counted(t.details, report.details) : "",
    report.subSigns > 0 ? over(t.subSigns, report.subSigns, { max: MAX_SUB_SIGNS }) : "",
    report.values > 0 ? over(t.values, report.values, { max: MAX_VALUE_LENGTH }) : "",
    report.spacings > 0
      ? over(t.spacings, report.spacings, { min: MIN_SPACING_M, max: MAX_SPACING_M })
      : "",
    report.shortened > 0
      ? over(t.shortened, report.shortened, { max: MAX_IMPORTED_LABEL_LENGTH })
      : "",
  ].filter(Boolean);
  notes.push(left.length > 0 ? t.leftOut({ list: left.join("; ") }) : t.nothingLeftOut);
  return notes.join(" ");
}

/**
 * Writes the project list with a just-added project at once; when it cannot be written
 * (storage full or refused), takes the project back out, so nothing of it is kept in this
 * tab to be written half later, and says why. The other projects are as they were: a
 * failed write leaves the stored list as it was, and the project never reached it (so it
 * leaves without a tombstone: no version of the list, in any tab, has it).
 */
function saveAddedProject(project: Project): void {
  const failure = addedProjectFailure(project.id);
  if (!failure) return;
  // The list as it was, written again so the failure report goes, unless it fails again
  // for changes of its own made before the import.
  discardAddedProject(project.id);
  const t = texts();
  throw new Error(
    (failure === "quota" ? t.notSavedQuota : t.notSavedUnavailable)({ title: project.title }),
  );
}

/**
 * Reads a GeoJSON or KML file into a new project. Existing projects are never touched: a
 * file that cannot be used, or a project that cannot be saved, changes nothing and says why.
 */
export async function importFile(file: File): Promise<Project | null> {
  const t = texts();
  const progress = toast.loading(t.importing({ name: file.name }));
  try {
    if (file.size > MAX_FILE_BYTES) {
      throw new Error(t.tooLarge({ name: file.name, size: MAX_FILE_BYTES / 1024 / 1024 }));
    }
    await loadSignCatalogue();
    const catalogue = $signCatalogue.get();
    const knownSignCodes =
      catalogue.status === "ready" ? new Set(catalogue.signs.map((sign) => sign.code)) : undefined;
    const result = readProjectFile(file.name, await file.text(), { knownSignCodes });
    if (!result.ok) throw new Error(result.message);
    const project = addProject(result.project);
    saveAddedProject(project);
    const count = project.data.markers.length;
    // Stays until closed: what came in and what was left out is worth reading.
    toast.success(
      counted(t.imported, count).replace("{title}", () => project.title),
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
    toast.error(t.importFailed, {
      id: progress,
      description: message,
      duration: 10_000,
    });
    return null;
  }
}
