import { useStore } from "@nanostores/react";
import {
  Check,
  type LucideIcon,
  MousePointer2,
  Pentagon,
  Ruler,
  Spline,
  Type,
  Undo2,
  X,
} from "lucide-react";
import type { KeyboardEvent } from "react";
import {
  $areaKind,
  $draft,
  $drawMessage,
  $drawTool,
  $labelDraft,
  $lineKind,
  $measurement,
  type AreaKind,
  cancelDrawing,
  chooseAreaKind,
  chooseLineKind,
  chooseTool,
  type DrawTool,
  finishDraft,
  type LineKind,
  removeDraftPoint,
} from "./draw-store";
import { DRAW_WORDS, TOOL_WORDS } from "./drawing-words";
import { formatLength } from "./geometry";
import { AREA_KINDS, LINE_KINDS, SHAPE_KIND_NAMES } from "./plan-model";

const TOOLS: readonly [DrawTool, LucideIcon][] = [
  ["select", MousePointer2],
  ["line", Spline],
  ["area", Pentagon],
  ["text", Type],
  ["measure", Ruler],
];

/** Arrow keys move the focus along the toolbar (the ARIA toolbar pattern). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
  if (!step || !(event.target instanceof HTMLButtonElement)) return;
  const buttons = [...event.currentTarget.querySelectorAll("button")];
  const next = buttons[(buttons.indexOf(event.target) + step + buttons.length) % buttons.length];
  next?.focus();
  event.preventDefault();
}

/**
 * The drawing toolbar over the map: the tools (select and place signs, line, area, text,
 * measure) with their shortcut keys, the kind a line or area gets, and the steps of the
 * drawing under way (finish, remove the last point, cancel) with what it has so far.
 */
export function DrawingToolbar() {
  const tool = useStore($drawTool);
  const lineKind = useStore($lineKind);
  const areaKind = useStore($areaKind);
  const draft = useStore($draft);
  const message = useStore($drawMessage);
  const measurement = useStore($measurement);
  const labelDraft = useStore($labelDraft);
  const drawing = tool === "line" || tool === "area";

  let status = "";
  if (drawing) status = message.includes("needs") ? message : DRAW_WORDS.drawingHint(draft.length);
  else if (tool === "measure") {
    status =
      measurement.segments.length > 0
        ? DRAW_WORDS.measured(formatLength(measurement.total), measurement.segments.length)
        : DRAW_WORDS.measureHint;
  } else if (tool === "text" && !labelDraft) status = DRAW_WORDS.textHint;

  return (
    <div className="drawing-tools">
      <div
        role="toolbar"
        aria-label={DRAW_WORDS.toolbar}
        className="drawing-toolbar"
        onKeyDown={moveFocus}
      >
        {TOOLS.map(([name, Icon]) => {
          const words = TOOL_WORDS[name];
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
      </div>
      {tool === "line" && (
        <select
          className="drawing-kind"
          aria-label={DRAW_WORDS.lineKind}
          value={lineKind}
          onChange={(event) => chooseLineKind(event.target.value as LineKind)}
        >
          {LINE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {SHAPE_KIND_NAMES[kind]}
            </option>
          ))}
        </select>
      )}
      {tool === "area" && (
        <select
          className="drawing-kind"
          aria-label={DRAW_WORDS.areaKind}
          value={areaKind}
          onChange={(event) => chooseAreaKind(event.target.value as AreaKind)}
        >
          {AREA_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {SHAPE_KIND_NAMES[kind]}
            </option>
          ))}
        </select>
      )}
      {drawing && draft.length > 0 && (
        <div className="drawing-steps">
          <button
            type="button"
            className="drawing-button"
            onClick={finishDraft}
            aria-keyshortcuts="Enter"
          >
            <Check aria-hidden="true" size={16} /> {DRAW_WORDS.finish}
          </button>
          <button
            type="button"
            className="drawing-button"
            onClick={removeDraftPoint}
            aria-keyshortcuts="Backspace"
          >
            <Undo2 aria-hidden="true" size={16} /> {DRAW_WORDS.removePoint}
          </button>
          <button
            type="button"
            className="drawing-button"
            onClick={cancelDrawing}
            aria-keyshortcuts="Escape"
          >
            <X aria-hidden="true" size={16} /> {DRAW_WORDS.cancel}
          </button>
        </div>
      )}
      {tool === "measure" && measurement.segments.length > 0 && (
        <div className="drawing-steps">
          <button
            type="button"
            className="drawing-button"
            onClick={cancelDrawing}
            aria-keyshortcuts="Escape"
          >
            <X aria-hidden="true" size={16} /> {DRAW_WORDS.clearMeasure}
          </button>
        </div>
      )}
      <p className="drawing-status" role="status">
        {status}
      </p>
    </div>
  );
}
