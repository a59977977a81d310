/**
 * The plan on the map beside its signs: lines and areas (`$shapes`), free text labels
 * (`$labels`) and the road facts for the placement checks (`$planSettings`), stored
 * together in localStorage `plan` and copied into the current project's data like the
 * markers. Every action is undoable and goes down the one edit path (document/edits-store.ts,
 * which owns the stored content and applies each edit).
 */
import { nanoid } from "nanoid";
import { computed } from "nanostores";
import type { LatLng } from "../../lib/geo";
import { offset } from "../../lib/geometry";
import {
  isPlanLabel,
  isPlanShape,
  isSpacing,
  minimumPoints,
  normaliseSettings,
  type PlanLabel,
  type PlanSettings,
  type PlanShape,
  roundPoint,
  type ShapeKind,
} from "../../lib/plan-model";
import { sameJson } from "../../lib/same-json";
import {
  $plan,
  commitMapEdit,
  commitTypedEdit,
  type ItemChangedEdit,
  type PlanEdit,
} from "./edits-store";
import { shownIn } from "./phase-store";
import { $shownPhase } from "./shown-layout";

/** The lines and areas of the phase shown (all of them in a plan without phases). */
export const $shapes = computed([$plan, $shownPhase], (plan, phase) => shownIn(plan.shapes, phase));
/** The texts of the phase shown. */
export const $labels = computed([$plan, $shownPhase], (plan, phase) => shownIn(plan.labels, phase));
export const $planSettings = computed($plan, (plan) => plan.planSettings);

/** Makes an edit: the edit path applies it and takes it on; false when it cannot apply. */
const edit = (change: PlanEdit): boolean => commitMapEdit(change);

/** The plan's two lists of items with ids: where each is, how it is checked, its name. */
const ITEMS = {
  shape: { list: () => $plan.get().shapes, valid: isPlanShape, name: "Shape" },
  label: { list: () => $plan.get().labels, valid: isPlanLabel, name: "Label" },
};
type Item<K extends keyof typeof ITEMS> = K extends "shape" ? PlanShape : PlanLabel;

/**
 * Changes one shape or label (undoable); false when it is unknown (with a warning), or the
 * change is refused (`change` answers null, or the result is not a valid item) or none. A
 * change `typedInto` a field is typed (edits-store's `commitTypedEdit`).
 */
function changeItem<K extends keyof typeof ITEMS>(
  kind: K,
  id: string,
  change: (item: Item<K>) => Item<K> | null,
  typedInto?: string,
): boolean {
  const { list, valid, name } = ITEMS[kind];
  const before = list().find((item) => item.id === id) as Item<K> | undefined;
  if (!before) {
    console.warn(`${name} with id ${id} not found.`);
    return false;
  }
  const after = change(before);
  if (!after || !valid(after) || sameJson(after, before)) return false;
  const changed = { type: `${kind}-changed`, before, after } as ItemChangedEdit;
  return typedInto ? commitTypedEdit(changed, typedInto) : edit(changed as PlanEdit);
}

const changeShape = (
  id: string,
  change: (shape: PlanShape) => PlanShape | null,
  typedInto?: string,
) => changeItem("shape", id, change, typedInto);
const changeLabel = (id: string, change: (label: PlanLabel) => PlanLabel | null) =>
  changeItem("label", id, change);

// ---- Shapes ------------------------------------------------------------------------------

export type ShapeInput = {
  kind: ShapeKind;
  points: readonly LatLng[];
  label?: string;
  id?: string;
  /** A line of kit's item, spacing and lamp spacing (lib/kit-lines.ts). */
  item?: string;
  spacing?: number;
  lampSpacing?: number;
  /** The phases it stands in (lib/phases.ts); absent: every phase. */
  phases?: readonly string[];
};

/** Builds a valid shape, or null (too few points for its kind, an unknown kind). */
export function createShape(input: ShapeInput): PlanShape | null {
  const label = input.label?.trim();
  const shape = {
    id: input.id ?? nanoid(),
    kind: input.kind,
    points: input.points.map(roundPoint),
    ...(label ? { label } : {}),
    ...(input.item?.trim() ? { item: input.item.trim() } : {}),
    ...(isSpacing(input.spacing) ? { spacing: input.spacing } : {}),
    ...(isSpacing(input.lampSpacing) ? { lampSpacing: input.lampSpacing } : {}),
    ...(input.phases ? { phases: [...input.phases] } : {}),
  };
  return isPlanShape(shape) ? shape : null;
}

/** Draws a line or an area (undoable); null when it has too few points for its kind. */
export function addShape(input: ShapeInput): PlanShape | null {
  const shape = createShape(input);
  if (!shape) return null;
  edit({ type: "shape-added", item: shape, index: $plan.get().shapes.length });
  return shape;
}

/**
 * Changes a shape's kind or label (undoable). A line cannot become an area with fewer
 * than three points; an empty label removes it; another kind drops the line's kit.
 */
