/**
 * The map tools' dispatcher for the items on the map (signs, shapes and their handles, text
 * labels, a sign's rotation knob), the other half of tool-dispatcher.ts: the gesture layers
 * (features/map/sign-gestures.ts and rotation-gestures.ts, ../shape-gestures.ts) name the
 * item and what happened to it (lib/layer-gestures.ts' `ItemEvents`), and `itemDispatcher`
 * hands that to the active tool's `pressItem`, `dropItem`, `turnItem`, `clickItem` or
 * `keyItem` (map-tool.ts), or, for each a tool leaves out (every tool today), to the shared
 * behaviour here, `itemActions`:
 * - a click selects the item (Shift, or a tap with "Select several": adds it to the
 *   selection or takes it out); a click on a point handle selects its shape at that point,
 *   on a midpoint handle adds the point it stands for, on the drawing's last point finishes
 *   the drawing;
 * - a press on a point handle selects it, so that it is dragged selected;
 * - a drop moves the item as far as it was dragged (one of a group moves the whole group, as
 *   one undo step); a midpoint handle dropped adds its point where it was let go;
 * - on the focused item the arrows move it 10 px (Shift: 1 px), Delete or Backspace removes
 *   it (a point only while its shape keeps its minimum);
 * - a sign's rotation knob turns the sign to where it is let go; on the focused knob the
 *   arrows turn it to the next 15° (Shift: 1°), Home faces north.
 * Which items take the pointer while a tool draws is the layers' CSS (plan.css): shapes and
 * labels let it through to the map then (it is the tool's map click), signs do not; a tool
 * that places (`clicksThroughItems`: Sign, Text, and Line and Area for their points) takes a
 * plain click on a sign or cluster as its click on the map there, and Shift-click still
 * selects.
 *
 * Apart from tool-dispatcher.ts, as the layers that use it load with the map's engine:
 * moving a group takes the selection's edits (lib/selection-edits.ts), which /map's first
 * load does without.
 */
import type { LatLng } from "../../../lib/geo";
import type { ItemEvents, MapTarget } from "../../../lib/layer-gestures";
import type { MapPort } from "../../../lib/map-port";
import { normaliseRotation, ROTATION_STEP } from "../../../lib/marker-model";
import {
  $group,
  $labels,
  $markers,
  $selectSeveral,
  $shapes,
  type ItemRef,
  insertVertex,
  moveLabel,
  moveShape,
  moveVertex,
  removeLabel,
  removeMarker,
  removeShape,
  removeVertex,
  sameRef,
  selectMarker,
  updateMarker,
} from "../../document";
import {
  clearSelection,
  finishDraft,
  selectLabel,
  selectShape,
  toggleSelected,
} from "../draw-store";
import { moveSelection } from "../selection/selection-actions";
import type { ItemContext, MapTool } from "./map-tool";
import { activeTool, contextOf } from "./tool-dispatcher";

type ItemTool = Required<
  Pick<MapTool, "pressItem" | "dropItem" | "turnItem" | "clickItem" | "keyItem">
>;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const findShape = (id: string) => $shapes.get().find((shape) => shape.id === id);

/** Where a place is `dx`, `dy` layer pixels away from `position`, as the map shows it now. */
function shifted(position: LatLng, dx: number, dy: number, context: ItemContext) {
  const from = context.toPixel(position);
  return from && context.toLatLng({ x: from.x + dx, y: from.y + dy });
}

/** Items that stand for a place in the plan (not a handle that only adds, finishes or turns). */
type PlacedItem = Exclude<MapTarget, { kind: "midpoint" | "finish" | "knob" }>;

/** The selection's reference to an item (a point handle's is its shape's). */
function refOf(item: PlacedItem): ItemRef {
  return {
    type: item.kind === "sign" ? "marker" : item.kind === "label" ? "label" : "shape",
    id: item.id,
  };
}

/** Moves an item by layer pixels: the whole group when it is one of a group (one undo step). */
function moveBy(item: PlacedItem, dx: number, dy: number, context: ItemContext): void {
  const from =
    item.kind === "sign"
      ? $markers.get().find((marker) => marker.id === item.id)?.position
      : item.kind === "label"
        ? $labels.get().find((label) => label.id === item.id)?.position
        : findShape(item.id)?.points[item.kind === "vertex" ? item.index : 0];
  const to = from && shifted(from, dx, dy, context);
  if (!from || !to) return;
  const delta = { lat: to.lat - from.lat, lng: to.lng - from.lng };
  const ref = refOf(item);
  const grouped = $group.get().some((other) => sameRef(other, ref));
  if (grouped && item.kind !== "vertex") moveSelection(delta);
  else if (item.kind === "sign") updateMarker(item.id, { position: to });
  else if (item.kind === "label") moveLabel(item.id, to);
  else if (item.kind === "shape") moveShape(item.id, delta);
  else moveVertex(item.id, item.index, to);
}

