/**
 * How the plan is printed, chosen on the print screen: paper size and orientation, and
 * whether the map fits the whole plan or shows the map's current view, and at what scale.
 */
import { atom, computed } from "nanostores";
import type { STANDARD_SCALES } from "./map-fit";

export const PAPER_SIZES = ["A4", "A3"] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];
export type Orientation = "portrait" | "landscape";
export type MapExtent = "fit" | "view";
/**
 * The map sheets' scale (map-sheets.ts): "standard", an overview and details each at the
 * largest standard scale that fits; one standard scale for every sheet; or fitted.
 */
export type ScaleChoice = "standard" | "fit" | (typeof STANDARD_SCALES)[number];

/** Paper in millimetres, portrait (ISO 216). */
const PAPER_MM: Readonly<Record<PaperSize, { width: number; height: number }>> = {
  A4: { width: 210, height: 297 },
  A3: { width: 297, height: 420 },
};
/** The margin kept on every side of the page, millimetres. */
export const PAGE_MARGIN_MM = 12;
/** CSS pixels per millimetre: the page is laid out at 96 pixels to the inch. */
export const PX_PER_MM = 96 / 25.4;

export const $paperSize = atom<PaperSize>("A4");
export const $orientation = atom<Orientation>("portrait");
export const $mapExtent = atom<MapExtent>("fit");
/** The map sheets' scale: standard scales (an overview and details), one of them, or fitted. */
export const $mapScale = atom<ScaleChoice>("standard");

/** The page's printable area in millimetres, for the chosen paper and orientation. */
export const $printArea = computed([$paperSize, $orientation], (size, orientation) => {
  const paper = PAPER_MM[size];
  const [width, height] =
    orientation === "portrait" ? [paper.width, paper.height] : [paper.height, paper.width];
  return {
    size,
    orientation,
    width: width - 2 * PAGE_MARGIN_MM,
    height: height - 2 * PAGE_MARGIN_MM,
  };
});

export function setPaperSize(size: PaperSize): void {
  $paperSize.set(size);
}

export function setOrientation(orientation: Orientation): void {
  $orientation.set(orientation);
}

export function setMapExtent(extent: MapExtent): void {
  $mapExtent.set(extent);
}

export function setMapScale(choice: ScaleChoice): void {
  $mapScale.set(choice);
}
