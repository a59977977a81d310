import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { NumberedSign } from "../../client/features/print/plan-document";
import { PrintMap } from "../../client/features/print/print-map";

// A warning sign's distance on the printed map is written halfway along its dashed line,
// unless a sign stands there: then where the paper layout finds room (seen on an A3
// overview, where the other direction's signs covered "160 m" and "190 m").

const here = { lat: 55.68, lng: 12.59 };
const METRE = 1 / 111_195;

const sign = (id: string, number: number, position = here): NumberedSign => ({
  number,
  id,
  code: "C56",
  name: "End of local speed limit",
  subSigns: [],
  rotation: 0,
  position,
});

/** A distance of 200 m whose line runs east–west through `here`: halfway is `here`. */
const distance = {
  id: "a39",
  path: [
    { lat: here.lat, lng: here.lng - (100 * METRE) / Math.cos((here.lat * Math.PI) / 180) },
    { lat: here.lat, lng: here.lng + (100 * METRE) / Math.cos((here.lat * Math.PI) / 180) },
  ],
  metres: 200,
};

function printed(signs: NumberedSign[]) {
  const sheet = render(
    <PrintMap
      camera={{ center: here, zoom: 17 }}
      size={{ width: 600, height: 400 }}
      signs={signs}
      shapes={[]}
      labels={[]}
      distances={[distance]}
    />,
  ).container;
  const text = [...sheet.querySelectorAll(".print-map-distances text")].find(
    (each) => each.textContent === "200 m",
  );
  if (!text) throw new Error("no distance written");
  return { x: Number(text.getAttribute("x")), y: Number(text.getAttribute("y")), sheet };
}

describe("a warning sign's distance on the printed map", () => {
  it("is written halfway along its line where nothing stands", () => {
    const { x, y } = printed([sign("far", 1, { lat: here.lat + 0.002, lng: here.lng })]);
    // The sheet's middle is `here`.
    expect(Math.abs(x - 300)).toBeLessThan(1);
    expect(Math.abs(y - 200)).toBeLessThan(1);
  });

  it("moves clear of a sign standing halfway", () => {
    const { x, y } = printed([sign("there", 1)]);
    // "200 m" at bold 9 px is about 32 × 12 px; the paper sign's face is 20 px about its post.
    const text = { halfWidth: (5 * 9 * 0.62 + 4) / 2, halfHeight: (9 * 1.3) / 2 };
    const clearOfFace =
      Math.abs(x - 300) >= 10 + text.halfWidth - 0.5 ||
      Math.abs(y - 200) >= 10 + text.halfHeight - 0.5;
    expect(clearOfFace).toBe(true);
  });
});