/**
 * Adds the point a midpoint handle stands for: in the middle of its segment, or that far in
 * layer pixels from the middle when the handle was dragged there; the new point is selected.
 */
function insertAt(id: string, index: number, dx: number, dy: number, context: ItemContext) {
  const points = findShape(id)?.points;
  const a = points?.[index];
  const b = points?.[(index + 1) % points.length];
  if (!a || !b) return;
  const middle = { lat: (a.lat + b.lat) / 2, lng: (a.lng + b.lng) / 2 };
  const at = dx || dy ? shifted(middle, dx, dy, context) : middle;
  if (at && insertVertex(id, index + 1, at)) selectShape(id, index + 1);
}

const TURNS: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };

/** A key on a sign's knob: an arrow turns it to the next step's multiple; Home: north. */
function turnByKey(id: string, key: string, shiftKey: boolean): boolean {
  const by = TURNS[key];
  if (key === "Home") updateMarker(id, { rotation: 0 });
  else if (!by) return false;
  else {
    const marker = $markers.get().find((item) => item.id === id);
    const step = shiftKey ? 1 : ROTATION_STEP;
    const now = marker?.rotation ?? 0;
    const next =
      by > 0 ? Math.floor(now / step) * step + step : Math.ceil(now / step) * step - step;
    if (marker) updateMarker(id, { rotation: normaliseRotation(next) });
  }
  return true;
}

/** A click on an item; a point handle's ignores Shift (a tap with "Select several" does not). */
function select(item: PlacedItem, additive: boolean): void {
  if ((additive && item.kind !== "vertex") || $selectSeveral.get()) toggleSelected(refOf(item));
  else if (item.kind === "sign") selectMarker(item.id);
  else if (item.kind === "label") selectLabel(item.id);
  else selectShape(item.id, item.kind === "vertex" ? item.index : null);
}

export const itemActions: ItemTool = {
  pressItem(item) {
    if (item.kind === "vertex") select(item, false);
  },
  dropItem(item, dx, dy, context) {
    if (item.kind === "midpoint") insertAt(item.id, item.index, dx, dy, context);
    else if (item.kind !== "finish" && item.kind !== "knob") moveBy(item, dx, dy, context);
  },
  turnItem(item, degrees) {
    if (item.kind === "knob") updateMarker(item.id, { rotation: degrees });
  },
  clickItem(item, additive, context) {
    if (item.kind === "midpoint") insertAt(item.id, item.index, 0, 0, context);
    else if (item.kind === "finish") finishDraft();
    else if (item.kind !== "knob") select(item, additive);
  },
  keyItem(item, key, shiftKey, context) {
    if (item.kind === "knob") return turnByKey(item.id, key, shiftKey);
    if (item.kind === "midpoint" || item.kind === "finish") return false;
    const arrow = ARROWS[key];
    const step = shiftKey ? 1 : 10;
    if (arrow) moveBy(item, arrow[0] * step, arrow[1] * step, context);
    else if (key !== "Delete" && key !== "Backspace") return false;
    else if (item.kind === "sign") removeMarker(item.id);
    else if (item.kind === "vertex") {
      if (removeVertex(item.id, item.index)) selectShape(item.id);
    } else {
      (item.kind === "shape" ? removeShape : removeLabel)(item.id);
      clearSelection();
    }
    return true;
  },
};

/** The item events of this port's layers, each for the tool active when it comes. */
export function itemDispatcher(port: MapPort): ItemEvents {
  const context = contextOf(port);
  const tool = () => ({ ...itemActions, ...activeTool() });
  return {
    press: (item) => tool().pressItem(item, context),
    drop: (item, dx, dy) => tool().dropItem(item, dx, dy, context),
    turn: (item, degrees) => tool().turnItem(item, degrees, context),
    click: (item, additive) => tool().clickItem(item, additive, context),
    key: (item, key, shiftKey) => tool().keyItem(item, key, shiftKey, context),
    clickThrough(at, additive) {
      const active = activeTool();
      if (additive || !active.clicksThroughItems) return false;
      const position = context.toLatLng(at);
      if (!position) return false;
      active.click(position, context);
      return true;
    },
  };
}
