/**
 * What the "Download sign list" buttons do (map, dashboard, print screen): the CSV of a
 * project, with names from the sign catalogue, saved through the browser's download.
 */
import { loadChunk } from "../../lib/build-version-reload";
import { $locale, type Locale, messagesIn } from "../../lib/i18n";
import { showToast } from "../../lib/toast";
import { $chosenPhase, shownPhaseOf } from "../document";
import { shapeKindMessages, shapeKindName } from "../plan";
import { descriptionOf, type Project } from "../projects";
import { $signCatalogue, loadSignCatalogue, signName } from "../signs";
import { printMessages } from "./messages";

/** A code's catalogue name in `locale`, once the catalogue is loaded (else undefined). */
export function catalogueNames(locale: Locale): (code: string) => string | undefined {
  const catalogue = $signCatalogue.get();
  if (catalogue.status !== "ready") return () => undefined;
  const names = new Map(catalogue.signs.map((sign) => [sign.code, signName(sign, locale)]));
  return (code) => names.get(code);
}

/**
 * Saves the project's sign list as CSV for a Danish or English spreadsheet: by default the
 * one of the language the app is shown in.
 */
export async function downloadSignList(
  project: Project,
  language: Locale = $locale.get(),
): Promise<void> {
  // The CSV code loads on first use (the map's JavaScript budget); without the catalogue
  // the list still has every code and count, only not the names.
  const [
    { measureShapes, signSchedule },
    { signListCsv, signListFileName },
    ,
    kindNames,
    { depotCounts, layoutIn },
  ] = await Promise.all([
    loadChunk(() => import("./plan-document")),
    loadChunk(() => import("./sign-list-csv")),
    loadSignCatalogue(),
    // The kinds of line and area named in the file's language, not only the app's.
    messagesIn(shapeKindMessages, language),
    loadChunk(() => import("./phase-layout")),
  ]);
  // A plan in phases: the lists of the phase the map shows, as the print has them, and the
  // depot count over every phase.
  const phases = project.data.planSettings.phases;
  const phase = shownPhaseOf(phases, $chosenPhase.get());
  const layout = layoutIn(project.data, phase);
  const names = catalogueNames(language);
  const { shapes, kinds } = measureShapes(layout.shapes, project.data.planSettings);
  const schedule = signSchedule(layout.markers, names, shapes);
  const csv = signListCsv(
    {
      title: project.title,
      description: descriptionOf(project),
      details: project.details,
      schedule,
      phase,
      depot: phases ? { phases, counts: depotCounts(project.data, names) } : null,
      shapes: { measured: shapes, kinds, kindName: (kind) => shapeKindName(kind, kindNames) },
    },
    language,
  );
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = signListFileName(project.title, language);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  const saved = printMessages.get().csvSaved({ title: project.title, file: link.download });
  showToast((toast) => toast.success(saved));
}
