import { afterEach, describe, expect, it } from "vitest";
import {
  checkPlacement,
  describeRule,
  PLACEMENT_RULES,
} from "../../client/features/checks/placement-rules";
import { distanceToPolygon } from "../../client/lib/geometry";
import { $chosenLocale, chooseLocale, prepareTranslations } from "../../client/lib/i18n";
import type { Marker } from "../../client/lib/marker-model";
import type { PlanShape } from "../../client/lib/plan-model";
import { ROAD_RULES } from "../../client/lib/setups/road-rules";

// A work zone 100 m × 100 m; signs placed due south of it at a given distance in metres.
const METRE = 1 / 111_195; // degrees of latitude per metre on the mean sphere
const south = 55;
const zone: PlanShape = {
  id: "zone",
  kind: "work-zone",
  points: [
    { lat: south, lng: 10 },
    { lat: south, lng: 10.0016 },
    { lat: south + 100 * METRE, lng: 10.0016 },
    { lat: south + 100 * METRE, lng: 10 },
  ],
};
const sign = (id: string, metres: number, extra: Partial<Marker> = {}): Marker => ({
  id,
  signCode: "A39",
  position: { lat: south - metres * METRE, lng: 10.0008 },
  ...extra,
});
const outside = { builtUp: false, speedLimit: 80 };
const inside = { builtUp: true, speedLimit: 50 };

describe("placement checks for warning signs", () => {
  it("says when there is nothing to check", () => {
    expect(checkPlacement([], [zone], outside)).toEqual({ status: "no-warning-signs" });
    const prohibitory = { ...sign("c", 200), signCode: "C55" };
    expect(checkPlacement([prohibitory], [zone], outside).status).toBe("no-warning-signs");
    expect(checkPlacement([sign("a", 200)], [], outside)).toEqual({
      status: "no-work-zone",
      warningSigns: 1,
    });
    // A detour line or a closed area is not a work zone.
    const closed: PlanShape = { ...zone, id: "closed", kind: "closed-area" };
    expect(checkPlacement([sign("a", 200)], [closed], outside).status).toBe("no-work-zone");
  });

  it("outside a built-up area flags signs nearer than 150 m or farther than 250 m", () => {
    const report = checkPlacement(
      [sign("near", 100), sign("good", 200), sign("far", 300), sign("in", -50)],
      [zone],
      outside,
    );
    if (report.status !== "checked") throw new Error(report.status);
    expect(report.rule.id).toBe("a-outside-built-up");
    expect(report.rule.source).toMatch(/^BEK nr\. 425 af 13\/04\/2023 \(vejafmærkning\) § 11/);
    const byId = Object.fromEntries(report.checks.map((check) => [check.marker.id, check]));
    expect(byId.good?.flagged).toBe(false);
    expect(byId.good?.distance).toBeCloseTo(200, 0);
    expect(byId.near?.flagged).toBe(true);
    expect(byId.far?.flagged).toBe(true);
    expect(byId.in).toMatchObject({ distance: 0, flagged: true });
    // Flagged signs first, nearest first.
    expect(report.checks.map((check) => check.marker.id)).toEqual(["in", "near", "far", "good"]);
  });

  it("a distance sub-sign (U 1, U 2) allows any distance; other sub-signs do not", () => {
    const withU1 = sign("u1", 400, { subSigns: [{ code: "U1.1", text: "400 m" }] });
    const withU3 = sign("u3", 400, { subSigns: [{ code: "U3.1", text: "1 t" }] });
    const report = checkPlacement([withU1, withU3], [zone], outside);
    if (report.status !== "checked") throw new Error(report.status);
    const byId = Object.fromEntries(report.checks.map((check) => [check.marker.id, check]));
    expect(byId.u1).toMatchObject({ flagged: false, hasDistanceSubSign: true });
    expect(byId.u3).toMatchObject({ flagged: true, hasDistanceSubSign: false });
  });

  it("inside a built-up area a sign may stand closer, but not farther than 250 m", () => {
    const report = checkPlacement([sign("near", 40), sign("far", 300)], [zone], inside);
    if (report.status !== "checked") throw new Error(report.status);
    expect(report.rule.id).toBe("a-inside-built-up");
    const byId = Object.fromEntries(report.checks.map((check) => [check.marker.id, check]));
    expect(byId.near?.flagged).toBe(false);
    expect(byId.far?.flagged).toBe(true);
  });

  it("measures to the nearest of several work zones", () => {
    const second: PlanShape = {
      ...zone,
      id: "zone-2",
      points: zone.points.map((point) => ({ ...point, lat: point.lat - 500 * METRE })),
    };
    const report = checkPlacement([sign("a", 600)], [zone, second], outside);
    if (report.status !== "checked") throw new Error(report.status);
    expect(report.checks[0]?.distance).toBeCloseTo(100, 0);
    expect(PLACEMENT_RULES.every((rule) => rule.source && describeRule(rule).text)).toBe(true);
  });

  it("finds the same nearest zone as measuring every zone, among many", () => {
    // A fixed pseudo-random scatter (no Math.random: the same case every run).
    let seed = 7;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const zones: PlanShape[] = Array.from({ length: 60 }, (_, i) => {
      const lat = 55 + next() * 0.05;
      const lng = 10 + next() * 0.08;
      return {
        id: `z${i}`,
        kind: "work-zone",
        points: [
          { lat, lng },
          { lat: lat + next() * 0.002, lng: lng + 0.001 },
          { lat: lat + 0.001, lng: lng - next() * 0.002 },
        ],
      };
    });
    const signs = Array.from({ length: 200 }, (_, i) =>
      sign(`s${i}`, 0, { position: { lat: 55 + next() * 0.05, lng: 10 + next() * 0.08 } }),
    );
    const report = checkPlacement(signs, zones, outside);
    if (report.status !== "checked") throw new Error(report.status);
    for (const check of report.checks) {
      const brute = Math.min(
        ...zones.map((zone) => distanceToPolygon(check.marker.position, zone.points)),
      );
      expect(check.distance).toBeCloseTo(brute, 6);
    }
  });

  it("measures again exactly what changed: a moved sign, a moved zone", () => {
    const shapes = [zone];
    const a = sign("a", 200);
    const b = sign("b", 300);
    const first = checkPlacement([a, b], shapes, outside);
    if (first.status !== "checked") throw new Error(first.status);
    const moved = sign("a", 100);
    const second = checkPlacement([moved, b], shapes, outside);
    if (second.status !== "checked") throw new Error(second.status);
    const distanceOf = (report: typeof second, id: string) =>
      report.checks.find((check) => check.marker.id === id)?.distance ?? -1;
    expect(distanceOf(second, "a")).toBeCloseTo(100, 0);
    expect(distanceOf(second, "b")).toBeCloseTo(300, 0);
    const shifted: PlanShape = {
      ...zone,
      points: zone.points.map((point) => ({ ...point, lat: point.lat + 50 * METRE })),
    };
    const third = checkPlacement([moved, b], [shifted], outside);
    if (third.status !== "checked") throw new Error(third.status);
    expect(distanceOf(third, "a")).toBeCloseTo(150, 0);
    expect(distanceOf(third, "b")).toBeCloseTo(350, 0);
  });
});

