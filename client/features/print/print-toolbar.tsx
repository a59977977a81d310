import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { Link } from "react-router";
import { fileNameStem } from "../../lib/file-name";
import { $format } from "../../lib/format";
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
import { downloadSignList } from "./sign-list-store";

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

/** The screen-only controls above the document: paper, map extent and scale, print and the CSV. */
export function PrintToolbar({ project }: { project: Project }) {
  usePrintedFileName(project.title);
  const T = useStore(printMessages);
  const paper = useStore($paperSize);
  const orientation = useStore($orientation);
  const extent = useStore($mapExtent);
  const scale = useStore($mapScale);
  const format = useStore($format);
  return (
    <section className="print-toolbar" aria-label={T.toolbarLabel}>
      <label>
        {T.paperSize}
        <select value={paper} onChange={(event) => setPaperSize(event.target.value as PaperSize)}>
          {PAPER_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <label>
        {T.orientation}
        <select
          value={orientation}
          onChange={(event) => setOrientation(event.target.value as Orientation)}
        >
          <option value="portrait">{T.portrait}</option>
          <option value="landscape">{T.landscape}</option>
        </select>
      </label>
      <label>
        {T.mapExtent}
        <select value={extent} onChange={(event) => setMapExtent(event.target.value as MapExtent)}>
          <option value="fit">{T.fitPlan}</option>
          <option value="view">{T.currentView}</option>
        </select>
      </label>
      <label>
        {T.mapScale}
        <select
          value={String(scale)}
          onChange={(event) => setMapScale(scaleChoiceOf(event.target.value))}
        >
          <option value="standard">{T.standardScales}</option>
          {STANDARD_SCALES.map((n) => (
            <option key={n} value={n}>
              1:{format.number(n)}
            </option>
          ))}
          <option value="fit">{T.fittedScale}</option>
        </select>
      </label>
      <div className="print-toolbar-actions">
        <button type="button" className="primary" onClick={() => window.print()}>
          {T.print}
        </button>
        <button type="button" onClick={() => downloadSignList(project, "da")}>
          {T.csvDanish}
        </button>
        <button type="button" onClick={() => downloadSignList(project, "en")}>
          {T.csvEnglish}
        </button>
        <Link to="/map">{T.backToMap}</Link>
      </div>
    </section>
  );
}
