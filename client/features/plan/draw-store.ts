/**
 * The map tools' state (not persisted): which tool is active, the line or area being
 * drawn, the points being measured, a text label waiting for its text; with the actions the
 * tools (tools/, one object per tool) and the toolbar call. What is drawn goes into the
 * plan through plan-store.ts; nothing here is stored or undone (a draft is not part of the
 * plan until it is finished).
 */

import { atom, computed } from "nanostores";
import type { LatLng } from "../../lib/geo";
import { lineLength } from "../../lib/geometry";
import {
  type AREA_KINDS,
  type LINE_KINDS,
  minimumPoints,
  type PlanLabel,
  type PlanShape,
  ROAD_AXIS,
  type ShapeKind,
} from "../../lib/plan-model";
import type { CopiedItems } from "../../lib/selection-edits";
import {
  $focusRequest,
  addLabel,
  addShape,
  clearSelection,
  selectLabel,
  selectShape,
} from "../document";
import { drawMessages } from "./messages";

/**
 * A map tool's name. Adding one here, TypeScript asks for the rest: its line in
 * tools/tool-dispatcher.ts' `MAP_TOOLS` and its button in drawing-toolbar.tsx.
 */
export type DrawTool = "select" | "sign" | "line" | "axis" | "setup" | "area" | "text" | "measure";
export type LineKind = (typeof LINE_KINDS)[number];
export type AreaKind = (typeof AREA_KINDS)[number];

/**
 * The tool in use: "select" is the map's ordinary behaviour (a click on an item selects it,
 * on the empty map lets go of the selection); "sign" places the chosen sign.
 */
export const $drawTool = atom<DrawTool>("select");
/** The kind the line tool draws. */
export const $lineKind = atom<LineKind>("closure");
/** The kind the area tool draws. */
export const $areaKind = atom<AreaKind>("work-zone");
/** The points of the line or area being drawn, in order. */
export const $draft = atom<readonly LatLng[]>([]);
/** The points clicked with the measuring tool. */
export const $measurePoints = atom<readonly LatLng[]>([]);
/** Where the text tool was clicked: a new label waits there for its text. */
export const $labelDraft = atom<LatLng | null>(null);
/** Where the pointer is while a line or area is drawn: the next segment's preview. */
export const $drawPointer = atom<LatLng | null>(null);
/** What was copied last (Ctrl/Cmd+C, in this tab until it closes), to paste as new items. */
export const $copied = atom<CopiedItems | null>(null);
/** Where the pointer is over the map, whatever the tool (a paste goes there); null: off it. */
export const $mapPointer = atom<LatLng | null>(null);
/** Whether the keyboard shortcuts dialog is open ("?", or the toolbar's button). */
export const $shortcutsShown = atom(false);
/** Whether the map can hand us its roads (MapLibre): the road axis tool can pick one. */
export const $canPickRoads = atom(false);
/** Whether a click on a road with the road axis tool picks that road (on by default). */
export const $pickRoads = atom(true);
/** What went wrong in the last drawing step ("" when nothing did), shown and read out. */
export const $drawMessage = atom<string>("");

// The selection is the map's one selection of item references (document/selection-store.ts):
// its shape and label views and its actions are lent here too, where the tools use them.
export {
  $selectedLabelId,
  $selectedShape,
  addToSelection,
  clearSelection,
  selectedRefs,
  selectItems,
  selectLabel,
  selectShape,
  toggleSelected,
} from "../document";

/** The kind the active tool draws, or null when it draws no shape. */
export const $draftKind = computed(
  [$drawTool, $lineKind, $areaKind],
  (tool, lineKind, areaKind): ShapeKind | null =>
    tool === "line" ? lineKind : tool === "axis" ? ROAD_AXIS : tool === "area" ? areaKind : null,
);

/** The measured distance: each segment's length and the total, in metres. */
export const $measurement = computed($measurePoints, (points) => {
  const segments: number[] = [];
  for (let i = 1; i < points.length; i += 1) {
    segments.push(lineLength([points[i - 1] as LatLng, points[i] as LatLng]));
  }
  return { segments, total: segments.reduce((sum, length) => sum + length, 0) };
});

/**
 * Switches tools; whatever the previous tool had under way is dropped. Choosing the tool
 * in use changes nothing (Enter on its pressed button must not throw a drawing away).
 */
