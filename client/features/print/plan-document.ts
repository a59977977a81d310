/**
 * What the plan document lists, worked out from a project's signs: every sign numbered
 * as on the printed map, the legend of signs used with their counts, and the sub-sign
 * plates. Pure functions; the print screen and the CSV sign list both read this.
 */

import type { LatLng } from "../../lib/geo";
import { lineLength, polygonArea } from "../../lib/geometry";
import type { Marker, SubSign } from "../../lib/marker-model";
import { isLineKind, type PlanShape, SHAPE_KINDS, type ShapeKind } from "../../lib/plan-model";

export type NumberedSign = {
  /** The number beside the sign on the printed map, from 1 in the plan's order. */
  number: number;
  id: string;
  code: string;
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
  name: string;
  /** Signs on the map showing this code. */
  signs: number;
  /** Plates of this code under other signs. */
  subSigns: number;
  /** The first sign's number, to find it on the map. */
  firstNumber?: number;
};

export type SignSchedule = {
  signs: NumberedSign[];
  /** Every code used as a sign or a plate, in code order. */
  counts: SignCount[];
};

const byCode = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

/** Numbers the signs and counts them per code; `nameOf` reads the catalogue. */
export function signSchedule(
  markers: readonly Marker[],
  nameOf: (code: string) => string | undefined,
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
  const count = (code: string) => {
    let entry = counts.get(code);
    if (!entry) {
      entry = { code, name: name(code), signs: 0, subSigns: 0 };
      counts.set(code, entry);
    }
    return entry;
  };
  const signs = markers.map((marker, index): NumberedSign => {
    const number = index + 1;
    const entry = count(marker.signCode);
    entry.signs += 1;
    entry.firstNumber ??= number;
    const subSigns = (marker.subSigns ?? []).filter((plate) => plate.code);
    for (const plate of subSigns) count(plate.code).subSigns += 1;
    return {
      number,
      id: marker.id,
      code: marker.signCode,
      name: name(marker.signCode),
      subSigns,
      rotation: marker.rotation ?? 0,
      ...(marker.label ? { label: marker.label } : {}),
      ...(marker.note ? { note: marker.note } : {}),
      position: marker.position,
    };
  });
  return {
    signs,
    counts: [...counts.values()].sort((a, b) => byCode.compare(a.code, b.code)),
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
};

export type ShapeKindTotal = { kind: ShapeKind; line: boolean; count: number; size: number };

/** Tags, lengths and areas of the plan's shapes, and the totals per kind (in kind order). */
export function measureShapes(shapes: readonly PlanShape[]): {
  shapes: MeasuredShape[];
  kinds: ShapeKindTotal[];
} {
  let lines = 0;
  let areas = 0;
  const measured = shapes.map((shape): MeasuredShape => {
    const line = isLineKind(shape.kind);
    const tag = line ? `L${++lines}` : `A${++areas}`;
    return { tag, shape, line, size: line ? lineLength(shape.points) : polygonArea(shape.points) };
  });
  const kinds = SHAPE_KINDS.map((kind) => {
    const ofKind = measured.filter((item) => item.shape.kind === kind);
    return {
      kind,
      line: isLineKind(kind),
      count: ofKind.length,
      size: ofKind.reduce((sum, item) => sum + item.size, 0),
    };
  }).filter((total) => total.count > 0);
  return { shapes: measured, kinds };
}
