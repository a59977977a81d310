/**
 * Each warning sign's distance to its work zone, to draw on the map sheets (issue 25 item
 * 3): from the sign to the nearest point of the nearest work zone's edge, measured as the
 * placement checks measure it (features/checks), in a straight line. A sign inside a work
 * zone has none. (Along a road axis once the plan has one: issue 21.)
 */
import type { LatLng } from "../../lib/geo";
import { distanceToPolygon, nearestOnRing } from "../../lib/geometry";
import { isWarningSign } from "../checks";
import type { MeasuredShape, NumberedSign } from "./plan-document";

export type WarningDistance = { id: string; from: LatLng; to: LatLng; metres: number };

export function warningDistances(
  signs: readonly NumberedSign[],
  shapes: readonly MeasuredShape[],
): WarningDistance[] {
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
    if (to) found.push({ id: sign.id, from: sign.position, to, metres: best.metres });
  }
  return found;
}
