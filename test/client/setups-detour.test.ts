import { describe, expect, it } from "vitest";
import type { MarkerInput } from "../../client/lib/marker-model";
import { detourSigns, detourTurns } from "../../client/lib/setups/detour-signs";
import { projectOnAxis, roadAxis } from "../../client/lib/setups/road-axis";
import { signValueFromInput } from "../../client/lib/sign-values";
import { at } from "./setups-support";

/** Smallest difference between two compass directions, degrees. */
const angleBetween = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

/**
 * A detour drawn as a driver follows it: 300 m east, a left turn, 200 m north, a right
 * turn, 200 m east; a gentle bend of 10° on the last leg is no turn.
 */
const ROUTE = [at(0, 0), at(300, 0), at(300, 200), at(400, 200), at(500, 218)];

describe("the signs of a detour route (F 34,1, BEK 426 § 305)", () => {
  it("finds the route's turns and which way each goes, leaving out gentle bends", () => {
    const turns = detourTurns(roadAxis(ROUTE));
    expect(turns.map((turn) => turn.arrow)).toEqual(["←", "→"]);
    expect(turns.map((turn) => Math.round(turn.along))).toEqual([300, 500]);
  });

  it("puts one where the route begins (arrow ahead) and one 30 m before each turn, with its arrow, on the right, facing the traffic", () => {
    const signs = detourSigns(ROUTE);
    expect(signs.map((sign) => [sign.signCode, sign.value])).toEqual([
      ["F34.1", "↑"],
      ["F34.1", "←"],
      ["F34.1", "→"],
    ]);
    const route = roadAxis(ROUTE);
    const placed = signs.map((sign) => projectOnAxis(route, sign.position));
    expect(placed.map((p) => Math.round(p.along))).toEqual([0, 270, 470]);
    // On the right of the traffic following the route: south of the first leg, east of the
    // second; facing back at it (west on the first leg, south on the second).
    for (const p of placed) expect(p.right).toBeCloseTo(4.5, 1);
    const faces = (sign: MarkerInput) => sign.rotation ?? 0;
    expect(angleBetween(faces(signs[1] as MarkerInput), 270)).toBeLessThan(1);
    expect(angleBetween(faces(signs[2] as MarkerInput), 180)).toBeLessThan(1);
  });

  it("stands halfway along a leg shorter than 60 m, so the sign is on the leg it belongs to", () => {
    const signs = detourSigns([at(0, 0), at(100, 0), at(100, 40), at(200, 40)]);
    const route = roadAxis([at(0, 0), at(100, 0), at(100, 40), at(200, 40)]);
    expect(signs.map((sign) => sign.value)).toEqual(["↑", "←", "→"]);
    expect(Math.round(projectOnAxis(route, (signs[2] as MarkerInput).position).along)).toBe(120);
  });

  it("refuses a route too short to follow, and keeps the arrows the sign may carry", () => {
    expect(() => detourSigns([at(0, 0), at(0, 0)])).toThrow(RangeError);
    expect(signValueFromInput("F34.1", " → ")).toBe("→");
    expect(signValueFromInput("F34.1", "")).toBeUndefined();
    expect(signValueFromInput("F34.1", "↓")).toBeNull();
    expect(signValueFromInput("F34.1", "left")).toBeNull();
    // The flag-type F 34,2 points left or right, never ahead.
    expect(signValueFromInput("F34.2", "←")).toBe("←");
    expect(signValueFromInput("F34.2", "→")).toBe("→");
    expect(signValueFromInput("F34.2", "↑")).toBeNull();
  });
});
