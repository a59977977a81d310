/**
 * Where the printed map's words go (issue 25 item 2), so none covers another or a sign:
 * - the texts (shape tags L1, A1…, text labels) at their own place where it is free, else
 *   nudged to the nearest free place around it, with a leader back when moved far;
 * - each sign's number badge beside its sign, clear of every face and plate, of the texts,
 *   of other badges and of the sign's own facing tick; when the places beside it are taken
 *   (signs crowded together), further out, with a leader back to the sign.
 * Greedy, faces first, then texts, then badges in the plan's order, over a grid of cells
 * so a 1,000-sign plan stays quick. Pure: pixels in, pixels out.
 */

export type BadgeSign = {
  x: number;
  y: number;
  /** Compass degrees the face points to: its facing tick runs that way from the centre. */
  rotation: number;
  /** How far its plates reach below the face. */
  below?: number;
};

export type BadgePlace = {
  /** The badge's centre. */
  x: number;
  y: number;
  /** Drawn away from its sign: a leader joins them. */
  leader: boolean;
};

/** A text to place: its anchor (the middle of the text) and its box's size. */
export type PaperText = { x: number; y: number; width: number; height: number };
export type TextPlace = { x: number; y: number; leader: boolean };

export type BadgeGeometry = {
  /** Half the sign face's width. */
  face: number;
  /** The facing tick's length from the centre. */
  tick: number;
  radius: number;
};

/** A box taken by a face (owned by its sign: its badge may overlap its corner) or a badge. */
type Box = { x0: number; y0: number; x1: number; y1: number; owner?: number };

const CELL = 32;
/** Beside the sign first (top right, as before), then its other corners. */
const NEAR = [
  [1, -1],
  [-1, -1],
  [1, 1],
  [-1, 1],
] as const;
/** Then further out, in eight directions, two rings. */
const FAR = [
  [1, -1],
  [0, -1],
  [-1, -1],
  [1, 0],
  [-1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
] as const;

export function layOutPaper(
  signs: readonly BadgeSign[],
  texts: readonly PaperText[],
  geometry: BadgeGeometry,
): { badges: BadgePlace[]; texts: TextPlace[] } {
  const { face, tick, radius } = geometry;
  const grid = new Map<string, Box[]>();
  const cellsOf = (box: Box) => {
    const keys: string[] = [];
    for (let cx = Math.floor(box.x0 / CELL); cx <= Math.floor(box.x1 / CELL); cx += 1)
      for (let cy = Math.floor(box.y0 / CELL); cy <= Math.floor(box.y1 / CELL); cy += 1)
        keys.push(`${cx}:${cy}`);
    return keys;
  };
  const occupy = (box: Box) => {
    for (const key of cellsOf(box)) {
      const list = grid.get(key);
      if (list) list.push(box);
      else grid.set(key, [box]);
    }
  };
  const free = (box: Box, owner: number) =>
    cellsOf(box).every((key) =>
      (grid.get(key) ?? []).every(
        (other) =>
          other.owner === owner ||
          box.x1 <= other.x0 ||
          box.x0 >= other.x1 ||
          box.y1 <= other.y0 ||
          box.y0 >= other.y1,
      ),
    );
  const around = (x: number, y: number, r: number): Box => ({
    x0: x - r,
    y0: y - r,
    x1: x + r,
    y1: y + r,
  });

  // Every face first: a badge never covers another sign.
  signs.forEach((sign, index) => {
    const box = around(sign.x, sign.y, face);
    occupy({ ...box, owner: index });
    // Its plates, which its own badge must not cover either.
    if (sign.below) occupy({ ...box, y0: box.y1, y1: box.y1 + sign.below });
  });

  const placedTexts = texts.map((text): TextPlace => {
    const box = (x: number, y: number): Box => ({
      x0: x - text.width / 2,
      y0: y - text.height / 2,
      x1: x + text.width / 2,
      y1: y + text.height / 2,
    });
    const step = text.height;
    const tries: [number, number][] = [[0, 0]];
    for (const ring of [1, 2, 3])
      for (const [dx, dy] of [
        [0, -1],
        [0, 1],
        [1, 0],
        [-1, 0],
        [1, -1],
        [-1, -1],
        [1, 1],
        [-1, 1],
      ] as const)
        tries.push([(dx * ring * (text.width + step)) / 2, dy * ring * step]);
    const found =
      tries.find(([dx, dy]) => free(box(text.x + dx, text.y + dy), -1)) ?? ([0, 0] as const);
    const place = { x: text.x + found[0], y: text.y + found[1] };
    occupy(box(place.x, place.y));
    return { ...place, leader: Math.hypot(found[0], found[1]) > step * 1.5 };
  });

  const badges = signs.map((sign, index) => {
    const rad = (sign.rotation * Math.PI) / 180;
    // The tick's outer half, beyond the face, is what a badge could hide.
    const tip = around(sign.x + Math.sin(rad) * tick, sign.y - Math.cos(rad) * tick, 2);
    const candidates: { x: number; y: number; leader: boolean }[] = [];
    // On the face's corner, as the badge always sat: (face + 2, −face) is the top right.
    for (const [dx, dy] of NEAR)
      candidates.push({ x: sign.x + dx * (face + 2), y: sign.y + dy * face, leader: false });
    for (const ring of [2.4, 3.6]) {
      const out = face * ring;
      for (const [dx, dy] of FAR)
        candidates.push({ x: sign.x + dx * out, y: sign.y + dy * out, leader: true });
    }
    const chosen =
      candidates.find((place) => {
        const box = around(place.x, place.y, radius);
        const clearOfTick =
          box.x1 <= tip.x0 || box.x0 >= tip.x1 || box.y1 <= tip.y0 || box.y0 >= tip.y1;
        return clearOfTick && free(box, index);
      }) ?? (candidates[0] as BadgePlace);
    occupy(around(chosen.x, chosen.y, radius));
    return chosen;
  });
  return { badges, texts: placedTexts };
}
