/**
 * The Danish phone journey the standard cases share (issues 36 and 37): on a 390 × 844 touch
 * screen, in Danish, on MapLibre, the planner finds the standard road by its address, takes
 * it as the road axis, lays a set-up between two taps and prints the plan, each tap counted
 * (phone-taps.ts) and each map tap first checked to be free of panels.
 */
import type { Locator, Page } from "playwright-core";
import * as map from "../map-support";
import type { FileBrowser } from "./browser";
import { fromWorks, works } from "./lane-closure";
import { printViewReady } from "./pdf";
import { phoneTaps } from "./phone-taps";

type PhoneTaps = ReturnType<typeof phoneTaps>;

/**
 * Opens the map in Danish on a phone and searches the standard road ("Landevejen 12", the
 * fake geocoder's place at the works), choosing the suggestion: 2 taps.
 */
export async function findTheRoadOnAPhone(files: Pick<FileBrowser, "browser" | "keep">) {
  const app = await map.openDanishMap(files, { engine: "maplibre", phone: true, touch: true });
  const person = phoneTaps(app.page);
  const search = app.page.getByRole("searchbox", { name: "Søg adresse eller sted" });
  await person.tap(search);
  await search.fill("Landevejen 12");
  await person.tap(app.page.getByRole("option", { name: /^Landevejen 12/ }));
  return { ...app, person };
}

/**
 * A step out, the road taken as the road axis where it passes `axisAt` metres along the
 * works, and the set-up panel opened: 4 taps. `setup` (a set-up's id) and `chosen` (the
 * folded line that then names it) choose another set-up than the one offered first, 2 taps
 * more. Returns the panel.
 */
export async function openSetupOnAPhone(
  page: Page,
  person: PhoneTaps,
  axisAt: number,
  other?: { setup: string; chosen: RegExp | string },
): Promise<Locator> {
  // A step out, so the works keep above the set-up's panel (on a phone, its lower part).
  await person.tap(page.getByRole("button", { name: "Zoom ud" }));
  await person.tap(page.getByRole("button", { name: "Vejakse", exact: true }));
  await page.getByText("Klik på en vej for at følge den").waitFor();
  await person.tapMap(await map.drawnRoadNear(page, fromWorks(axisAt)));
  await map.waitForSave(page, "plan", (value) =>
    ((value as { shapes?: { kind: string }[] } | null)?.shapes ?? []).some(
      (shape) => shape.kind === "road-axis",
    ),
  );
  await person.tap(page.getByRole("button", { name: "Læg en opstilling", exact: true }));
  const panel = page.getByRole("region", { name: "Læg en opstilling" });
  if (other) {
    // The choices, folded on a phone: opened, the set-up chosen, folded again.
    const chosen = panel.locator("details.setup-choices > summary");
    await person.tap(chosen);
    await panel.getByRole("combobox", { name: "Opstilling" }).selectOption(other.setup);
    await panel.getByText(other.chosen).waitFor();
    await person.tap(chosen);
  }
  return panel;
}

/**
 * Lays the set-up open in the panel from the works' start to `length` metres along the
 * road (2 taps); returns the "Opstilling lagt" panel once it says `laid`.
 */
export async function layOnAPhone(
  page: Page,
  person: PhoneTaps,
  panel: Locator,
  length: number,
  laid: RegExp,
): Promise<Locator> {
  await person.tapMap(works);
  await panel.getByText(/^Begynder ved .* langs vejaksen/).waitFor();
  await person.tapMap(fromWorks(length));
  const summary = page.getByRole("region", { name: "Opstilling lagt" });
  await summary.getByText(laid).waitFor();
  return summary;
}

/**
 * From the map to paper on the phone (issue 37 item 7): saved as a project (a plan is
 * printed as a project, with its title block), its print view, in Danish, and "Udskriv
 * eller gem som PDF" (the browser's print dialog noted, not opened): 3 taps. `toPdf` prints
 * the page (pdf.ts's printer).
 */
export async function printOnAPhone<T>(
  page: Page,
  person: PhoneTaps,
  toPdf: () => Promise<T>,
): Promise<T> {
  await person.tap(page.getByRole("button", { name: "Gem kortet som nyt projekt" }));
  await person.tap(page.getByRole("link", { name: "Udskriv afmærkningsplan" }));
  await page.waitForURL("**/print");
  await printViewReady(page);
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute("data-print-asked", "yes");
  });
  await person.tap(page.getByRole("button", { name: "Udskriv eller gem som PDF" }));
  await page.locator("body[data-print-asked=yes]").waitFor({ state: "attached" });
  return toPdf();
}
