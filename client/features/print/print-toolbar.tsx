import { useStore } from "@nanostores/react";
import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import { fileNameStem } from "../../lib/file-name";
import { $format } from "../../lib/format";
import { $chosenPhase, shownPhaseOf, showPhase } from "../document";
import type { Project } from "../projects";
import { STANDARD_SCALES } from "./map-fit";
import { printMessages } from "./messages";
import {
  $mapExtent,
  $mapScale,
  $orientation,
  $paperSize,
  type MapExtent,
  type Orientation,
  PAPER_SIZES,
  type PaperSize,
  type ScaleChoice,
  setMapExtent,
  setMapScale,
  setOrientation,
  setPaperSize,
} from "./print-settings-store";
import { downloadSignList } from "./sign-list-download";

/**
 * While the plan prints, the page's title is the project's file stem: the name a browser
 * gives the PDF it saves ("Vejarbejde-Noerrebrogade.pdf", as the GeoJSON, KML and CSV are
 * named), from the Print button or the browser's own print command alike.
 */
function usePrintedFileName(title: string) {
  useEffect(() => {
    let shown: string | undefined;
    const before = () => {
      shown ??= document.title;
      document.title = fileNameStem(title);
    };
    const after = () => {
      if (shown !== undefined) document.title = shown;
      shown = undefined;
    };
    window.addEventListener("beforeprint", before);
    window.addEventListener("afterprint", after);
    return () => {
      window.removeEventListener("beforeprint", before);
      window.removeEventListener("afterprint", after);
      after();
    };
  }, [title]);
}

const scaleChoiceOf = (value: string): ScaleChoice =>
  value === "standard" || value === "fit"
    ? value
    : (STANDARD_SCALES.find((n) => String(n) === value) ?? "standard");

/**
 * One of the toolbar's choices: its label and its `options`, each a value and its text;
 * `choose` takes the value picked.
 */
function Choice({
  label,
  value,
  choose,
  options,
}: {
  label: string;
  value: string;
  choose: (value: string) => void;
  options: readonly (readonly [value: string | number, text: ReactNode])[];
}) {
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => choose(event.target.value)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The screen-only controls above the document: paper, map extent and scale, print and the CSV. */
export function PrintToolbar({
  project,
  backToMap = true,
  print = () => window.print(),
  waitingToPrint = false,
}: {
  project: Project;
  /** Whether to offer the way back to the map: not on a shared plan, which is not on it. */
  backToMap?: boolean;
  /** What "Print" does: the browser's print, once the sheets' maps are drawn. */
  print?: () => void;
  /** Whether "Print" waits for the sheets' maps to be drawn (the toolbar says so). */
  waitingToPrint?: boolean;
}) {
  usePrintedFileName(project.title);
  const T = useStore(printMessages);
  const paper = useStore($paperSize);
  const orientation = useStore($orientation);
  const extent = useStore($mapExtent);
  const scale = useStore($mapScale);
  const format = useStore($format);
  const phases = project.data.planSettings.phases;
  const phase = shownPhaseOf(phases, useStore($chosenPhase));
  return (
    <section className="print-toolbar" aria-label={T.toolbarLabel}>
      {phases && phase && (
        <Choice
          label={T.phase}
          value={phase.id}
          choose={showPhase}
          options={phases.map((each) => [each.id, each.name])}
        />
      )}
      <Choice
        label={T.paperSize}
        value={paper}
        choose={(size) => setPaperSize(size as PaperSize)}
        options={PAPER_SIZES.map((size) => [size, size])}
      />
      <Choice
        label={T.orientation}
        value={orientation}
        choose={(choice) => setOrientation(choice as Orientation)}
        options={[
          ["portrait", T.portrait],
          ["landscape", T.landscape],
        ]}
      />
      <Choice
        label={T.mapExtent}
        value={extent}
        choose={(choice) => setMapExtent(choice as MapExtent)}
        options={[
          ["fit", T.fitPlan],
          ["view", T.currentView],
        ]}
      />
      <Choice
        label={T.mapScale}
        value={String(scale)}
        choose={(choice) => setMapScale(scaleChoiceOf(choice))}
        options={[
          ["standard", T.standardScales],
          ...STANDARD_SCALES.map((n) => [n, `1:${format.number(n)}`] as const),
          ["fit", T.fittedScale],
        ]}
      />
      <div className="print-toolbar-actions">
        <button
          type="button"
          className="outline-button primary"
          aria-busy={waitingToPrint}
          onClick={() => waitingToPrint || print()}
        >
          {T.print}
        </button>
        <button
          type="button"
          className="outline-button"
          onClick={() => downloadSignList(project, "da")}
        >
          {T.csvDanish}
        </button>
        <button
          type="button"
          className="outline-button"
          onClick={() => downloadSignList(project, "en")}
        >
          {T.csvEnglish}
        </button>
        {backToMap && <Link to="/map">{T.backToMap}</Link>}
      </div>
      <p role="status" className="print-toolbar-waiting">
        {waitingToPrint ? T.printWaitsForMaps : ""}
      </p>
    </section>
  );
}
