import { useStore } from "@nanostores/react";
import { Link } from "react-router";
import type { Project } from "../projects";
import { printMessages } from "./messages";
import {
  $mapExtent,
  $orientation,
  $paperSize,
  type MapExtent,
  type Orientation,
  PAPER_SIZES,
  type PaperSize,
  setMapExtent,
  setOrientation,
  setPaperSize,
} from "./print-settings-store";
import { downloadSignList } from "./sign-list-store";

/** The screen-only controls above the document: paper, map extent, print and the CSV. */
export function PrintToolbar({ project }: { project: Project }) {
  const T = useStore(printMessages);
  const paper = useStore($paperSize);
  const orientation = useStore($orientation);
  const extent = useStore($mapExtent);
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
