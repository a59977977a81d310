import { useStore } from "@nanostores/react";
import {
  Check,
  Keyboard,
  type LucideIcon,
  MousePointer2,
  MousePointerClick,
  Pentagon,
  Route,
  Ruler,
  Spline,
  SquareDashedMousePointer,
  TrafficCone,
  TriangleAlert,
  Type,
  Undo2,
  X,
} from "lucide-react";
import { computed } from "nanostores";
import type { KeyboardEvent, ReactNode } from "react";
import { $format } from "../../lib/format";
import { AREA_KINDS, LINE_KINDS } from "../../lib/plan-model";
import { $selectSeveral } from "../document";
import {
  $areaKind,
  $canPickRoads,
  $draft,
  $drawMessage,
  $drawTool,
  $labelDraft,
  $lineKind,
  $measurement,
  $pickRoads,
  $shortcutsShown,
  cancelDrawing,
  chooseAreaKind,
  chooseLineKind,
  chooseTool,
  type DrawTool,
} from "./draw-store";
import { drawMessages } from "./messages";
import { ShapeKindSelect } from "./shape-kind-select";
import { activeTool, MAP_TOOLS } from "./tools/tool-dispatcher";
import "./plan.css";

/**
 * Each tool's button, in the toolbar's order: its icon and its messages (name, title).
 * Every tool of `MAP_TOOLS` must have one (the type says so).
 */
const TOOL_BUTTONS = {
  select: [MousePointer2, "select", "selectTitle"],
  sign: [TriangleAlert, "sign", "signTitle"],
  line: [Spline, "line", "lineTitle"],
  axis: [Route, "axis", "axisTitle"],
  setup: [TrafficCone, "setup", "setupTitle"],
  area: [Pentagon, "area", "areaTitle"],
  text: [Type, "text", "textTitle"],
  measure: [Ruler, "measure", "measureTitle"],
} as const satisfies Record<DrawTool, readonly [LucideIcon, string, string]>;
const TOOLS = Object.entries(TOOL_BUTTONS) as {
  [Name in DrawTool]: [Name, (typeof TOOL_BUTTONS)[Name]];
}[DrawTool][];

/** Arrow keys move the focus along the toolbar (the ARIA toolbar pattern). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
  if (!step || !(event.target instanceof HTMLButtonElement)) return;
  const buttons = [...event.currentTarget.querySelectorAll("button")];
  const next = buttons[(buttons.indexOf(event.target) + step + buttons.length) % buttons.length];
  next?.focus();
  event.preventDefault();
}

/** What the toolbar shows of the tools' state. */
const $toolbar = computed(
  [$drawTool, $lineKind, $areaKind, $draft, $drawMessage, $measurement, $labelDraft],
  (tool, lineKind, areaKind, draft, message, measurement, labelDraft) => ({
    tool,
    lineKind,
    areaKind,
    draft,
    message,
    measurement,
    labelDraft,
  }),
);
/** Whether the road axis tool can pick roads from the map, and does. */
const $roadPicking = computed([$canPickRoads, $pickRoads], (canPickRoads, pickRoads) => ({
  canPickRoads,
  pickRoads,
}));

/** A button of the toolbar that stays pressed while its way of working is on. */
function ToolbarToggle({
  pressed,
  title,
  onToggle,
  children,
}: {
  pressed: boolean;
  title?: string;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="drawing-button drawing-toggle"
      aria-pressed={pressed}
      title={title}
      onClick={onToggle}
    >
      {children}
    </button>
  );
}

/**
 * The drawing toolbar over the map: the tools (select and place signs, line, area, text,
 * measure) with their shortcut keys, the kind a line or area gets, and the steps of the
 * drawing under way (finish, remove the last point, cancel) with what it has so far.
 */
