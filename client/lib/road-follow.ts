/**
 * Picks a road from the map style's own road lines (issue 21: the road axis on MapLibre):
 * the line nearest a click, followed along the road up to a distance each way. A style's
 * roads come in pieces: each tile clips its lines at the tile's edge (with a small
 * overlap), and each street is its own line between junctions. So at the end of a piece
 * the road goes on along whichever other piece passes through that end and carries on in
 * about the same direction, the same road's name first.
 *
 * Worked on a flat plane around the click (metres east and north), which over the couple
 * of kilometres followed is accurate to well under a metre (lib/geometry.ts).
 */
import type { LatLng } from "./geo";
import { localPlane, type XY } from "./geometry";
import { FOLLOW_ROAD_EACH_WAY_M, type RoadLine } from "./map-port";

export type { RoadLine };

/** How far a road is followed each way from the click, metres. */
export const FOLLOW_EACH_WAY_M = FOLLOW_ROAD_EACH_WAY_M;
/** A piece carries the road on from an end that lies this close to it, metres. */
const JOIN_M = 1.5;
/** The sharpest turn followed from one piece to the next, degrees. */
const MAX_TURN_DEG = 50;
/** Pieces followed at most each way: a bound for any tangle of lines. */
const MAX_PIECES = 60;

type Piece = { points: readonly XY[]; name?: string };
type Walk = { piece: Piece; at: XY; next: number; step: 1 | -1 };

const sub = (a: XY, b: XY): XY => ({ x: a.x - b.x, y: a.y - b.y });
const length = (v: XY) => Math.hypot(v.x, v.y);

/** The nearest point of segment a–b to p, and how far along it (0–1). */
function onSegment(p: XY, a: XY, b: XY): { point: XY; t: number } {
  const d = sub(b, a);
  const squared = d.x * d.x + d.y * d.y;
  const t =
    squared === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * d.x + (p.y - a.y) * d.y) / squared));
  return { point: { x: a.x + t * d.x, y: a.y + t * d.y }, t };
}

/** The nearest point of a piece to p: which segment (from vertex `index`), and how far off. */
function nearestOn(piece: Piece, p: XY) {
  let best = { index: -1, point: p, gap: Number.POSITIVE_INFINITY };
  for (let i = 1; i < piece.points.length; i += 1) {
    const { point } = onSegment(p, piece.points[i - 1] as XY, piece.points[i] as XY);
    const gap = length(sub(point, p));
    if (gap < best.gap) best = { index: i - 1, point, gap };
  }
  return best;
}

/** The angle between two directions, degrees (0–180). */
function turn(a: XY, b: XY): number {
  const cos = (a.x * b.x + a.y * b.y) / (length(a) * length(b));
  return (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
}

/** The first vertex of a walk that is not where it stands (null: the piece ends there). */
function ahead(walk: Walk): XY | null {
  for (let i = walk.next; i >= 0 && i < walk.piece.points.length; i += walk.step) {
    const vertex = walk.piece.points[i] as XY;
    if (length(sub(vertex, walk.at)) > 0.5) return vertex;
  }
  return null;
}

/** Where the road goes on from `end`, heading `heading`: the best piece through it, or null. */
function carryOn(pieces: readonly Piece[], end: XY, heading: XY, name?: string): Walk | null {
  let best: { walk: Walk; score: number } | null = null;
  for (const piece of pieces) {
    const near = nearestOn(piece, end);
    if (near.gap > JOIN_M) continue;
    for (const step of [1, -1] as const) {
      const walk: Walk = {
        piece,
        at: near.point,
        next: step === 1 ? near.index + 1 : near.index,
        step,
      };
      const vertex = ahead(walk);
      if (!vertex) continue;
      const angle = turn(heading, sub(vertex, near.point));
      if (angle > MAX_TURN_DEG) continue;
      // The same road's name counts for as much as a 30° straighter turn.
      const score = angle - (name !== undefined && piece.name === name ? 30 : 0);
      if (!best || score < best.score) best = { walk, score };
    }
  }
  return best?.walk ?? null;
}

/** The points walked from a start along the road, up to `distance` metres. */
function walkAlong(pieces: readonly Piece[], start: Walk, distance: number): XY[] {
  const path: XY[] = [start.at];
  let walk: Walk | null = start;
  let left = distance;
  for (let hops = 0; walk && hops < MAX_PIECES && left > 0; hops += 1) {
    let at: XY = walk.at;
    let heading: XY | null = null;
    for (let i = walk.next; i >= 0 && i < walk.piece.points.length && left > 0; i += walk.step) {
      const vertex = walk.piece.points[i] as XY;
      const step = length(sub(vertex, at));
      if (step < 0.01) continue;
      heading = sub(vertex, at);
      if (step >= left) {
        const t = left / step;
        at = { x: at.x + heading.x * t, y: at.y + heading.y * t };
        left = 0;
      } else {
        at = vertex;
        left -= step;
      }
      path.push(at);
    }
    walk = left > 0 && heading ? carryOn(pieces, at, heading, walk.piece.name) : null;
  }
  return path;
}

/**
 * The road under a click: the nearest road line within `snapM` metres, followed up to
 * `eachWayM` metres each way (as far as the lines given reach), in the order of the line
 * the click was nearest to. Null when no road is that close.
 */
export function followRoad(
  lines: readonly RoadLine[],
  click: LatLng,
  options: { snapM: number; eachWayM?: number },
): LatLng[] | null {
  const plane = localPlane(click);
  const pieces: Piece[] = lines
    .filter((line) => line.points.length >= 2)
    .map((line) => ({ points: line.points.map(plane.toXY), name: line.name }));
  const origin = { x: 0, y: 0 };
  let nearest: { piece: Piece; index: number; point: XY; gap: number } | null = null;
  for (const piece of pieces) {
    const near = nearestOn(piece, origin);
    if (near.gap <= options.snapM && (!nearest || near.gap < nearest.gap)) {
      nearest = { piece, ...near };
    }
  }
  if (!nearest) return null;
  const eachWay = options.eachWayM ?? FOLLOW_EACH_WAY_M;
  const { piece, index, point } = nearest;
  const forward = walkAlong(pieces, { piece, at: point, next: index + 1, step: 1 }, eachWay);
  const back = walkAlong(pieces, { piece, at: point, next: index, step: -1 }, eachWay);
  const path = [...back.toReversed(), ...forward.slice(1)];
  return path.map(plane.toLatLng);
}

/** A road within this many pixels of a click is picked (about a finger's width). */
const PICK_PX = 12;

/**
 * The road under a click on the map, followed along (`followRoad`); null when no road is
 * within PICK_PX of it. `toPixel` is the map's, to know how many metres a pixel spans.
 */
export function pickRoad(
  lines: readonly RoadLine[],
  position: LatLng,
  toPixel: (position: LatLng) => { x: number; y: number } | null,
): LatLng[] | null {
  // Metres a pixel spans here, from a point 100 m east as the map projects it.
  const east = {
    lat: position.lat,
    lng: position.lng + 100 / (111_195 * Math.cos((position.lat * Math.PI) / 180)),
  };
  const [a, b] = [toPixel(position), toPixel(east)];
  const pixels = a && b ? Math.hypot(b.x - a.x, b.y - a.y) : 0;
  if (pixels <= 0) return null;
  const picked = followRoad(lines, position, { snapM: (PICK_PX * 100) / pixels });
  return picked && picked.length >= 2 ? picked : null;
}