describe("the placement rules as people read them", () => {
  afterEach(() => $chosenLocale.set(null));

  it("name each rule and state its values in the chosen language, with the regulation cited", async () => {
    const [outsideRule, insideRule] = PLACEMENT_RULES;
    if (!outsideRule || !insideRule) throw new Error("two rules expected");
    expect(describeRule(outsideRule)).toEqual({
      name: "warning signs outside a built-up area",
      text: "Outside a built-up area a warning sign stands 150–250 m before the hazard; at any other distance it needs a distance sub-sign (U 1 or U 2).",
      source:
        "BEK nr. 425 af 13/04/2023 (vejafmærkning) § 11 (teoribogonline.dk, midtalstrafikskole.dk)",
    });
    chooseLocale("da");
    await prepareTranslations();
    expect(describeRule(outsideRule).name).toBe(
      "fareadvarselstavler uden for tættere bebygget område",
    );
    expect(describeRule(outsideRule).text).toMatch(
      /^Uden for tættere bebygget område .* 150–250 m /,
    );
    expect(describeRule(insideRule).text).toMatch(/længere væk end 250 m kræver den/);
    // The values and sources are the rule table's rows (lib/setups/road-rules.ts).
    expect(describeRule(insideRule).source).toMatch(/§ 11, stk\. 2 /);
    // A citation has no English words in it: it reads the same in the Danish checks.
    for (const rule of ROAD_RULES) {
      expect(rule.source ?? "").not.toMatch(/\b(as|quoted|amended|quoting|p\.)\s/);
    }
  });
});

describe("each rule row at every speed limit (the regulation sets none by speed)", () => {
  const speeds = [30, 50, 60, 80, 90, 110, 130];
  it.each([
    { row: "a-outside-built-up", builtUp: false, good: 200, flagged: [100, 300] },
    { row: "a-inside-built-up", builtUp: true, good: 40, flagged: [300] },
  ])(
    "$row: the same signs pass and fail whatever the speed limit",
    ({ row, builtUp, good, flagged }) => {
      for (const speedLimit of speeds) {
        const signs = [
          sign("good", good),
          ...flagged.map((metres) => sign(`at-${metres}`, metres)),
        ];
        const report = checkPlacement(signs, [zone], { builtUp, speedLimit });
        if (report.status !== "checked") throw new Error(report.status);
        expect(report.rule.id).toBe(row);
        const byId = Object.fromEntries(report.checks.map((check) => [check.marker.id, check]));
        expect(byId.good?.flagged, `${row} at ${speedLimit} km/h`).toBe(false);
        for (const metres of flagged) expect(byId[`at-${metres}`]?.flagged).toBe(true);
      }
    },
  );
});