export function updateShape(id: string, changes: { kind?: ShapeKind; label?: string }): boolean {
  return changeShape(id, (shape) => {
    const { label: _label, ...rest } = shape;
    const label = (changes.label ?? shape.label)?.trim();
    const kind = changes.kind ?? shape.kind;
    // A line's kit belongs to its kind: a cone line's cones and spacing are not a
    // closure's barrier boards, so another kind starts from its own defaults.
    const { item: _item, spacing: _spacing, lampSpacing: _lamps, ...kindless } = rest;
    return { ...(kind === shape.kind ? rest : kindless), kind, ...(label ? { label } : {}) };
  });
}

/**
 * Sets what a line of kit is made of (undoable): its item, its spacing and its lamps'
 * spacing in metres; undefined goes back to the default (no lamps for `lampSpacing`).
 * `typedInto`: the field it was typed into, whose keys in a row are one undo step.
 */
export function setLineKit(
  id: string,
  kit: { item?: string; spacing?: number; lampSpacing?: number },
  typedInto?: string,
): boolean {
  return changeShape(
    id,
    (shape) => {
      const { item: _item, spacing: _spacing, lampSpacing: _lamps, ...rest } = shape;
      return {
        ...rest,
        ...(kit.item ? { item: kit.item } : {}),
        ...(isSpacing(kit.spacing) ? { spacing: kit.spacing } : {}),
        ...(isSpacing(kit.lampSpacing) ? { lampSpacing: kit.lampSpacing } : {}),
      };
    },
    typedInto,
  );
}

/** Moves a whole shape by a difference in degrees (undoable). */
export function moveShape(id: string, delta: LatLng): boolean {
  return changeShape(id, (shape) => ({
    ...shape,
    points: shape.points.map((point) => roundPoint(offset(point, delta))),
  }));
}

/** Deletes a shape (undoable). */
export function removeShape(id: string): void {
  const shapes = $plan.get().shapes;
  const index = shapes.findIndex((shape) => shape.id === id);
  const shape = shapes[index];
  if (shape) edit({ type: "shape-removed", item: shape, index });
}

/** Adds a vertex before position `index` of a shape's points (undoable). */
export function insertVertex(id: string, index: number, point: LatLng): boolean {
  return changeShape(id, (shape) => {
    if (!Number.isInteger(index) || index < 0 || index > shape.points.length) return null;
    return { ...shape, points: shape.points.toSpliced(index, 0, roundPoint(point)) };
  });
}

/** Moves one vertex of a shape (undoable). */
export function moveVertex(id: string, index: number, point: LatLng): boolean {
  return changeShape(id, (shape) => {
    if (!Number.isInteger(index) || index < 0 || index >= shape.points.length) return null;
    return { ...shape, points: shape.points.with(index, roundPoint(point)) };
  });
}

/**
 * Removes one vertex (undoable). Refused when the shape would be left with fewer points
 * than its kind needs (delete the shape instead); returns whether it was removed.
 */
export function removeVertex(id: string, index: number): boolean {
  return changeShape(id, (shape) => {
    if (shape.points.length <= minimumPoints(shape.kind)) return null;
    if (!Number.isInteger(index) || index < 0 || index >= shape.points.length) return null;
    return { ...shape, points: shape.points.toSpliced(index, 1) };
  });
}

// ---- Labels ------------------------------------------------------------------------------

/** Places a free text label (undoable); null for an empty text. */
export function addLabel(input: { position: LatLng; text: string; id?: string }): PlanLabel | null {
  const text = input.text.trim();
  if (!text) return null;
  const label = { id: input.id ?? nanoid(), position: roundPoint(input.position), text };
  if (!isPlanLabel(label)) return null;
  edit({ type: "label-added", item: label, index: $plan.get().labels.length });
  return label;
}

/** Changes a label's text (undoable); an empty text is refused (delete the label). */
export function updateLabel(id: string, text: string): boolean {
  const trimmed = text.trim();
  return changeLabel(id, (label) => (trimmed ? { ...label, text: trimmed } : null));
}

/** Moves a label to a new place (undoable). */
export function moveLabel(id: string, position: LatLng): boolean {
  return changeLabel(id, (label) => ({ ...label, position: roundPoint(position) }));
}

/** Deletes a label (undoable). */
export function removeLabel(id: string): void {
  const labels = $plan.get().labels;
  const index = labels.findIndex((label) => label.id === id);
  const label = labels[index];
  if (label) edit({ type: "label-removed", item: label, index });
}

// ---- Settings ----------------------------------------------------------------------------

/** Changes whether the works are in a built-up area and the speed limit (undoable). */
export function setPlanSettings(changes: Partial<PlanSettings>): boolean {
  const before = $plan.get().planSettings;
  const after = normaliseSettings({ ...before, ...changes });
  if (!Number.isFinite(after.speedLimit) || sameJson(after, before)) return false;
  return edit({ type: "plan-settings-changed", before, after });
}
