/**
 * What the plan document lists, worked out from a project's signs: every sign numbered
 * as on the printed map, the legend of signs used with their counts, and the sub-sign
 * plates. Pure functions; the print screen and the CSV sign list both read this.
 */

import type { LatLng } from "../../lib/geo";
import { lineLength, polygonArea } from "../../lib/geometry";
import { fencePanels, kitCount, LINE_LAMP, type LineKit, lineKit } from "../../lib/kit-lines";
import type { Marker, SubSign } from "../../lib/marker-model";
import {
  isLineKind,
  PLAN_SETTINGS_DEFAULTS,
  type PlanSettings,
  type PlanShape,
  ROAD_AXIS,
  SHAPE_KINDS,
  type ShapeKind,
} from "../../lib/plan-model";
import { faceText } from "../../lib/sign-values";

export type NumberedSign = {
  /** The number beside the sign on the printed map, from 1 in the plan's order. */
  number: number;
  id: string;
  code: string;
  /** The value on its face as set ("50" on C 55); absent: the picture's own. */
  value?: string;
  /** The catalogue name, or "" for a code the catalogue does not have. */
  name: string;
  subSigns: readonly SubSign[];
  /** Compass degrees the sign's face points to (0, north, when the marker has none). */
  rotation: number;
  label?: string;
  note?: string;
  position: LatLng;
};

export type SignCount = {
  code: string;
  /**
   * What its face shows, where the face carries a value or a plate a text: C 55 at 50 and
   * C 55 at 60 are counted apart, as the depot packs them apart.
   */
  value?: string;
  name: string;
  /** Signs on the map showing this code. */
  signs: number;
  /** Plates of this code under other signs. */
  subSigns: number;
  /** Items of this code standing along lines of kit (cones along a cone line, its lamps). */
  alongLines: number;
  /** The first sign's number, to find it on the map. */
  firstNumber?: number;
};

export type SignSchedule = {
  signs: NumberedSign[];
  /** Every code used as a sign or a plate, in code order. */
  counts: SignCount[];
};

const byCode = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

/** The sign list's order: by code, then face value ("C 55 30" before "C 55 50"). */
export const bySignCode = (
  a: { code: string; value?: string },
  b: { code: string; value?: string },
): number => byCode.compare(a.code, b.code) || byCode.compare(a.value ?? "", b.value ?? "");

/** One row of the sign list: a code with one face value, or without one. */
export const signCountKey = (code: string, value: string | undefined): string =>
  value === undefined ? code : `${code}\u0000${value}`;

/**
 * Numbers the signs and counts them per code and face value, with the kit standing along
 * the lines (`shapes`, measured); `nameOf` reads the catalogue.
 */
export function signSchedule(
  markers: readonly Marker[],
  nameOf: (code: string) => string | undefined,
  shapes: readonly MeasuredShape[] = [],
): SignSchedule {
  const names = new Map<string, string>();
  const name = (code: string) => {
    let known = names.get(code);
    if (known === undefined) {
      known = nameOf(code) ?? "";
      names.set(code, known);
    }
    return known;
  };
  const counts = new Map<string, SignCount>();
  const count = (code: string, value: string | undefined) => {
    const key = signCountKey(code, value);
    let entry = counts.get(key);
    if (!entry) {
      entry = {
        code,
        ...(value !== undefined ? { value } : {}),
        name: name(code),
        signs: 0,
        subSigns: 0,
        alongLines: 0,
      };
      counts.set(key, entry);
    }
    return entry;
  };
  const signs = markers.map((marker, index): NumberedSign => {
    const number = index + 1;
    const entry = count(marker.signCode, faceText(marker.signCode, marker.value));
    entry.signs += 1;
    entry.firstNumber ??= number;
    const subSigns = (marker.subSigns ?? []).filter((plate) => plate.code);
    for (const plate of subSigns) count(plate.code, plate.text).subSigns += 1;
    return {
      number,
      id: marker.id,
      code: marker.signCode,
      ...(marker.value ? { value: marker.value } : {}),
      name: name(marker.signCode),
      subSigns,
      rotation: marker.rotation ?? 0,
      ...(marker.label ? { label: marker.label } : {}),
      ...(marker.note ? { note: marker.note } : {}),
      position: marker.position,
    };
  });
  for (const { kit, size } of shapes) {
    if (!kit) continue;
    if (kit.spacing) count(kit.item, undefined).alongLines += kitCount(size, kit.spacing);
    if (kit.lampSpacing) count(LINE_LAMP, undefined).alongLines += kitCount(size, kit.lampSpacing);
  }
  return {
    signs,
    counts: [...counts.values()].sort(bySignCode),
  };
}

/** Sub-signs as one text: "U1.1 (200 m) + U4.1", codes written by `code`. */
export function subSignText(
  subSigns: readonly SubSign[],
  code: (code: string) => string = (same) => same,
): string {
  return subSigns
    .map((plate) => (plate.text ? `${code(plate.code)} (${plate.text})` : code(plate.code)))
    .join(" + ");
}

/** A line or area as listed: numbered L1… and A1… (the tags on the map), with its size. */
export type MeasuredShape = {
  tag: string;
  shape: PlanShape;
  line: boolean;
  /** Metres along a line, or square metres inside an area. */
  size: number;
  /** What a line of kit is made of (lib/kit-lines.ts), for the map and the counts. */
  kit?: LineKit;
  /** A fence's panels, once the planner has set a panel length (fencePanels). */
  panels?: number;
};

export type ShapeKindTotal = {
  kind: ShapeKind;
  line: boolean;
  count: number;
  size: number;
  /** The fences' panels, of those with a panel length; absent where none has one. */
  panels?: number;
};

/**
 * Tags, lengths and areas of the plan's shapes, their kit (the road's default spacing from
 * `settings`), and the totals per kind (in kind order).
 */
export function measureShapes(
  shapes: readonly PlanShape[],
  settings: Pick<PlanSettings, "builtUp"> = PLAN_SETTINGS_DEFAULTS,
): {
  shapes: MeasuredShape[];
  kinds: ShapeKindTotal[];
} {
  let lines = 0;
  let areas = 0;
  // The road axis is the planner's reference for set-ups and distances, not part of the
  // works: it is not printed, tagged nor totalled.
  const printed = shapes.filter((shape) => shape.kind !== ROAD_AXIS);
  const measured = printed.map((shape): MeasuredShape => {
    const line = isLineKind(shape.kind);
    const tag = line ? `L${++lines}` : `A${++areas}`;
    const size = line ? lineLength(shape.points) : polygonArea(shape.points);
    const kit = lineKit(shape, settings);
    const panels = fencePanels(shape, size);
    return {
      tag,
      shape,
      line,
      size,
      ...(kit ? { kit } : {}),
      ...(panels !== undefined ? { panels } : {}),
    };
  });
  const kinds = SHAPE_KINDS.map((kind): ShapeKindTotal => {
    const ofKind = measured.filter((item) => item.shape.kind === kind);
    const panelled = ofKind.filter((item) => item.panels !== undefined);
    return {
      kind,
      line: isLineKind(kind),
      count: ofKind.length,
      size: ofKind.reduce((sum, item) => sum + item.size, 0),
      ...(panelled.length > 0
        ? { panels: panelled.reduce((sum, item) => sum + (item.panels ?? 0), 0) }
        : {}),
    };
    // A dimension is a measure, not a kind of works to total: the shapes table lists it.
  }).filter((total) => total.count > 0 && total.kind !== "dimension");
  return { shapes: measured, kinds };
}
