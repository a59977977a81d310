/**
 * Lines of road-works kit (issue 26): a cone line names the item it is made of (a cone,
 * cylinder or lane divider from the catalogue's road-works kit) and the spacing between
 * items, with marker lamps along it if the planner wants them. The items drawn along the
 * line and the items counted in the bill of quantities come from the same `kitAlong`.
 */
import type { LatLng } from "./geo";
import { distance } from "./geometry";
import type { Pixel } from "./map-port";
import { isSpacing, type PlanSettings, type PlanShape, type ShapeKind } from "./plan-model";

export { isSpacing };

/** The items a line of each kind can be made of, the first the default. */
export const LINE_ITEMS: Readonly<Partial<Record<ShapeKind, readonly string[]>>> = {
  "cone-line": ["N44.2", "N44.1", "N44.3"],
  // O 43–45 Spærrebomme: barrier boards across a closure.
  closure: ["O43", "O44", "O45"],
};

/**
 * The kinds whose items have a spacing in the rules we have (RULES.md): cones and
 * cylinders. Barrier boards have none there, so a closure's boards are drawn and counted
 * only once the planner sets a spacing, and the editor says why.
 */
const SOURCED_SPACING: ReadonlySet<ShapeKind> = new Set(["cone-line"]);

/** The lamp a line may carry: N 46 Markeringslygter (BEK 425 § 48). */
export const LINE_LAMP = "N46";

/**
 * The largest spacing of cones and cylinders at stationary works: 6 m in built-up areas,
 * 20 m outside (RULES.md, "Cone / cylinder spacing"; a secondary source, byggesikkerhed.dk,
 * which the editor's hint names). Used as the default spacing, which the planner may change.
 */
export const CONE_SPACING_M = { builtUp: 6, open: 20 } as const;
/** The default spacing for the plan's road: built-up or not. */
export const defaultSpacing = (settings: Pick<PlanSettings, "builtUp">): number =>
  settings.builtUp ? CONE_SPACING_M.builtUp : CONE_SPACING_M.open;

/** What a line is made of: its item and spacing, and its lamps; undefined for other lines. */
export type LineKit = {
  item: string;
  /** Metres between items; undefined where neither the line nor the rules give one. */
  spacing?: number;
  /** Whether the spacing is the road's default (not set on the line). */
  defaultSpacing: boolean;
  lampSpacing?: number;
};

export function lineKit(
  shape: PlanShape,
  settings: Pick<PlanSettings, "builtUp">,
): LineKit | undefined {
  const items = LINE_ITEMS[shape.kind];
  if (!items) return undefined;
  const item = shape.item && items.includes(shape.item) ? shape.item : (items[0] as string);
  const own = isSpacing(shape.spacing);
  const sourced = SOURCED_SPACING.has(shape.kind);
  return {
    item,
    ...(own || sourced
      ? { spacing: own ? (shape.spacing as number) : defaultSpacing(settings) }
      : {}),
    defaultSpacing: !own && sourced,
    ...(isSpacing(shape.lampSpacing) ? { lampSpacing: shape.lampSpacing } : {}),
  };
}

/** How many items stand along `length` metres at `spacing`: one at each end and between. */
export function kitCount(length: number, spacing: number): number {
  if (!(length >= 0) || !(spacing > 0)) return 0;
  // A hair of tolerance: 160 m at 10 m is 17 items even if the line measures 159.9999 m.
  return Math.floor(length / spacing + 1e-6) + 1;
}

/**
 * How many panels stand along a fence (afspærringshegn) of `length` metres: the planner's
 * panel length, kept as the fence's `spacing`, end to end, the last one covering the rest.
 * No rule or handbook page we have gives a fence panel's length, so there is no default:
 * undefined until the planner sets one (and for every other kind of line).
 */
export function fencePanels(
  shape: Pick<PlanShape, "kind" | "spacing">,
  length: number,
): number | undefined {
  if (shape.kind !== "fence" || !isSpacing(shape.spacing) || !(length >= 0)) return undefined;
  // A hair of tolerance: 35 m of 3,5 m panels is 10 panels even if it measures 35.0000001 m.
  return Math.max(1, Math.ceil(length / shape.spacing - 1e-6));
}

/**
 * The most items drawn along one line: past it the line is drawn without them (its count
 * still says how many), so a file's 10,000 cones on a line cannot stall every frame.
 */
export const MAX_DRAWN_KIT = 2_000;

/**
 * Where the items stand along a line, `spacing` metres apart from its first point, as
 * pixels on the drawing (`pixels` are the line's points as drawn): each item's distance
 * along the line in metres, placed on its segment between the segment's drawn ends; none
 * past MAX_DRAWN_KIT. Where items would be drawn closer than `minGap` pixels (their marks
 * overlapping into one band, zoomed out), only every so many is drawn, at least `minGap`
 * apart, and the last: the row looks the same and a frame draws a few hundred marks, not
 * tens of thousands (issue 41 item 3). The count is still every item's (kitCount).
 */
export function kitAlong(
  points: readonly LatLng[],
  pixels: readonly Pixel[],
  spacing: number,
  minGap = 0,
): Pixel[] {
  const lengths: number[] = [];
  let total = 0;
  let drawn = 0;
  for (let i = 1; i < points.length; i += 1) {
    const metres = distance(points[i - 1] as LatLng, points[i] as LatLng);
    lengths.push(metres);
    total += metres;
    const a = pixels[i - 1];
    const b = pixels[i];
    if (a && b) drawn += Math.hypot(b.x - a.x, b.y - a.y);
  }
  const count = kitCount(total, spacing);
  if (count > MAX_DRAWN_KIT) return [];
  const pixelSpacing = total > 0 ? (spacing * drawn) / total : 0;
  const step =
    minGap > 0 && pixelSpacing > 0 && pixelSpacing < minGap ? Math.ceil(minGap / pixelSpacing) : 1;
  const found: Pixel[] = [];
  let segment = 0;
  let start = 0;
  // Every `step`-th item, and the last one.
  for (let n = 0; n < count; n = n === count - 1 ? count : Math.min(n + step, count - 1)) {
    const at = Math.min(n * spacing, total);
    while (segment < lengths.length - 1 && at > start + (lengths[segment] as number)) {
      start += lengths[segment] as number;
      segment += 1;
    }
    const a = pixels[segment];
    const b = pixels[segment + 1] ?? a;
    if (!a || !b) break;
    const metres = lengths[segment] ?? 0;
    const t = metres > 0 ? Math.min(1, (at - start) / metres) : 0;
    found.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
  }
  return found;
}

/**
 * A line's items and lamps where they stand on its drawing (`pixels`, its points as drawn),
 * for the map and the printed map alike, thinned where closer than `minGap` pixels (the
 * marks' sizes, `KIT_MARK_GAPS`); undefined for a line without kit.
 */
export function kitMarks(
  points: readonly LatLng[],
  pixels: readonly Pixel[],
  kit: LineKit | undefined,
  minGap: { items: number; lamps: number } = { items: 0, lamps: 0 },
): { items: Pixel[]; lamps: Pixel[] } | undefined {
  if (!kit) return undefined;
  return {
    items: kit.spacing ? kitAlong(points, pixels, kit.spacing, minGap.items) : [],
    lamps: kit.lampSpacing ? kitAlong(points, pixels, kit.lampSpacing, minGap.lamps) : [],
  };
}
