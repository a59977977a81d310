/**
 * What an action on a selection of the plan's items does to the plan (issue 22 item 7):
 * move, turn, delete, copy and paste, and mirror to the other direction of the road. Pure
 * functions from the plan's content to the edits of one step; the caller commits them
 * (edits-store's `commitMapEdits`), so each action is one undo step, all or nothing.
 */
import { nanoid } from "nanoid";
import type { LatLng } from "./geo";
import { offset } from "./geometry";
import type { Marker } from "./marker-model";
import { normaliseRotation } from "./marker-model";
import type { PlanContent, UndoableEdit } from "./plan-edits";
import { type PlanLabel, type PlanShape, ROAD_AXIS, roundPoint } from "./plan-model";
import { pointAlong, projectOnAxis, type RoadAxis, roadAxis } from "./setups/road-axis";
import { otherDirectionCode } from "./setups/setup-model";

/** One selected item of the plan: a sign (marker), a line or area (shape), or a text label. */
export type ItemRef = { type: "marker" | "shape" | "label"; id: string };

/** Items copied (Ctrl/Cmd+C), kept whole, to be pasted as new items. */
export type CopiedItems = {
  markers: readonly Marker[];
  shapes: readonly PlanShape[];
  labels: readonly PlanLabel[];
};

/** The selected items themselves, in their lists' order. */
export function selectedItems(content: PlanContent, refs: readonly ItemRef[]): CopiedItems {
  const ids = (type: ItemRef["type"]) =>
    new Set(refs.filter((ref) => ref.type === type).map((ref) => ref.id));
  const markers = ids("marker");
  const shapes = ids("shape");
  const labels = ids("label");
  return {
    markers: content.markers.filter((item) => markers.has(item.id)),
    shapes: content.shapes.filter((item) => shapes.has(item.id)),
    labels: content.labels.filter((item) => labels.has(item.id)),
  };
}

/** Every position of the items: signs', labels' and each point of each shape. */
function positionsOf(items: CopiedItems): LatLng[] {
  return [
    ...items.markers.map((item) => item.position),
    ...items.shapes.flatMap((item) => item.points),
    ...items.labels.map((item) => item.position),
  ];
}

/** The middle of the items' bounding box (where a paste puts them), or null for none. */
export function middleOf(items: CopiedItems): LatLng | null {
  const points = positionsOf(items);
  if (points.length === 0) return null;
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  return {
    lat: (Math.min(...lats) + Math.max(...lats)) / 2,
    lng: (Math.min(...lngs) + Math.max(...lngs)) / 2,
  };
}

/** The items with every position mapped (and each sign's facing, where given). */
function mapItems(
  items: CopiedItems,
  move: (point: LatLng) => LatLng,
  turn?: (rotation: number) => number,
  recode: (code: string) => string = (code) => code,
): CopiedItems {
  return {
    markers: items.markers.map((item) => ({
      ...item,
      signCode: recode(item.signCode),
      position: roundPoint(move(item.position)),
      ...(turn ? { rotation: normaliseRotation(turn(item.rotation ?? 0)) } : {}),
    })),
    shapes: items.shapes.map((item) => ({
      ...item,
      points: item.points.map((point) => roundPoint(move(point))),
    })),
    labels: items.labels.map((item) => ({ ...item, position: roundPoint(move(item.position)) })),
  };
}

/** "Changed" edits from the items as they are to the same items as they become. */
function changedEdits(before: CopiedItems, after: CopiedItems): UndoableEdit[] {
  const edits: UndoableEdit[] = [];
  before.markers.forEach((item, i) => {
    edits.push({ type: "marker-changed", before: item, after: after.markers[i] as Marker });
  });
  before.shapes.forEach((item, i) => {
    edits.push({ type: "shape-changed", before: item, after: after.shapes[i] as PlanShape });
  });
  before.labels.forEach((item, i) => {
    edits.push({ type: "label-changed", before: item, after: after.labels[i] as PlanLabel });
  });
  return edits;
}

/** Moves the selected items by a difference in degrees. */
export function moveEdits(
  content: PlanContent,
  refs: readonly ItemRef[],
  delta: LatLng,
): UndoableEdit[] {
  const items = selectedItems(content, refs);
  return changedEdits(
    items,
    mapItems(items, (point) => offset(point, delta)),
  );
}

/** Turns each selected sign about its own post by `degrees` clockwise (other items stay). */
export function turnEdits(
  content: PlanContent,
  refs: readonly ItemRef[],
  degrees: number,
): UndoableEdit[] {
  const { markers } = selectedItems(content, refs);
  return markers.map((item) => ({
    type: "marker-changed",
    before: item,
    after: { ...item, rotation: normaliseRotation((item.rotation ?? 0) + degrees) },
  }));
}

