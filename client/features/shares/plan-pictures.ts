import { LINE_ITEMS, LINE_LAMP } from "../../lib/kit-lines";
import type { Marker } from "../../lib/marker-model";
import type { PlanShape } from "../../lib/plan-model";
import { signImageUrl } from "../../lib/sign-image";

/**
 * The sign pictures a plan's document may draw, as absolute URLs: each sign's and sub-sign's
 * face, and the kit its lines may be made of, in every phase. The offline keeper names them
 * to the service worker ahead of the drawing: on a phone the plan is drawn only once the
 * reader scrolls to it, and must draw at the site without a network all the same. A code
 * without a picture of its own (a face drawn with its value) costs one answer not kept.
 */
export function planPictures(plan: {
  markers: readonly Marker[];
  shapes: readonly PlanShape[];
}): string[] {
  const codes = new Set<string>();
  for (const marker of plan.markers) {
    codes.add(marker.signCode);
    for (const plate of marker.subSigns ?? []) codes.add(plate.code);
  }
  for (const shape of plan.shapes) {
    for (const item of shape.item ? [shape.item] : (LINE_ITEMS[shape.kind] ?? [])) codes.add(item);
    if (shape.lampSpacing) codes.add(LINE_LAMP);
  }
  return [...codes].map((code) => new URL(signImageUrl(code), window.location.href).href);
}