export function chooseTool(tool: DrawTool): void {
  if (tool === $drawTool.get()) return;
  $draft.set([]);
  $measurePoints.set([]);
  $labelDraft.set(null);
  $drawMessage.set("");
  $drawPointer.set(null);
  $drawTool.set(tool);
  if (tool !== "select") clearSelection();
}

export function chooseLineKind(kind: LineKind): void {
  $lineKind.set(kind);
}

export function chooseAreaKind(kind: AreaKind): void {
  $areaKind.set(kind);
}

/** Adds a point to the line or area being drawn. */
export function addDraftPoint(position: LatLng): void {
  $draft.set([...$draft.get(), position]);
  $drawMessage.set("");
}

/** Takes back the last point of the drawing (Backspace). */
export function removeDraftPoint(): void {
  const draft = $draft.get();
  if (draft.length === 0) return;
  $draft.set(draft.slice(0, -1));
  $drawMessage.set("");
}

/** Moves the preview of the next segment to where the pointer is (null: none). */
export function setDrawPointer(position: LatLng | null): void {
  $drawPointer.set(position);
}

/** Adds a point to the measurement (the measuring tool). */
export function addMeasurePoint(position: LatLng): void {
  $measurePoints.set([...$measurePoints.get(), position]);
}

/** Marks where a new text label goes; it waits there for its text (the text tool). */
export function placeLabelDraft(position: LatLng): void {
  $labelDraft.set(position);
}

/**
 * Finishes the line or area being drawn (Enter, double-click, or the last point clicked
 * again): it joins the plan and is selected. Too few points: says so and keeps drawing.
 */
export function finishDraft(): boolean {
  const kind = $draftKind.get();
  const points = $draft.get();
  if (!kind) return false;
  const needed = minimumPoints(kind);
  if (points.length < needed) {
    const t = drawMessages.get();
    $drawMessage.set(
      $drawTool.get() === "area" ? t.areaNeeds({ count: needed }) : t.lineNeeds({ count: needed }),
    );
    return false;
  }
  return addDrawnShape(kind, points);
}

/**
 * A road picked from the map (the road axis tool on MapLibre) becomes the road axis,
 * selected, and the tool goes back to select; with `leaveTool` false (the planner has taken
 * another tool while the pick ran) it joins the plan and that tool stays in use.
 */
export function addPickedRoad(
  points: readonly LatLng[],
  { leaveTool = true }: { leaveTool?: boolean } = {},
): boolean {
  if (leaveTool) return addDrawnShape(ROAD_AXIS, points);
  return addShape({ kind: ROAD_AXIS, points: [...points] }) !== null;
}

/** A finished drawing joins the plan, selected, and the tool goes back to select. */
function addDrawnShape(kind: ShapeKind, points: readonly LatLng[]): boolean {
  const shape = addShape({ kind, points: [...points] });
  chooseTool("select");
  if (shape) selectShape(shape.id);
  return shape !== null;
}

/** Places the waiting text label with `text`; an empty text places nothing. */
export function placeLabel(text: string): boolean {
  const position = $labelDraft.get();
  if (!position) return false;
  const label = addLabel({ position, text });
  if (!label) return false;
  chooseTool("select");
  selectLabel(label.id);
  return true;
}

/**
 * Escape: drops the point-by-point work of the active tool if there is any (a drawing, a
 * measurement, a label waiting for text); otherwise leaves the tool, or the selection.
 */
export function cancelDrawing(): void {
  if ($draft.get().length > 0 || $measurePoints.get().length > 0 || $labelDraft.get()) {
    $draft.set([]);
    $measurePoints.set([]);
    $labelDraft.set(null);
    $drawMessage.set("");
  } else if ($drawTool.get() !== "select") chooseTool("select");
  else clearSelection();
}

/** Selects a shape and asks the map to bring it into view (its bounding box's middle). */
export function showShape(shape: PlanShape): void {
  selectShape(shape.id);
  const lats = shape.points.map((point) => point.lat);
  const lngs = shape.points.map((point) => point.lng);
  const position = {
    lat: (Math.min(...lats) + Math.max(...lats)) / 2,
    lng: (Math.min(...lngs) + Math.max(...lngs)) / 2,
  };
  $focusRequest.set({ position, at: Date.now() });
}

/** Selects a text label and asks the map to bring it into view. */
export function showLabel(label: PlanLabel): void {
  selectLabel(label.id);
  $focusRequest.set({ position: label.position, at: Date.now() });
}
