/**
 * Each warning sign's distance to its work zone, to draw on the map sheets (issue 25 item
 * 3), measured as the placement checks measure it (features/checks): along the road axis
 * where the plan has one (from the sign to the axis, then along it to where the sign's
 * traffic reaches the works), else in a straight line to the nearest point of the nearest
 * work zone's edge. A sign inside a work zone has none.
 */
import type { LatLng } from "../../lib/geo";
import { distanceToPolygon, nearestOnRing } from "../../lib/geometry";
import type { PlanShape } from "../../lib/plan-model";
import { isWarningSign, warningWaysAlongAxis } from "../checks";
import type { MeasuredShape, NumberedSign } from "./plan-document";

/** A sign's way to its works as drawn: from the sign, through `path`, and its length. */
export type WarningDistance = { id: string; path: readonly LatLng[]; metres: number };

export function warningDistances(
  signs: readonly NumberedSign[],
  shapes: readonly MeasuredShape[],
  planShapes: readonly PlanShape[] = [],
): WarningDistance[] {
  const markers = signs.map((sign) => ({
    id: sign.id,
    position: sign.position,
    signCode: sign.code,
    rotation: sign.rotation,
  }));
  const along = warningWaysAlongAxis(markers, planShapes);
  if (along) return along;
  const zones = shapes.filter((item) => item.shape.kind === "work-zone");
  if (zones.length === 0) return [];
  const found: WarningDistance[] = [];
  for (const sign of signs) {
    if (!isWarningSign(sign.code)) continue;
    let best: { metres: number; ring: readonly LatLng[] } | null = null;
    for (const zone of zones) {
      const metres = distanceToPolygon(sign.position, zone.shape.points);
      if (!best || metres < best.metres) best = { metres, ring: zone.shape.points };
    }
    if (!best || best.metres === 0) continue;
    const to = nearestOnRing(sign.position, best.ring);
    if (to) found.push({ id: sign.id, path: [sign.position, to], metres: best.metres });
  }
  return found;
}
