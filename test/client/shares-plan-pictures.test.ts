import { describe, expect, it } from "vitest";
import { planPictures } from "../../client/features/shares/plan-pictures";

const at = { lat: 55.674, lng: 12.566 };

/**
 * The sign pictures a shared plan's document may draw (issue 39): on a phone it is drawn
 * only once the reader scrolls to it, so its offline keeper names them to the service
 * worker ahead, and the plan draws at the site without a network.
 */
describe("a shared plan's sign pictures", () => {
  it("names each sign's and sub-sign's picture once, in every phase", () => {
    const pictures = planPictures({
      markers: [
        { id: "a", position: at, signCode: "A39", subSigns: [{ code: "U1" }] },
        { id: "b", position: at, signCode: "A39", phases: ["evening"] },
        { id: "c", position: at, signCode: "D11.3", subSigns: [{ code: "U4", text: "50 m" }] },
      ],
      shapes: [],
      planSettings: { builtUp: true },
    });
    const origin = window.location.origin;
    expect(pictures).toEqual([
      `${origin}/signs/A39.svg`,
      `${origin}/signs/U1.svg`,
      `${origin}/signs/D11.3.svg`,
      `${origin}/signs/U4.svg`,
    ]);
  });

  it("names the kit a line is made of, the kind's first item where it names none, and its lamps", () => {
    const line = [at, { lat: 55.675, lng: 12.567 }];
    const pictures = planPictures({
      markers: [],
      shapes: [
        { id: "cones", kind: "cone-line", points: line, item: "N44.3", lampSpacing: 10 },
        { id: "boards", kind: "closure", points: line },
        { id: "fence", kind: "fence", points: line },
      ],
      planSettings: { builtUp: true },
    }).map((url) => new URL(url).pathname);
    expect(pictures).toEqual(["/signs/N44.3.svg", "/signs/N46.svg", "/signs/O43.svg"]);
  });
});
