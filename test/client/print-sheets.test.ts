import { describe, expect, it } from "vitest";
import { cameraAtScale, projector, zoomForScale } from "../../client/features/print/map-fit";
import {
  MAX_PART_SHEETS,
  mapSheets,
  PART_OVERLAP_PX,
  partSheets,
  sheetShows,
} from "../../client/features/print/map-sheets";
import type { LatLng } from "../../client/lib/geo";

// The standard case of issues 21 and 36: an 80 km/h road running north-east, the works in
// the middle, A 39 230 m before them each way and the planner's own at 300 m; A3 landscape
// at 96 px an inch less the margins (about 400 × 210 m at 1:1000).
const METRE = 1 / 111_195;
const works = { lat: 55.3, lng: 10.2 };
const along = (metres: number, across = 0): LatLng => ({
  lat: works.lat + (metres * 0.7 + across * 0.7) * METRE,
  lng: works.lng + ((metres * 0.7 - across * 0.7) * METRE) / Math.cos((55.3 * Math.PI) / 180),
});
const plan = [-300, -230, -170, -100, -60, 0, 60, 120, 180, 250, 350, 420].flatMap((m) => [
  along(m, 6),
  along(m, -6),
]);
const a3 = { width: 1512, height: 980 };
const a3Overview = { width: 1512, height: 780 };
const view = { center: works, zoom: 16 };

const sheetsAt = (choice: 1000 | 500 | 2000 | 250, points = plan) =>
  mapSheets({
    choice,
    extent: "fit",
    view,
    points,
    shapes: [],
    overviewSize: a3Overview,
    detailSize: a3,
  });

describe("the map sheets at a chosen scale", () => {
  it.each([250, 500, 1000] as const)(
    "hold every point of a plan too long for one sheet at 1:%i, on numbered parts",
    (scale) => {
      const [overview, ...parts] = sheetsAt(scale);
      // The overview holds the whole plan, at an overview scale; the parts are at the chosen one.
      expect(plan.every((point) => sheetShows(overview?.camera ?? view, a3Overview)(point))).toBe(
        true,
      );
      expect(overview?.scale).toBeGreaterThan(scale);
      expect(parts.length).toBeGreaterThan(1);
      expect(parts.length).toBeLessThanOrEqual(MAX_PART_SHEETS);
      for (const part of parts) {
        expect(part.kind).toBe("part");
        expect(part.scale).toBe(scale);
        expect(part.camera.zoom).toBeCloseTo(zoomForScale(scale, part.camera.center.lat), 9);
      }
      expect(parts.map((part) => part.part?.number)).toEqual(parts.map((_, i) => i + 1));
      expect(parts.every((part) => part.part?.of === parts.length)).toBe(true);
      // Every point is on a part, at least PART_OVERLAP_PX from its paper's edge, but one
      // standing on a match line, which is whole on the next part.
      for (const point of plan) {
        const inside = parts.filter((part) => {
          const { x, y } = projector(part.camera, a3)(point);
          return (
            x >= PART_OVERLAP_PX - 1 &&
            y >= PART_OVERLAP_PX - 1 &&
            x <= a3.width - PART_OVERLAP_PX + 1 &&
            y <= a3.height - PART_OVERLAP_PX + 1
          );
        });
        expect(inside.length).toBeGreaterThan(0);
      }
    },
  );

  it("say at each edge which part the plan continues on, both ways", () => {
    const parts = sheetsAt(500).slice(1);
    const byNumber = new Map(parts.map((part) => [part.part?.number, part]));
    const opposite = { north: "south", south: "north", east: "west", west: "east" } as const;
    let marks = 0;
    for (const part of parts) {
      for (const [edge, number] of Object.entries(part.part?.continues ?? {})) {
        const next = byNumber.get(number);
        expect(next?.part?.continues[opposite[edge as keyof typeof opposite]]).toBe(
          part.part?.number,
        );
        // The neighbour lies that way on the ground.
        const [a, b] = [part.camera.center, next?.camera.center ?? part.camera.center];
        if (edge === "north") expect(b.lat).toBeGreaterThan(a.lat);
        if (edge === "east") expect(b.lng).toBeGreaterThan(a.lng);
        marks += 1;
      }
    }
    // A road across the grid goes on from sheet to sheet.
    expect(marks).toBeGreaterThanOrEqual(2 * (parts.length - 1) - 2);
  });

  it("print one sheet where the plan fits at the scale, and no empty parts", () => {
    const small = [along(-20), along(20)];
    const sheets = sheetsAt(1000, small);
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.scale).toBe(1000);
    // A plan in two clusters far apart prints the two places, not the fields between.
    const apart = [along(-2000), along(-1990), along(2000), along(2010)];
    const parts = sheetsAt(1000, apart).slice(1);
    expect(parts).toHaveLength(2);
  });

  it("leave off the parts past the most that print, and the screen can tell what is missed", () => {
    const line = Array.from({ length: 200 }, (_, i) => along(i * 60 - 6000));
    const parts = partSheets(line, a3, 250);
    expect(parts).toHaveLength(MAX_PART_SHEETS);
    const missed = line.filter(
      (point) => !parts.some((part) => sheetShows(part.camera, a3)(point)),
    );
    expect(missed.length).toBeGreaterThan(0);
    expect(sheetShows(cameraAtScale(works, 1000), a3)(works)).toBe(true);
  });
});