export function DrawingToolbar() {
  const t = useStore(drawMessages);
  const format = useStore($format);
  const { tool, lineKind, areaKind, draft, message, measurement, labelDraft } = useStore($toolbar);
  const { canPickRoads, pickRoads } = useStore($roadPicking);
  const selectSeveral = useStore($selectSeveral);
  const drawing = tool === "line" || tool === "axis" || tool === "area";
  const pickingRoads = canPickRoads && pickRoads;

  let status = "";
  // The store's message is a problem with the drawing (too few points), shown over the hint.
  const problem = message !== "";
  if (drawing) {
    status = problem
      ? message
      : draft.length === 0
        ? tool === "axis" && pickingRoads
          ? t.pickRoadHint
          : t.firstPoint
        : t.drawingHint(draft.length).replace(String(draft.length), format.number(draft.length));
  } else if (tool === "measure") {
    status =
      measurement.segments.length > 0
        ? t
            .measured(measurement.segments.length)
            .replace("{total}", format.distance(measurement.total))
        : t.measureHint;
  } else if (tool === "text" && !labelDraft) status = t.textHint;

  // The steps of the drawing or measurement under way, each with its key.
  const steps: [LucideIcon, string, () => void, string][] =
    drawing && draft.length > 0
      ? [
          // As the keys do: through the active tool (the road axis tool may be mid-pick).
          [Check, t.finish, () => void activeTool().key?.("Enter"), "Enter"],
          [Undo2, t.removePoint, () => void activeTool().key?.("Backspace"), "Backspace"],
          [X, t.cancel, cancelDrawing, "Escape"],
        ]
      : tool === "measure" && measurement.segments.length > 0
        ? [[X, t.clearMeasure, cancelDrawing, "Escape"]]
        : [];

  return (
    <div className="drawing-tools" data-tool={tool}>
      <div role="toolbar" aria-label={t.toolbar} className="drawing-toolbar" onKeyDown={moveFocus}>
        {TOOLS.map(([name, [Icon, nameKey, titleKey]]) => {
          const words = { name: t[nameKey], title: t[titleKey], key: MAP_TOOLS[name].key };
          return (
            <button
              key={name}
              type="button"
              className="drawing-button"
              aria-pressed={tool === name}
              aria-label={words.name}
              title={`${words.title} (${words.key})`}
              aria-keyshortcuts={words.key}
              onClick={() => chooseTool(name)}
            >
              <Icon aria-hidden="true" size={18} />
              <span className="tool-name" aria-hidden="true">
                {words.name}
              </span>
            </button>
          );
        })}
        <button
          type="button"
          className="drawing-button shortcuts-button"
          aria-label={t.shortcuts}
          title={`${t.shortcuts} (?)`}
          aria-keyshortcuts="?"
          onClick={() => $shortcutsShown.set(true)}
        >
          <Keyboard aria-hidden="true" size={18} />
        </button>
      </div>
      {tool === "select" && (
        <ToolbarToggle
          pressed={selectSeveral}
          title={t.selectSeveralTitle}
          onToggle={() => $selectSeveral.set(!selectSeveral)}
        >
          <SquareDashedMousePointer aria-hidden="true" size={16} /> {t.selectSeveral}
        </ToolbarToggle>
      )}
      {tool === "line" && (
        <ShapeKindSelect
          label={t.lineKind}
          kinds={LINE_KINDS}
          value={lineKind}
          onChange={chooseLineKind}
        />
      )}
      {tool === "axis" && canPickRoads && (
        <ToolbarToggle pressed={pickRoads} onToggle={() => $pickRoads.set(!pickRoads)}>
          <MousePointerClick aria-hidden="true" size={16} /> {t.pickRoads}
        </ToolbarToggle>
      )}
      {tool === "area" && (
        <ShapeKindSelect
          label={t.areaKind}
          kinds={AREA_KINDS}
          value={areaKind}
          onChange={chooseAreaKind}
        />
      )}
      {steps.length > 0 && (
        <div className="drawing-steps">
          {steps.map(([Icon, label, onClick, key]) => (
            <button
              key={key}
              type="button"
              className="drawing-button"
              onClick={onClick}
              aria-keyshortcuts={key}
            >
              <Icon aria-hidden="true" size={16} /> {label}
            </button>
          ))}
        </div>
      )}
      <p className="drawing-status" role="status">
        {status}
      </p>
    </div>
  );
}
