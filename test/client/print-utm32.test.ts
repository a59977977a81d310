import { describe, expect, it } from "vitest";
import { utm32 } from "../../client/features/print/utm32";

/**
 * The northing on zone 32's central meridian (9° E), from the meridian arc of GRS80 by
 * Krüger's series (an independent formula, not proj4's code): k0 × M(φ).
 */
function centralNorthing(latitude: number): number {
  const a = 6_378_137;
  const f = 1 / 298.257222101;
  const n = f / (2 - f);
  const A = (a / (1 + n)) * (1 + n ** 2 / 4 + n ** 4 / 64);
  const phi = (latitude * Math.PI) / 180;
  const arc =
    A *
    (phi -
      (1.5 * n - (9 / 16) * n ** 3) * Math.sin(2 * phi) +
      ((15 / 16) * n ** 2 - (15 / 32) * n ** 4) * Math.sin(4 * phi) -
      (35 / 48) * n ** 3 * Math.sin(6 * phi) +
      (315 / 512) * n ** 4 * Math.sin(8 * phi));
  return 0.9996 * arc;
}

describe("positions in ETRS89 / UTM zone 32N (EPSG:25832)", () => {
  it("puts the central meridian at 500 000 m east, its northing the scaled meridian arc", () => {
    for (const latitude of [54.6, 55.4, 56, 57.7]) {
      const position = utm32({ lat: latitude, lng: 9 });
      expect(position?.easting).toBeCloseTo(500_000, 3);
      expect(Math.abs((position?.northing ?? 0) - centralNorthing(latitude))).toBeLessThan(0.001);
    }
  });

  it("is symmetric about the central meridian, and grows east and north", () => {
    const west = utm32({ lat: 56, lng: 8 });
    const east = utm32({ lat: 56, lng: 10 });
    expect((west?.easting ?? 0) + (east?.easting ?? 0)).toBeCloseTo(1_000_000, 3);
    expect(west?.northing).toBeCloseTo(east?.northing ?? 0, 3);
    // Copenhagen City Hall Square: some 724 km east, 6 176 km north in zone 32.
    const copenhagen = utm32({ lat: 55.6761, lng: 12.5683 });
    expect(copenhagen?.easting).toBeGreaterThan(724_000);
    expect(copenhagen?.easting).toBeLessThan(725_000);
    expect(copenhagen?.northing).toBeGreaterThan(6_175_000);
    expect(copenhagen?.northing).toBeLessThan(6_177_000);
  });

  it("gives none far from Denmark, where a zone-32 coordinate would mean nothing", () => {
    expect(utm32({ lat: -33.9, lng: 151.2 })).toBeNull();
    expect(utm32({ lat: 55.7, lng: -0.5 })).toBeNull();
    // Bornholm is in zone 33 by the book, but Danish authorities use zone 32 for it too.
    expect(utm32({ lat: 55.1, lng: 14.9 })).not.toBeNull();
  });
});
