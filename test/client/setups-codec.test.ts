import { describe, expect, it } from "vitest";
import { kitAlong, MAX_DRAWN_KIT } from "../../client/lib/kit-lines";
import {
  BUILT_IN_SETUPS,
  LANE_CLOSURE_OPEN,
  SIGNAL_CONTROL_OPEN,
} from "../../client/lib/setups/built-in-setups";
import {
  decodeSetup,
  encodeSetup,
  MAX_KIT_LINES,
  MAX_KIT_PER_LINE,
  MAX_SETUP_ITEMS,
  MAX_SETUP_TEXT,
  readSetup,
} from "../../client/lib/setups/setup-codec";

const copy = () => JSON.parse(encodeSetup(LANE_CLOSURE_OPEN));
const errorsOf = (value: unknown) => {
  const result = readSetup(value);
  return result.ok ? [] : result.errors;
};

describe("reading a stored or imported set-up", () => {
  it("reads every built-in set-up back as it was written", () => {
    for (const setup of BUILT_IN_SETUPS) {
      const result = decodeSetup(encodeSetup(setup));
      expect(result).toEqual({ ok: true, setup });
    }
  });

  it("keeps fields this build does not know, on the set-up and its items", () => {
    const stored = copy();
    stored.author = "Vejfirma A/S";
    stored.items[0].colour = "red";
    const result = decodeSetup(JSON.stringify(stored));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect((result.setup as unknown as { author: string }).author).toBe("Vejfirma A/S");
    expect((result.setup.items[0] as unknown as { colour: string }).colour).toBe("red");
  });

  it("refuses what is not a set-up, saying why", () => {
    expect(decodeSetup("not json")).toEqual({ ok: false, errors: ["set-up: not JSON"] });
    expect(errorsOf([])).toEqual(["set-up: not an object"]);
    expect(errorsOf(null)).toEqual(["set-up: not an object"]);
    expect(errorsOf({ ...copy(), version: 2 })).toEqual([
      "version: made by a newer build (format 2)",
    ]);
    expect(errorsOf({ ...copy(), version: "1" })).toEqual(["version: not a set-up format version"]);
  });

  it("names the field at fault in an item", () => {
    const stored = copy();
    stored.items[2].at.distance.metres = -5;
    stored.items[3].code = "<script>";
    stored.items[4].side = "middle";
    expect(errorsOf(stored)).toEqual([
      "items[2].at.distance.metres: not a number from 0 to 5000",
      "items[3].code: not a sign code",
      "items[4].side: not one of right, left, closed",
    ]);
  });

  it("names the field at fault in a stop line", () => {
    const stored = JSON.parse(encodeSetup(SIGNAL_CONTROL_OPEN));
    const index = stored.items.findIndex((item: { type: string }) => item.type === "stop-line");
    expect(index).toBeGreaterThan(0);
    delete stored.items[index].to;
    stored.items[index].at.anchor = "middle";
    expect(errorsOf(stored)).toEqual([
      `items[${index}].at.anchor: not one of entry, exit`,
      `items[${index}].to: not an object`,
    ]);
    stored.items[index].type = "signal";
    expect(errorsOf(stored)).toEqual([
      `items[${index}].type: not sign, work-zone, cone-line, stop-line, barrier or path`,
    ]);
  });

  it("refuses a distance that names no rule and is not marked as practice", () => {
    const stored = copy();
    delete stored.items[0].at.distance.rule;
    expect(errorsOf(stored)).toEqual([
      "items[0].at.distance: names no rule and is not marked as a practice value",
    ]);
  });

  it("refuses hostile or huge input", () => {
    expect(decodeSetup(" ".repeat(MAX_SETUP_TEXT + 1))).toEqual({
      ok: false,
      errors: [`set-up: longer than ${MAX_SETUP_TEXT} characters`],
    });
    const many = copy();
    many.items = Array.from({ length: MAX_SETUP_ITEMS + 1 }, (_, i) => ({
      ...many.items[0],
      id: `a${i}`,
    }));
    expect(errorsOf(many)).toEqual([`items: more than ${MAX_SETUP_ITEMS} items`]);
    const twice = copy();
    twice.items[1].id = twice.items[0].id;
    expect(errorsOf(twice)).toEqual([`items[1].id: ${twice.items[0].id} is used twice`]);
    const polluting = decodeSetup(`{"version":1,"__proto__":{"polluted":true}}`);
    expect(polluting.ok).toBe(false);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    const longName = copy();
    longName.name.da = "x".repeat(201);
    expect(errorsOf(longName)).toEqual(["name.da: longer than 200 characters"]);
    const far = copy();
    far.items[0].at.distance.metres = 1e9;
    expect(errorsOf(far)).toEqual(["items[0].at.distance.metres: not a number from 0 to 5000"]);
  });

  it("refuses kit no planner lays: too many lines, or too many cones on one (the probe's 63 KB file)", () => {
    const cones = () => copy().items.find((entry: { type: string }) => entry.type === "cone-line");
    // The probe's file: 200 cone lines at 0.5 m with 5,000 m tapers.
    const probe = copy();
    probe.items = Array.from({ length: 200 }, (_, i) => ({
      ...cones(),
      id: `cones-${i}`,
      spacing: { metres: 0.5, rule: "cone-spacing-open" },
      taper: { metres: 5000, practice: true },
    }));
    expect(errorsOf(probe)).toEqual([`items: more than ${MAX_KIT_LINES} lines of kit`]);
    // One such line is refused for its count, and so are its lamps at 0.5 m.
    const one = copy();
    const index = one.items.findIndex((entry: { type: string }) => entry.type === "cone-line");
    one.items[index] = {
      ...one.items[index],
      spacing: { metres: 0.5, rule: "cone-spacing-open" },
      taper: { metres: 5000, practice: true },
      lampSpacing: { metres: 0.5, practice: true },
    };
    expect(errorsOf(one)).toEqual([
      `items[${index}].spacing: 10281 along 5140 m at 0.5 m: more than ${MAX_KIT_PER_LINE} on one line`,
      `items[${index}].lampSpacing: 10281 along 5140 m at 0.5 m: more than ${MAX_KIT_PER_LINE} on one line`,
    ]);
    // The built-in set-ups stay well inside.
    for (const setup of BUILT_IN_SETUPS) expect(errorsOf(setup)).toEqual([]);
  });

  it("draws no more than MAX_DRAWN_KIT items along a line a plan brings", () => {
    const line = [
      { lat: 55, lng: 10 },
      { lat: 55.05, lng: 10 },
    ];
    const pixels = [
      { x: 0, y: 0 },
      { x: 0, y: 1000 },
    ];
    expect(kitAlong(line, pixels, 20).length).toBeLessThan(MAX_DRAWN_KIT);
    expect(kitAlong(line, pixels, 0.5)).toEqual([]);
  });

  it("draws marks that would overlap thinned, at least their width apart and the last one too", () => {
    // 499.5 m drawn over 750 px: 1,000 cones 0.5 m apart are 0.75 px apart on the drawing.
    const METRE = 1 / 111_195;
    const line = [
      { lat: 55, lng: 10 },
      { lat: 55 + 499.5 * METRE, lng: 10 },
    ];
    const pixels = [
      { x: 0, y: 0 },
      { x: 0, y: 750 },
    ];
    expect(kitAlong(line, pixels, 0.5)).toHaveLength(1_000);
    const thinned = kitAlong(line, pixels, 0.5, 8);
    // Every 11th (8.25 px apart), and the last: 92 marks in all, from one end to the other.
    expect(thinned).toHaveLength(92);
    expect(thinned[0]?.y).toBeCloseTo(0, 1);
    expect(thinned[1]?.y).toBeCloseTo(8.25, 1);
    expect(thinned.at(-1)?.y).toBeCloseTo(750, 1);
    // Marks already far enough apart are all drawn.
    expect(kitAlong(line, pixels, 10, 8)).toHaveLength(50);
  });

  it("reports at most ten problems", () => {
    const stored = copy();
    for (const item of stored.items) item.traffic = "sideways";
    expect(errorsOf(stored)).toHaveLength(10);
  });
});
