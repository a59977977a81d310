/**
 * A person's taps on a phone, counted (typing a text is not a tap): on a control, or on the
 * map at a place that no panel or toolbar covers there (checked before the tap, so a panel
 * in the way fails the journey instead of tapping the panel).
 */
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { type LatLng, mapAtRest, pixelFor } from "../map-support";

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
      // What is there instead, when it is not the map.
      const covered = await page.evaluate(
        ([px, py]) => {
          const hit = document.elementFromPoint(px as number, py as number);
          const free =
            hit?.closest(".maplibregl-map") && !hit.closest(".map-floating, .map-top-bar");
          return free ? "" : `${hit?.tagName ?? "nothing"}.${hit?.getAttribute("class") ?? ""}`;
        },
        [x, y],
      );
      expect(covered, `the map is free to tap at ${Math.round(x)}, ${Math.round(y)}`).toBe("");
      await page.touchscreen.tap(x, y);
    },
  };
}
