import { useStore } from "@nanostores/react";
import {
  type CSSProperties,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from "react";
import { Link } from "react-router";
import { $format } from "../../lib/format";
import type { LatLng } from "../../lib/geo";
import { $locale } from "../../lib/i18n";
import { PLAN_SETTINGS_DEFAULTS, type PlanLabel } from "../../lib/plan-model";
import { $runtimeConfig } from "../../lib/runtime-config";
import { PageTitle } from "../../lib/ui/page-title";
import { $chosenPhase, shownPhaseOf } from "../document";
import { $currentProject, type Project } from "../projects";
import { $signCatalogue, loadSignCatalogue } from "../signs";
import { useDrawnBeforePrint } from "./before-print";
import {
  baseMapOf,
  type Camera,
  type SheetMapView,
  type Size,
  standardCamera,
  unprojector,
} from "./map-fit";
import { type MapSheet, mapSheets, sheetShows } from "./map-sheets";
import { printMessages } from "./messages";
import { depotCounts, layoutIn } from "./phase-layout";
import {
  type MeasuredShape,
  measureShapes,
  type NumberedSign,
  signSchedule,
} from "./plan-document";
import { PrintBaseMap, printMapMayStart } from "./print-base-map";
import { PrintDepotTable } from "./print-depot-table";
import { PrintLegend } from "./print-legend";
import { type HereOnMap, type PartFrame, PrintMap } from "./print-map";
import { PrintPageStyle } from "./print-page-style";
import { $mapExtent, $mapScale, $printArea, PX_PER_MM } from "./print-settings-store";
import { PrintShapeLegend, PrintShapeTable } from "./print-shapes";
import { PrintSignTable } from "./print-sign-table";
import { PrintToolbar } from "./print-toolbar";
import { PrintWarnings } from "./print-warnings";
import { PublishedMark, type PublishedVersion } from "./published-mark";
import { printsOnMapLibre } from "./sheet-engine";
import { useSheetPreviewZoom } from "./sheet-preview-zoom";
import { CANVAS_SIGNS, SignFigures } from "./sign-canvas";
import { catalogueNames } from "./sign-list-download";
import { PrintTitleBlock } from "./title-block/print-title-block";
import { useTitleBlockRoom } from "./title-block/title-block-room";
import { type WarningDistance, warningDistances } from "./warning-distances";
import "./print.css";

/** Room a detail sheet's heading takes above its map, millimetres (with some to spare). */
const SHEET_HEADING_MM = 16;
const NO_LABELS: readonly PlanLabel[] = [];
const NO_SIGNS: readonly NumberedSign[] = [];
const NO_SHAPES: readonly MeasuredShape[] = [];
const NO_DISTANCES: readonly WarningDistance[] = [];
const noNames = () => undefined;
/** A sheet's map as drawn: the sheet, its camera and its size. */
const drawingOf = (sheet: MapSheet, size: Size) => JSON.stringify([sheet.key, sheet.camera, size]);
/** A sheet with its map's size and the drawing its map is waited for by (drawingOf). */
type SizedSheet = { sheet: MapSheet; size: Size; drawing: string };
/** How long the document waits for the base map before it counts as ready. */
const MAP_WAIT_MS = 5000;
/**
 * How long "Print" waits for the sheets' maps before it prints without them: longer than the
 * document's own wait, as a planner who asked for paper wants the maps on it (a long plan's
 * sheets, each drawn in turn, take more than 5 s on a slow machine), but not for ever.
 */
const PRINT_WAIT_MS = 30_000;
/** How long the lists wait for the base map to start before they are drawn anyway. */
const LISTS_WAIT_MS = 1500;

// The names come with the catalogue, a chunk of its own: asked for as soon as this screen's
// code is loaded, not after its first render (a 1,000-sign plan's takes a second), so they
// are mostly there when the lists are first drawn.
void loadSignCatalogue();

/**
 * The print view of the current project (/print): the plan document and its settings. A
 * shared plan's view (features/shares) shows another `project` the same way, under its own
 * header (which version it is).
 */
export function PrintScreen({
  project: shown,
  published,
  here,
  onHereOnSheets,
  drawnWhenSeen = false,
  onReady,
}: {
  project?: Project;
  /** The shared version this plan is: its QR code and fingerprint on every sheet. */
  published?: PublishedVersion;
  /** Where the reader stands (a shared plan on a phone at the site), drawn on the sheets. */
  here?: HereOnMap;
  /**
   * Told whether `here` falls on one of the sheets (where its dot is drawn), each time that
   * changes: off them, a reader looks for a dot that is not there.
   */
  onHereOnSheets?: (onSheets: boolean) => void;
  /**
   * Whether the document's drawing waits until one of its sheets' maps is on the screen:
   * the maps, the plan over them and the lists; the title block and the sheets' boxes are
   * drawn at once. A shared plan on a phone: its sheets start below the first screen (the
   * header, the crew's checklist), and the document drawn there held the main thread from
   * them for a second and more at first load (issue 39's Lighthouse budget). Once a sheet
   * is seen, all of it is drawn, as it is before printing.
   */
  drawnWhenSeen?: boolean;
  /**
   * Called once the document is ready (its maps drawn or waited for, and its lists), or,
   * while its drawing waits to be seen, once its sheets are laid out, with the base maps
   * its sheets draw (or will): what a shared plan keeps for offline use.
   */
  onReady?: (maps: readonly SheetMapView[]) => void;
}) {
  const T = useStore(printMessages);
  const format = useStore($format);
  const locale = useStore($locale);
  const current = useStore($currentProject);
  const project = shown ?? current;
  const catalogue = useStore($signCatalogue);
  const area = useStore($printArea);
  const extent = useStore($mapExtent);
  const scaleChoice = useStore($mapScale);
  const [printedAt] = useState(() => new Date());
  // A plan in phases prints the phase the map shows (the toolbar chooses it), each phase
  // its own sheets, and the depot count over all of them.
  const chosenPhase = useStore($chosenPhase);
  const phases = project?.data.planSettings.phases;
  const phase = shownPhaseOf(phases, chosenPhase);
  // Each sheet's base map reports when it has drawn, for the drawing it was asked for (its
  // sheet, camera and size: another scale or paper is another drawing); the document is
  // ready when all of its drawings are, or MAP_WAIT_MS after they were asked for (a map
  // that cannot show must not hold the page busy).
  const [settledDrawings, setSettledDrawings] = useState<ReadonlySet<string>>(() => new Set());
  const [mapWaitOverFor, setMapWaitOverFor] = useState<string | null>(null);
  const [drawingWanted, setDrawingWanted] = useState(!drawnWhenSeen);
  const wantDrawing = useCallback(() => setDrawingWanted(true), []);
  // The browser's own print command, while the drawing waits: the plan and the lists are
  // drawn before its handler returns (the maps cannot be waited for there).
  const [printCommand, setPrintCommand] = useState(false);
  // "Print" before the maps are drawn draws them first, and prints once they are.
  const [printAsked, setPrintAsked] = useState(false);
  // The plan over the maps and the lists (for 1,000 signs, the faces' layout and the rows
  // take more than a second to draw) are drawn once the overview's base map has started, so
  // the map's engine and its own loading go on while they are drawn, not after: drawn in one
  // render with them, the engine was asked for only when they were done. MapLibre's map is
  // started with this screen's code (print/index.ts): there they are drawn at once.
  const runtimeConfig = useStore($runtimeConfig);
  const [mapStarted, setMapStarted] = useState(false);
  const [listsWaitOver, setListsWaitOver] = useState(false);
  const mapHasStarted = useCallback(() => setMapStarted(true), []);
  const listsDue =
    drawingWanted &&
    (mapStarted ||
      listsWaitOver ||
      !printMapMayStart(runtimeConfig) ||
      printsOnMapLibre(runtimeConfig));
  // Drawn in the background (a deferred render, which React interrupts and resumes): the
  // page stays free for what needs it meanwhile, the map's loading (its style, its tiles)
  // and a shared plan's service worker, instead of being held for a second or more.
  const listsShown = useDeferredValue(listsDue, false) || printCommand;
  const [screenBox, setScreenBox] = useState<HTMLElement | null>(null);
  const [sheet, setSheet] = useState<HTMLElement | null>(null);
  const previewZoom = useSheetPreviewZoom(screenBox, sheet, area.width);
  // The overview map has the room the title block leaves it on the first page, as measured.
  const [titleBlock, setTitleBlock] = useState<HTMLElement | null>(null);
  const blockContent = JSON.stringify([
    project?.title,
    project?.description,
    project?.details,
    phase,
    area,
    locale,
  ]);
  const room = useTitleBlockRoom(titleBlock, area, blockContent);
  const drawingHasSettled = useCallback(
    (key: string) =>
      setSettledDrawings((settled) => (settled.has(key) ? settled : new Set(settled).add(key))),
    [],
  );
  useEffect(() => {
    loadSignCatalogue();
    const listsFallback = setTimeout(() => setListsWaitOver(true), LISTS_WAIT_MS);
    return () => clearTimeout(listsFallback);
  }, []);
  // The browser's own print command cannot wait for a map: the plan and its lists are drawn
  // before it lays the page out, and the maps are started for the next. Listened for until
  // the lists are drawn, not only while the drawing waits to be seen: once seen, they are
  // drawn after the map has started, or in the background, and a print meanwhile (a phone's
  // print layout brings the sheets on screen, and a reader may scroll and print at once)
  // printed no list.
  useDrawnBeforePrint(!listsShown, () => {
    setPrintCommand(true);
    setDrawingWanted(true);
  });

  const layout = useMemo(() => project && layoutIn(project.data, phase), [project, phase]);
  const markers = layout?.markers;
  const shapes = layout?.shapes;
  const labels = layout?.labels ?? NO_LABELS;
  const settings = project?.data.planSettings ?? PLAN_SETTINGS_DEFAULTS;
  const measured = useMemo(() => measureShapes(shapes ?? [], settings), [shapes, settings]);
  // The signs as the maps draw them, numbered: no names, so the maps (1,000 faces and their
  // layout) are not drawn again when the catalogue arrives.
  const placed = useMemo(
    () => signSchedule(markers ?? [], noNames, measured.shapes).signs,
    [markers, measured],
  );
  // Names arrive with the catalogue; until then (or if it fails) codes stand alone. Only
  // its arrival draws the lists again, not its being asked for.
  const namesReady = catalogue.status === "ready";
  const schedule = useMemo(
    () =>
      signSchedule(markers ?? [], namesReady ? catalogueNames(locale) : noNames, measured.shapes),
    [markers, namesReady, locale, measured],
  );
  const depot = useMemo(
    () =>
      project && phases
        ? depotCounts(project.data, namesReady ? catalogueNames(locale) : noNames)
        : null,
    [project, phases, namesReady, locale],
  );
  const numberOf = useMemo(() => new Map(placed.map((sign) => [sign.id, sign.number])), [placed]);
  const mapSize = useMemo(
    () => ({
      width: Math.floor(area.width * PX_PER_MM),
      height: Math.floor(room.mapHeightMm * PX_PER_MM),
    }),
    [area, room.mapHeightMm],
  );
  const detailSize = useMemo(
    () => ({
      width: Math.floor(area.width * PX_PER_MM),
      height: Math.floor((area.height - SHEET_HEADING_MM) * PX_PER_MM),
    }),
    [area],
  );
  // Every sign, shape point and label of the plan: what the sheets must show.
  const points = useMemo(
    () => [
      ...placed.map((sign) => sign.position),
      ...measured.shapes.flatMap((item) => item.shape.points),
      ...labels.map((label) => label.position),
    ],
    [placed, measured, labels],
  );
  const sheets = useMemo((): MapSheet[] => {
    if (!project) return [];
    const view: Camera = { center: project.data.mapState.center, zoom: project.data.mapState.zoom };
    return mapSheets({
      choice: scaleChoice,
      extent,
      view,
      points,
      shapes: measured.shapes,
      overviewSize: mapSize,
      detailSize,
    });
  }, [project, extent, scaleChoice, points, measured, mapSize, detailSize]);
  // Each sheet with its map's size (the overview's room on the first page, a part sheet's
  // whole page) and the drawing its map is waited for by.
  const sized = useMemo(
    () =>
      sheets.map((sheet, index): SizedSheet => {
        const size = index === 0 ? mapSize : detailSize;
        return { sheet, size, drawing: drawingOf(sheet, size) };
      }),
    [sheets, mapSize, detailSize],
  );
  const [overview, ...details] = sized;
  // The part sheets' frames, drawn on the overview with their numbers.
  const frames = useMemo(
    (): PartFrame[] =>
      sheets.flatMap((sheet) => {
        if (!sheet.part) return [];
        const at = unprojector(sheet.camera, detailSize);
        return [
          {
            number: sheet.part.number,
            northWest: at(0, 0),
            southEast: at(detailSize.width, detailSize.height),
          },
        ];
      }),
    [sheets, detailSize],
  );
  // Whether a place is on one of the sheets: what they leave off, and the reader's dot.
  const shownOnSheets = useMemo(() => {
    const onSheets = sized.map(({ sheet, size }) => sheetShows(sheet.camera, size));
    return (point: LatLng) => onSheets.some((onSheet) => onSheet(point));
  }, [sized]);
  // What no map sheet shows (the map's current view, or more parts than are printed), and
  // the standard scale at which the whole plan would fit on one sheet.
  const offSheets = useMemo(() => {
    const items = [
      ...placed
        .filter((sign) => !shownOnSheets(sign.position))
        .map((sign) => T.offSheetSign({ number: sign.number })),
      ...measured.shapes
        .filter((item) => !item.shape.points.every(shownOnSheets))
        .map((item) => T.offSheetShape({ tag: item.tag })),
      ...labels
        .filter((label) => !shownOnSheets(label.position))
        .map((label) => T.offSheetLabel({ text: label.text })),
    ];
    if (items.length === 0) return null;
    return { items, scale: standardCamera(points, mapSize, { overview: true })?.scale };
  }, [shownOnSheets, mapSize, points, placed, measured, labels, T]);
  const distances = useMemo(
    () => warningDistances(placed, measured.shapes, shapes ?? []),
    [placed, measured, shapes],
  );

  const hereOnSheets = here ? shownOnSheets(here.position) : null;
  useEffect(() => {
    if (hereOnSheets !== null) onHereOnSheets?.(hereOnSheets);
  }, [hereOnSheets, onHereOnSheets]);

  const drawings = useMemo(() => sized.map(({ drawing }) => drawing), [sized]);
  const drawingsKey = drawings.join("\n");
  useEffect(() => {
    if (!drawingWanted) return;
    const fallback = setTimeout(() => setMapWaitOverFor(drawingsKey), MAP_WAIT_MS);
    return () => clearTimeout(fallback);
  }, [drawingWanted, drawingsKey]);
  // A plan of many signs has them drawn on a canvas over each sheet's map (sign-canvas.tsx),
  // which says when it shows them: the document is not ready before.
  const signsOnCanvas = listsShown && placed.length >= CANVAS_SIGNS;
  const [signsDrawnOn, setSignsDrawnOn] = useState<ReadonlySet<string>>(() => new Set());
  const signsHaveDrawn = useCallback(
    (drawing: string) =>
      setSignsDrawnOn((drawn) => (drawn.has(drawing) ? drawn : new Set(drawn).add(drawing))),
    [],
  );
  const signsDrawn = !signsOnCanvas || drawings.every((drawing) => signsDrawnOn.has(drawing));
  const mapsSettled = drawings.every((drawing) => settledDrawings.has(drawing));
  const mapsDrawn = mapsSettled || mapWaitOverFor === drawingsKey;
  const catalogueSettled = catalogue.status === "ready" || catalogue.status === "failed";
  // Waiting to be seen, the sheets are laid out (the title block's room is measured in a
  // layout effect, before this runs) and the catalogue is here: what the document will
  // draw is known, and is all the page has to load for it.
  const ready =
    Boolean(overview) &&
    catalogueSettled &&
    (drawingWanted ? mapsDrawn && listsShown && signsDrawn : true);
  const baseMaps = useMemo(
    () =>
      sized.map(({ sheet, size }): SheetMapView => {
        const base = baseMapOf(sheet.camera, size);
        return {
          center: base.camera.center,
          zoom: base.camera.zoom,
          width: Math.round(base.size.width),
          height: Math.round(base.size.height),
        };
      }),
    [sized],
  );
  useEffect(() => {
    if (ready) onReady?.(baseMaps);
  }, [ready, onReady, baseMaps]);
  // "Print" waits for every sheet's map (drawn, or failed and saying why), not only for the
  // document's ready: a sheet still loading prints "Loading the map…".
  const [printWaitOver, setPrintWaitOver] = useState(false);
  useEffect(() => {
    setPrintWaitOver(false);
    if (!printAsked) return;
    const fallback = setTimeout(() => setPrintWaitOver(true), PRINT_WAIT_MS);
    return () => clearTimeout(fallback);
  }, [printAsked]);
  const printable = drawingWanted && ready && (mapsSettled || printWaitOver);
  const waitingToPrint = printAsked && !printable;
  useEffect(() => {
    if (!printAsked || !printable) return;
    setPrintAsked(false);
    window.print();
  }, [printAsked, printable]);
  const print = useCallback(() => {
    setDrawingWanted(true);
    setPrintAsked(true);
  }, []);

  if (!project || !overview) {
    return (
      <section className="print-screen status-page" aria-labelledby="print-title">
        <PageTitle title={T.pageTitle} />
        <h1 id="print-title">{T.noProject}</h1>
        <p>{T.noProjectHint}</p>
        <Link to="/map">{T.backToMap}</Link>
      </section>
    );
  }
  const sheetMap = (
    { sheet, size, drawing }: SizedSheet,
    label: string,
    parts?: readonly PartFrame[],
  ) => (
    <PrintMap
      parts={parts}
      continues={sheet.part?.continues}
      camera={sheet.camera}
      size={size}
      signs={listsShown ? placed : NO_SIGNS}
      shapes={listsShown ? measured.shapes : NO_SHAPES}
      labels={listsShown ? labels : NO_LABELS}
      distances={listsShown ? distances : NO_DISTANCES}
      label={label}
      here={here}
      onSignsDrawn={signsOnCanvas ? () => signsHaveDrawn(drawing) : undefined}
      baseMap={(camera, baseSize) => (
        <PrintBaseMap
          camera={camera}
          size={baseSize}
          drawing={drawing}
          draw={drawingWanted}
          onSeen={wantDrawing}
          onSettled={drawingHasSettled}
          onStarted={sheet.key === "overview" ? mapHasStarted : undefined}
        />
      )}
    />
  );
  return (
    <div className="print-screen" ref={setScreenBox}>
      <PageTitle title={T.pageTitle} />
      <PrintPageStyle
        area={area}
        footer={[project.title, project.details?.planNumber, phase?.name]
          .filter(Boolean)
          .join(" · ")}
      />
      <PrintToolbar
        project={project}
        backToMap={!shown}
        print={print}
        waitingToPrint={waitingToPrint}
      />
      {offSheets && (
        <p role="status" className="print-off-sheets">
          {offSheets.scale
            ? T.offSheets({
                items: offSheets.items.join(", "),
                scale: format.number(offSheets.scale),
              })
            : T.offSheetsNoScale({ items: offSheets.items.join(", ") })}
        </p>
      )}
      <article
        ref={setSheet}
        className="plan-document"
        style={{ width: `${area.width}mm`, "--preview-zoom": previewZoom } as CSSProperties}
        aria-busy={!ready}
        data-paper={`${area.size}-${area.orientation}`}
      >
        <PrintTitleBlock
          ref={setTitleBlock}
          project={project}
          printedAt={printedAt}
          compact={room.compact}
          published={published}
          phase={phase}
        />
        {/* Many signs go on a canvas over each sheet's map, stamped from their figures'
            pictures (sign-canvas.tsx): made now, while the map and the lists are drawn. */}
        {placed.length >= CANVAS_SIGNS && <SignFigures signs={placed} />}
        {sheetMap(overview, details.length > 0 ? T.overviewSheet : T.mapLabel, frames)}
        {!listsShown ? null : schedule.signs.length === 0 && measured.shapes.length === 0 ? (
          <section className="print-empty">
            <h2>{T.emptyPlan}</h2>
            <p>{T.emptyPlanHint}</p>
          </section>
        ) : (
          <>
            {/* No legend where there is nothing to total: a plan of dimensions only (a
                dimension is a measure, listed with the shapes, not a kind of works). */}
            {(schedule.counts.length > 0 || measured.kinds.length > 0) && (
              <section className="print-section print-legends">
                <h2>{T.legendHeading}</h2>
                {schedule.counts.length > 0 && <PrintLegend counts={schedule.counts} />}
                {measured.kinds.length > 0 && <PrintShapeLegend kinds={measured.kinds} />}
              </section>
            )}
            {schedule.signs.length > 0 && (
              <section className="print-section">
                <h2>{T.signListHeading}</h2>
                <PrintSignTable signs={schedule.signs} allRows={printCommand} />
              </section>
            )}
            {phases && depot && depot.length > 0 && (
              <section className="print-section">
                <h2>{T.depotHeading}</h2>
                <p className="muted">{T.depotHint}</p>
                <PrintDepotTable phases={phases} counts={depot} />
              </section>
            )}
            {measured.shapes.length > 0 && (
              <section className="print-section">
                <h2>{T.shapesHeading}</h2>
                <PrintShapeTable shapes={measured.shapes} />
              </section>
            )}
            <PrintWarnings
              markers={markers ?? []}
              shapes={shapes ?? []}
              settings={settings}
              numberOf={numberOf}
            />
          </>
        )}
        {details.map((detail) => {
          const { sheet } = detail;
          const zone = sheet.zone?.shape.label
            ? `${sheet.zone.tag} ${sheet.zone.shape.label}`
            : (sheet.zone?.tag ?? "");
          const title = sheet.part
            ? T.partSheet({
                number: sheet.part.number,
                of: sheet.part.of,
                scale: format.number(sheet.scale ?? 0),
              })
            : T.detailSheet({ zone });
          return (
            <section key={sheet.key} className="print-sheet" aria-label={title}>
              <div className="print-sheet-heading">
                <h2>{title}</h2>
                {published && <PublishedMark published={published} size={44} compact />}
              </div>
              {sheetMap(detail, title)}
            </section>
          );
        })}
      </article>
    </div>
  );
}
