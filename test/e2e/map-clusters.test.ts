import { describe, expect, it } from "vitest";
import { storedMarkers, storedProject } from "../support/stored-projects";
import { engines, mapState, moveCamera, onMap, seedStorage, waitIdle } from "./map-support";
import { browserForFile } from "./support/browser";

const { fresh } = browserForFile();

/** A project of 20,000 markers spread over Denmark, as the app would have saved it. */
const country = storedProject({
  id: "bigproject",
  title: "Country-wide",
  markers: storedMarkers(20_000),
  mapState: { center: { lat: 56.2, lng: 10.4 } },
});

describe.each(engines)("a plan with 20,000 signs ($engine)", ({ baseURL }) => {
  it("opens clustered, accounts for every sign, and zooms into a cluster", async () => {
    const app = await fresh({ width: 1280, height: 900 }, baseURL());
    const { page, errors } = app;
    await seedStorage(page, country.storage);
    await page.goto("/map");
    await page.getByRole("heading", { name: "Signs on the map (20,000)" }).waitFor();
    const clusters = onMap(page).getByRole("button", { name: /signs here: zoom in/ });
    await clusters.first().waitFor();

    // Every sign is in a cluster or drawn on its own, with a few hundred elements at most.
    const drawn = await onMap(page)
      .getByRole("button")
      .evaluateAll((buttons) =>
        buttons.map((button) => button.getAttribute("aria-label") ?? "").filter(Boolean),
      );
    const total = drawn.reduce((sum, name) => {
      const cluster = /^([\d,]+) signs here/.exec(name);
      return (
        sum + (cluster ? Number(cluster[1]?.replaceAll(",", "")) : name.includes(" sign") ? 1 : 0)
      );
    }, 0);
    expect(total).toBe(20_000);
    expect(drawn.length).toBeLessThan(600);

    await clusters.first().click();
    await waitIdle(page);
    expect((await mapState(page)).zoom).toBeGreaterThan(7);

    // At street level each sign stands on its own.
    const first = country.markers[0];
    if (first) await moveCamera(page, { center: first.position, zoom: 19 });
    await onMap(page).getByRole("button", { name: "C55 sign", exact: true }).first().waitFor();
    expect(errors).toEqual([]);
  });
});
