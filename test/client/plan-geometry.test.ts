import { describe, expect, it } from "vitest";
import {
  distance,
  distanceToPolygon,
  distanceToSegment,
  isInsidePolygon,
  lineLength,
  nearestOnRing,
  polygonArea,
} from "../../client/lib/geometry";

describe("geometry in metres", () => {
  it("measures distances like the haversine reference", () => {
    // One minute of latitude is one nautical mile, 1852 m (to within the sphere's 0.3 %).
    expect(distance({ lat: 55, lng: 10 }, { lat: 55 + 1 / 60, lng: 10 })).toBeCloseTo(1853.2, 0);
    // Copenhagen City Hall to Aarhus City Hall: about 156.6 km.
    const km = distance({ lat: 55.6757, lng: 12.5696 }, { lat: 56.1533, lng: 10.2039 }) / 1000;
    expect(km).toBeGreaterThan(155);
    expect(km).toBeLessThan(158);
    expect(
      lineLength([
        { lat: 55, lng: 10 },
        { lat: 55.001, lng: 10 },
        { lat: 55.002, lng: 10 },
      ]),
    ).toBeCloseTo(222.4, 0);
  });

  it("measures a 100 m × 100 m square as one hectare", () => {
    const dLat = 100 / 111_195; // metres per degree of latitude on the mean sphere
    const dLng = dLat / Math.cos((55 * Math.PI) / 180);
    const square = [
      { lat: 55, lng: 10 },
      { lat: 55, lng: 10 + dLng },
      { lat: 55 + dLat, lng: 10 + dLng },
      { lat: 55 + dLat, lng: 10 },
    ];
    expect(polygonArea(square)).toBeGreaterThan(9_950);
    expect(polygonArea(square)).toBeLessThan(10_050);
    expect(isInsidePolygon({ lat: 55 + dLat / 2, lng: 10 + dLng / 2 }, square)).toBe(true);
    expect(distanceToPolygon({ lat: 55 + dLat / 2, lng: 10 + dLng / 2 }, square)).toBe(0);
    // 200 m north of the square's top edge.
    expect(distanceToPolygon({ lat: 55 + 3 * dLat, lng: 10 + dLng / 2 }, square)).toBeCloseTo(
      200,
      0,
    );
  });

  it("distance to a segment is to its nearest point, ends included", () => {
    const a = { lat: 55, lng: 10 };
    const b = { lat: 55, lng: 10.01 };
    const above = { lat: 55.001, lng: 10.005 };
    expect(distanceToSegment(above, a, b)).toBeCloseTo(111.2, 0);
    expect(distanceToSegment({ lat: 55, lng: 9.99 }, a, b)).toBeCloseTo(
      distance({ lat: 55, lng: 9.99 }, a),
      0,
    );
  });

  it("finds the point of a polygon's edge a distance is measured to", () => {
    const ring = [
      { lat: 55.68, lng: 12.59 },
      { lat: 55.68, lng: 12.591 },
      { lat: 55.681, lng: 12.591 },
      { lat: 55.681, lng: 12.59 },
    ];
    // North of the zone: straight down onto its north edge, as far as the distance says.
    const north = { lat: 55.685, lng: 12.5905 };
    const near = nearestOnRing(north, ring);
    expect(near?.lat).toBeCloseTo(55.681, 6);
    expect(near?.lng).toBeCloseTo(12.5905, 6);
    expect(distance(north, near as { lat: number; lng: number })).toBeCloseTo(
      distanceToPolygon(north, ring),
      0,
    );
    // Beyond a corner: the corner itself.
    const corner = nearestOnRing({ lat: 55.679, lng: 12.589 }, ring);
    expect(corner?.lat).toBeCloseTo(55.68, 6);
    expect(corner?.lng).toBeCloseTo(12.59, 6);
    expect(nearestOnRing(north, [])).toBeNull();
  });
});
