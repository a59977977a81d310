import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { NumberedSign } from "../../client/features/print/plan-document";
import { PrintMap } from "../../client/features/print/print-map";

// A warning sign's distance on the printed map is written on its dashed line just past the
// sign, so it reads as that sign's (halfway along a way that follows the road axis it stood
// among other signs, or on another sheet), unless a sign stands there: then where the paper
// layout finds room (seen on an A3 overview, where the other direction's signs covered
// "160 m" and "190 m").

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

/** Degrees of longitude for `metres` east at `here`. */
const east = (metres: number) => (metres * METRE) / Math.cos((here.lat * Math.PI) / 180);

/** A distance of `metres` whose line runs east–west, halfway at `here`; its sign at its west end. */
const distanceOf = (metres: number) => ({
  id: "a39",
  path: [
    { lat: here.lat, lng: here.lng - east(metres / 2) },
    { lat: here.lat, lng: here.lng + east(metres / 2) },
  ],
  metres,
});

// Zoom 17 at 55.68° N: 156,543 m per pixel at zoom 0 on the equator.
const PIXELS_PER_METRE = 2 ** 17 / (156_543.034 * Math.cos((here.lat * Math.PI) / 180));
/** The sheet's x of a point `metres` east of `here` (its middle, at x 300). */
const xAt = (metres: number) => 300 + metres * PIXELS_PER_METRE;

// "200 m" at bold 9 px is about 32 × 12 px; the paper sign's face is 20 px about its post.
const TEXT = { halfWidth: (5 * 9 * 0.62 + 4) / 2, halfHeight: (9 * 1.3) / 2 };
const clearOfFace = ({ x, y }: { x: number; y: number }, face: { x: number; y: number }) =>
  Math.abs(x - face.x) >= 10 + TEXT.halfWidth - 0.5 ||
  Math.abs(y - face.y) >= 10 + TEXT.halfHeight - 0.5;

function printed(signs: NumberedSign[], distance = distanceOf(200)) {
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
    (each) => each.textContent === `${distance.metres} m`,
  );
  if (!text) throw new Error("no distance written");
  return { x: Number(text.getAttribute("x")), y: Number(text.getAttribute("y")), sheet };
}

describe("a warning sign's distance on the printed map", () => {
  it("is written on its line just past its sign, clear of the sign's face", () => {
    const start = distanceOf(200).path[0] as typeof here;
    const at = printed([sign("a39", 1, start)]);
    const signX = xAt(-100);
    // On the line, beside the sign: not halfway (300), a long way off along the road.
    expect(Math.abs(at.y - 200)).toBeLessThan(1);
    expect(at.x).toBeGreaterThan(signX);
    expect(at.x).toBeLessThan(signX + 20 + 2 * TEXT.halfWidth + 10);
    expect(clearOfFace(at, { x: signX, y: 200 })).toBe(true);
  });

  it("is written halfway along a line too short to stand beside the sign", () => {
    const short = distanceOf(30);
    const at = printed([sign("far", 1, { lat: here.lat + 0.002, lng: here.lng })], short);
    // 30 m is about 45 px: its middle is the sheet's, `here`.
    expect(Math.abs(at.x - 300)).toBeLessThan(1);
    expect(Math.abs(at.y - 200)).toBeLessThan(1);
  });

  it("moves clear of another sign standing where it would be written", () => {
    // The place beside the sign, 20 px + half the text + 4 px along the line.
    const besideX = xAt(-100) + 20 + TEXT.halfWidth + 4;
    const other = { lat: here.lat, lng: here.lng + east((besideX - 300) / PIXELS_PER_METRE) };
    const start = distanceOf(200).path[0] as typeof here;
    const at = printed([sign("a39", 1, start), sign("there", 2, other)]);
    expect(clearOfFace(at, { x: besideX, y: 200 })).toBe(true);
  });
});
