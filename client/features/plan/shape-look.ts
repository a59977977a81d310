/**
 * How shapes are named and measured for people (how they are drawn is
 * lib/plan-drawing/, the same on screen and on paper).
 */

import { $format } from "../../lib/format";
import { lineLength, polygonArea } from "../../lib/geometry";
import { $locale } from "../../lib/i18n";
import { isLineKind, type PlanShape, type ShapeKind } from "../../lib/plan-model";
import { shapeKindMessages } from "./messages";

// Shapes are immutable: each one's measurement is worked out once (per language).
const measured = new WeakMap<PlanShape, { locale: string; text: string }>();

/** A line's length ("120 m", "1.2 km") or an area's size ("850 m²", "1.2 ha"). */
export function shapeMeasure(shape: PlanShape): string {
  const locale = $locale.get();
  const cached = measured.get(shape);
  let text = cached?.locale === locale ? cached.text : undefined;
  if (text === undefined) {
    const format = $format.get();
    text = isLineKind(shape.kind)
      ? format.distance(lineLength(shape.points))
      : format.area(polygonArea(shape.points));
    measured.set(shape, { locale, text });
  }
  return text;
}

/** Each kind's message. */
const KIND_KEYS = {
  closure: "closure",
  "cone-line": "coneLine",
  detour: "detour",
  dimension: "dimension",
  "stop-line": "stopLine",
  "pedestrian-route": "pedestrianRoute",
  fence: "fence",
  "road-axis": "roadAxis",
  "work-zone": "workZone",
  "closed-area": "closedArea",
} as const satisfies Record<ShapeKind, keyof typeof shapeKindMessages.base>;

/** A kind's name in the current language, e.g. "Work zone" / "Arbejdsområde". */
export function shapeKindName(kind: ShapeKind, t = shapeKindMessages.get()): string {
  return t[KIND_KEYS[kind]];
}

/** The accessible name of a shape on the map, e.g. "Work zone, 850 m²". */
export function shapeName(shape: PlanShape): string {
  const label = shape.label ? ` “${shape.label}”` : "";
  return `${shapeKindName(shape.kind)}${label}, ${shapeMeasure(shape)}`;
}
