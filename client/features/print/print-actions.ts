/**
 * What the "Download sign list" buttons do (map, dashboard, print screen): the CSV of a
 * project, with names from the sign catalogue, saved through the browser's download.
 */
import { toast } from "sonner";
import type { Project } from "../projects/projects-store";
import { $signCatalogue, loadSignCatalogue } from "../signs/sign-catalogue-store";
import { signSchedule } from "./plan-document";
import { browserCsvLanguage, type CsvLanguage } from "./print-messages";
import { signListCsv, signListFileName } from "./sign-list-csv";

/** A code's catalogue name, once the catalogue is loaded (else undefined). */
export function catalogueNames(): (code: string) => string | undefined {
  const catalogue = $signCatalogue.get();
  if (catalogue.status !== "ready") return () => undefined;
  const names = new Map(catalogue.signs.map((sign) => [sign.code, sign.name]));
  return (code) => names.get(code);
}

/** Saves the project's sign list as CSV for a Danish or English spreadsheet. */
export async function downloadSignList(
  project: Project,
  language: CsvLanguage = browserCsvLanguage(),
): Promise<void> {
  // Without the catalogue the list still has every code and count, only not the names.
  await loadSignCatalogue();
  const schedule = signSchedule(project.data.markers, catalogueNames());
  const csv = signListCsv({ title: project.title, details: project.details, schedule }, language);
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = signListFileName(project.title, language);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  toast.success(`Saved the sign list of “${project.title}” as ${link.download}`);
}