/** Deletes the selected items: from the end of each list, so each index holds as it applies. */
export function deleteEdits(content: PlanContent, refs: readonly ItemRef[]): UndoableEdit[] {
  const items = selectedItems(content, refs);
  const edits: UndoableEdit[] = [];
  const removed = <T extends { id: string }>(list: readonly T[], chosen: readonly T[]) => {
    const ids = new Set(chosen.map((item) => item.id));
    return list.flatMap((item, index) => (ids.has(item.id) ? [{ item, index }] : [])).reverse();
  };
  for (const { item, index } of removed(content.markers, items.markers)) {
    edits.push({ type: "marker-removed", item, index });
  }
  for (const { item, index } of removed(content.shapes, items.shapes)) {
    edits.push({ type: "shape-removed", item, index });
  }
  for (const { item, index } of removed(content.labels, items.labels)) {
    edits.push({ type: "label-removed", item, index });
  }
  return edits;
}

/** The edits that add `items` as new items (new ids) at the ends of their lists. */
function addedEdits(
  content: PlanContent,
  items: CopiedItems,
): { edits: UndoableEdit[]; refs: ItemRef[] } {
  const edits: UndoableEdit[] = [];
  const refs: ItemRef[] = [];
  items.markers.forEach((item, i) => {
    const made = { ...item, id: nanoid() };
    edits.push({ type: "marker-added", item: made, index: content.markers.length + i });
    refs.push({ type: "marker", id: made.id });
  });
  items.shapes.forEach((item, i) => {
    const made = { ...item, id: nanoid() };
    edits.push({ type: "shape-added", item: made, index: content.shapes.length + i });
    refs.push({ type: "shape", id: made.id });
  });
  items.labels.forEach((item, i) => {
    const made = { ...item, id: nanoid() };
    edits.push({ type: "label-added", item: made, index: content.labels.length + i });
    refs.push({ type: "label", id: made.id });
  });
  return { edits, refs };
}

/** Pastes copied items as new ones, their middle at `at`; `refs` are the new items. */
export function pasteEdits(
  content: PlanContent,
  copied: CopiedItems,
  at: LatLng,
): { edits: UndoableEdit[]; refs: ItemRef[] } {
  const middle = middleOf(copied);
  if (!middle) return { edits: [], refs: [] };
  const delta = { lat: at.lat - middle.lat, lng: at.lng - middle.lng };
  return addedEdits(
    content,
    mapItems(copied, (point) => offset(point, delta)),
  );
}

/** How a selection is mirrored: about which road axis, and the works' middle along it. */
export type Mirror = {
  axis: RoadAxis;
  /**
   * The distance along the axis the mirror turns about: the middle of the works, so a sign
   * 200 m before them for one direction lands 200 m before them for the other. Null when
   * no work zone lies along the axis: the items go across the road only, where they stand.
   */
  middle: number | null;
};

/** How far from a road axis a work zone still counts as on that road, metres. */
const WORKS_NEAR_AXIS_M = 50;

/**
 * The road axis the selection stands by (the one nearest its middle) and the middle of the
 * work zones along it; null when the plan has no road axis.
 */
export function mirrorFor(content: PlanContent, refs: readonly ItemRef[]): Mirror | null {
  const middle = middleOf(selectedItems(content, refs));
  if (!middle) return null;
  let best: { axis: RoadAxis; distance: number } | null = null;
  for (const shape of content.shapes) {
    if (shape.kind !== ROAD_AXIS) continue;
    let axis: RoadAxis;
    try {
      axis = roadAxis(shape.points);
    } catch {
      continue; // A degenerate axis (one spot) has no direction to mirror along.
    }
    const { distance } = projectOnAxis(axis, middle);
    if (!best || distance < best.distance) best = { axis, distance };
  }
  if (!best) return null;
  const { axis } = best;
  const stations = content.shapes
    .filter((shape) => shape.kind === "work-zone")
    .map((shape) => shape.points.map((point) => projectOnAxis(axis, point)))
    .filter((projected) => projected.some((point) => point.distance <= WORKS_NEAR_AXIS_M))
    .flatMap((projected) => projected.map((point) => point.along));
  return {
    axis,
    middle: stations.length > 0 ? (Math.min(...stations) + Math.max(...stations)) / 2 : null,
  };
}

/**
 * Copies of the selected items for the other direction of the road: each position goes to
 * the other side of the axis, as far before the works' middle as it was after it (or the
 * other way round), and each sign is turned about to face the other direction's traffic,
 * and becomes the sign that direction needs (`otherDirectionCode`: A 43.2 for A 43.3, B 19
 * for B 18).
 * The originals stay; `refs` are the copies.
 */
export function mirrorEdits(
  content: PlanContent,
  refs: readonly ItemRef[],
  mirror: Mirror,
): { edits: UndoableEdit[]; refs: ItemRef[] } {
  const { axis, middle } = mirror;
  const across = (point: LatLng) => {
    const { along, right } = projectOnAxis(axis, point, { extend: true });
    return pointAlong(axis, middle === null ? along : 2 * middle - along, -right);
  };
  const items = selectedItems(content, refs);
  return addedEdits(
    content,
    mapItems(items, across, (rotation) => rotation + 180, otherDirectionCode),
  );
}
