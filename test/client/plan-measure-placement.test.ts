import { describe, expect, it } from "vitest";
import { placeMeasures } from "../../client/features/plan/measure-placement";

// The map's lengths and sizes written clear of each other (issue 37 item 8: a cone line's
// "180 m" and its work zone's "353 m²" were drawn over each other). In Node the texts'
// widths are estimated (12 px × 0.6 a character), as on the printed map.

describe("the shapes' lengths and sizes on the map", () => {
  it("stay where the shapes write them when they do not meet", () => {
    const places = placeMeasures([
      { id: "line", at: { x: 100, y: 100 }, text: "180 m" },
      { id: "zone", at: { x: 300, y: 100 }, text: "353 m²" },
    ]);
    expect(places.get("line")).toEqual({ x: 100, y: 100 });
    expect(places.get("zone")).toEqual({ x: 300, y: 100 });
  });

  it("move a line down, or up, out of the way of a text written there before", () => {
    const places = placeMeasures([
      { id: "line", at: { x: 100, y: 100 }, text: "180 m" },
      { id: "zone", at: { x: 104, y: 103 }, text: "353 m²" },
      { id: "other", at: { x: 98, y: 100 }, text: "West kerb · 60 m" },
    ]);
    expect(places.get("line")).toEqual({ x: 100, y: 100 });
    // A line (16 px) down, then, that taken, a line up.
    expect(places.get("zone")).toEqual({ x: 104, y: 119 });
    expect(places.get("other")).toEqual({ x: 98, y: 84 });
  });

  it("places the selected shape's text first, where the shape writes it", () => {
    const places = placeMeasures([
      { id: "line", at: { x: 100, y: 100 }, text: "180 m" },
      { id: "zone", at: { x: 100, y: 100 }, text: "353 m²", first: true },
    ]);
    expect(places.get("zone")).toEqual({ x: 100, y: 100 });
    expect(places.get("line")).toEqual({ x: 100, y: 116 });
  });
});
