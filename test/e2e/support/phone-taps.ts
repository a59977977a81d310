/**
 * A person's taps on a phone, counted (typing a text is not a tap): on a control, or on the
 * map at a place that no panel or toolbar covers there (waited for before the tap, so a
 * panel that stays in the way fails the journey instead of tapping the panel).
 */
import type { Locator, Page } from "playwright-core";
import { type LatLng, mapAtRest, mapFreeAt, pixelFor } from "../map-support";

export function phoneTaps(page: Page) {
  let taps = 0;
  return {
    get count() {
      return taps;
    },
    async tap(target: Locator) {
      taps += 1;
      await target.tap();
      // A map control (zoom) moves the camera for a moment: the next step waits for it.
      await mapAtRest(page);
    },
    async tapMap(at: LatLng) {
      taps += 1;
      await mapAtRest(page);
      const { x, y } = await pixelFor(page, at);
      await mapFreeAt(page, x, y);
      await page.touchscreen.tap(x, y);
    },
  };
}
