import { describe, expect, it } from "vitest";
import { engines, mapState, moveCamera, onMap, openMap, waitIdle } from "./map-support";
import { browserForFile } from "./support/browser";

const { fresh } = browserForFile();

/** Stores a project of `count` markers spread over Denmark, as the app would have saved it. */
function seedProject(count: number) {
  const markers = Array.from({ length: count }, (_, i) => ({
    id: `marker-${i}`,
    position: {
      lat: Math.round((54.8 + ((i * 7919) % 2900) / 1000) * 1e7) / 1e7,
      lng: Math.round((8.2 + ((i * 104_729) % 4300) / 1000) * 1e7) / 1e7,
    },
    signCode: i % 2 ? "A39" : "C55",
  }));
  const identity = {
    id: "bigproject",
    title: "Country-wide",
    description: "New project",
    createdAt: "2026-01-01T00:00:00.000Z",
  };
  const mapState = {
    center: { lat: 56.2, lng: 10.4 },
    mapType: "roadmap",
    markerSize: 48,
    zoom: 7,
    showPOIs: true,
    showTransport: true,
  };
  localStorage.setItem("projects", JSON.stringify([{ ...identity, data: { markers, mapState } }]));
  localStorage.setItem("current-project", JSON.stringify(identity));
  localStorage.setItem("markers", JSON.stringify(markers));
  localStorage.setItem("center", JSON.stringify(mapState.center));
  return markers[0]?.position;
}

describe.each(engines)("a plan with 20,000 signs ($engine)", ({ baseURL }) => {
  it("opens clustered, accounts for every sign, and zooms into a cluster", async () => {
    const app = await fresh({ width: 1280, height: 900 }, baseURL());
    const { page, errors } = app;
    await openMap(page);
    const first = await page.evaluate(seedProject, 20_000);
    await page.reload();
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
    if (first) await moveCamera(page, { center: first, zoom: 19 });
    await onMap(page).getByRole("button", { name: "C55 sign", exact: true }).first().waitFor();
    expect(errors).toEqual([]);
  });
});
