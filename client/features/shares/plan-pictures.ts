import { LINE_LAMP, lineKit } from "../../lib/kit-lines";
import type { Marker } from "../../lib/marker-model";
import type { PlanSettings, PlanShape } from "../../lib/plan-model";
import { signImageUrl } from "../../lib/sign-image";

/**
 * The sign pictures a plan's document may draw, as absolute URLs: each sign's and sub-sign's
 * face, and the kit its lines are made of (and their lamps), in every phase. The offline
 * keeper names them to the service worker ahead of the drawing: on a phone the plan is
 * drawn only once the reader scrolls to it, and must draw at the site without a network all
 * the same. A code without a picture of its own (a face drawn with its value) costs one
 * answer not kept.
 */
export function planPictures(plan: {
  markers: readonly Marker[];
  shapes: readonly PlanShape[];
  planSettings: Pick<PlanSettings, "builtUp">;
}): string[] {
  const codes = new Set<string>();
  for (const marker of plan.markers) {
    codes.add(marker.signCode);
    for (const plate of marker.subSigns ?? []) if (plate.code) codes.add(plate.code);
  }
  // The kit as the document counts and draws it (plan-document.ts): the line's item, or its
  // kind's default.
  for (const shape of plan.shapes) {
    const kit = lineKit(shape, plan.planSettings);
    if (kit) codes.add(kit.item);
    if (kit?.lampSpacing) codes.add(LINE_LAMP);
  }
  return [...codes].map((code) => new URL(signImageUrl(code), window.location.href).href);
}
