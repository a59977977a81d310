import { describe, expect, it } from "vitest";
import {
  type BadgePlace,
  type BadgeSign,
  layOutPaper,
} from "../../client/features/print/badge-placement";

const geometry = { face: 10, tick: 20, radius: 8 };
const placeBadges = (signs: BadgeSign[]) => layOutPaper(signs, [], geometry).badges;

const overlaps = (a: BadgePlace, b: { x: number; y: number }, reach: number) =>
  Math.abs(a.x - b.x) < reach && Math.abs(a.y - b.y) < reach;

describe("the printed map's words: number badges and texts", () => {
  it("sit at the sign's top right, as they always did, where nothing is in the way", () => {
    const [badge] = placeBadges([{ x: 100, y: 100, rotation: 180 }]);
    expect(badge).toEqual({ x: 112, y: 90, leader: false });
  });

  it("move off the facing tick of a sign turned to the north-east", () => {
    const [badge] = placeBadges([{ x: 100, y: 100, rotation: 45 }]);
    expect(badge?.leader).toBe(false);
    // The tick's tip is at (114, 86): the badge is at another corner.
    expect(overlaps(badge as BadgePlace, { x: 114, y: 86 }, 10)).toBe(false);
  });

  it("never cover another sign, another badge or a plate, and go further out with a leader when crowded", () => {
    // Nine signs 14 px apart in a row: their faces (20 px) nearly touch.
    const signs = Array.from({ length: 9 }, (_, index) => ({
      x: 100 + index * 14,
      y: 100,
      rotation: 0,
      below: 9,
    }));
    const badges = placeBadges(signs);
    badges.forEach((badge, index) => {
      signs.forEach((sign, other) => {
        if (other !== index) expect(overlaps(badge, sign, 18)).toBe(false);
      });
      badges.forEach((next, other) => {
        if (other !== index) expect(overlaps(badge, next, 16)).toBe(false);
      });
      // Not on its own plate, under its face.
      const sign = signs[index] as (typeof signs)[number];
      expect(badge.y > sign.y + 10 && Math.abs(badge.x - sign.x) < 10 + 8).toBe(false);
    });
    expect(badges.some((badge) => badge.leader)).toBe(true);
  });

  it("keep texts where they belong when free, and move one off a sign or another text", () => {
    const text = { width: 40, height: 13 };
    const { texts, badges } = layOutPaper(
      [{ x: 100, y: 100, rotation: 0 }],
      [
        { x: 300, y: 300, ...text },
        { x: 300, y: 300, ...text },
        { x: 100, y: 100, ...text },
      ],
      geometry,
    );
    expect(texts[0]).toEqual({ x: 300, y: 300, leader: false });
    // The second on the first: moved one line away.
    expect(Math.abs((texts[1]?.y ?? 300) - 300)).toBeGreaterThanOrEqual(13);
    // On the sign's face: moved clear of it (the face reaches 10 px from its centre).
    const third = texts[2] as { x: number; y: number };
    const clear = Math.abs(third.y - 100) >= 10 + 6.5 || Math.abs(third.x - 100) >= 10 + 20;
    expect(clear).toBe(true);
    // The badge keeps clear of the moved text too.
    const badge = badges[0] as BadgePlace;
    expect(Math.abs(badge.x - third.x) < 20 + 8 && Math.abs(badge.y - third.y) < 6.5 + 8).toBe(
      false,
    );
  });
});
