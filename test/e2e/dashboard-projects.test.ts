import { describe, expect, it } from "vitest";
import { importFile, projectCard } from "./dashboard-support";
import { journeyEngine, onMap, storedEntry, waitForSave } from "./map-support";
import { browserForFile, downloadedText } from "./support/browser";

const { fresh } = browserForFile({ width: 1280, height: 900 });

type StoredProject = {
  id: string;
  title: string;
  data: {
    markers: { position: unknown; signCode: string; label?: string; note?: string }[];
    labels: { text: string }[];
  };
};
const projectsOf = (value: unknown) => (value ?? []) as StoredProject[];

const survey = {
  type: "FeatureCollection",
  name: "Harbour bridge works",
  features: [
    {
      type: "Feature",
      geometry: { type: "Point", coordinates: [12.5901, 55.6761] },
      properties: { signCode: "A39", label: "Works start", note: "Night shift 22–06" },
    },
    {
      type: "Feature",
      geometry: { type: "Point", coordinates: [12.5911, 55.6771] },
      properties: { signCode: "C55", label: "30" },
    },
    {
      type: "Feature",
      geometry: { type: "Point", coordinates: [12.5921, 55.6781] },
      properties: { signCode: "E55" },
    },
  ],
};

describe("the dashboard in Chromium", () => {
  it("imports GeoJSON, exports it again, and the round trip gives the same markers", async () => {
    const { page, errors } = await fresh();
    await page.goto("/dashboard");
    await page.getByRole("heading", { name: "No projects yet" }).waitFor();

    await importFile(page, "survey.geojson", JSON.stringify(survey), "application/geo+json");
    await page.getByText("Imported “Harbour bridge works” with 3 markers").waitFor();
    const imported = projectCard(page, "Harbour bridge works");
    await imported.getByText("Imported from a GeoJSON file").waitFor();
    const saved = projectsOf(
      await waitForSave(page, "projects", (value) => projectsOf(value).length === 1),
    );
    const original = saved[0]?.data.markers;
    expect(original?.map((marker) => marker.signCode)).toEqual(["A39", "C55", "E55"]);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      imported.getByRole("button", { name: "Export GeoJSON" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Harbour-bridge-works.geojson");
    const exported = await downloadedText(download);
    const geojson = JSON.parse(exported);
    expect(geojson.features[0]).toMatchObject({
      type: "Feature",
      geometry: { type: "Point", coordinates: [12.5901, 55.6761] },
      properties: { code: "A39", label: "Works start", note: "Night shift 22–06" },
    });

    await importFile(page, "copy.geojson", exported, "application/geo+json");
    await page.getByText("Imported “Harbour bridge works” with 3 markers").nth(0).waitFor();
    await expect.poll(() => page.getByRole("article").count()).toBe(2);
    const both = projectsOf(
      await waitForSave(page, "projects", (value) => projectsOf(value).length === 2),
    );
    expect(both[1]?.data.markers).toEqual(original);
    expect(both[1]?.id).not.toBe(both[0]?.id);
    expect(errors).toEqual([]);
  });

  it("imports KML, refuses a bad file clearly, and loses nothing", async () => {
    const { page, errors } = await fresh();
    await page.goto("/dashboard");
    await importFile(page, "survey.geojson", JSON.stringify(survey), "application/geo+json");
    await projectCard(page, "Harbour bridge works").waitFor();
    const before = await waitForSave(page, "projects", (value) => projectsOf(value).length === 1);

    await importFile(page, "notes.kml", "<kml><Placemark>", "application/vnd.google-earth.kml+xml");
    await page.getByText("Could not import the file").waitFor();
    await page.getByText(/^The file is not valid KML: its XML cannot be read/).waitFor();
    await importFile(
      page,
      "nowhere.geojson",
      '{"type":"LineString","coordinates":[[1,2],[3,"x"]]}',
      "application/json",
    );
    await page
      .getByText(
        "Nothing to import from this GeoJSON file: none of its features has valid coordinates.",
      )
      .waitFor();
    expect(await page.getByRole("article").count()).toBe(1);
    expect(await storedEntry(page, "projects")).toEqual(before);

    const kml = `<?xml version="1.0" encoding="UTF-8"?>
      <kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Market detour</name>
        <Placemark><name>Closed</name><ExtendedData><Data name="signCode"><value>C11.1</value></Data></ExtendedData>
          <Point><coordinates>10.2039,56.1629,0</coordinates></Point></Placemark>
        <Placemark><name>Unknown sign</name><ExtendedData><Data name="signCode"><value>Z99</value></Data></ExtendedData>
          <Point><coordinates>10.2049,56.1639</coordinates></Point></Placemark>
      </Document></kml>`;
    await importFile(page, "market.kml", kml, "application/vnd.google-earth.kml+xml");
    await page.getByText("Imported “Market detour” with 1 marker").waitFor();
    // A code the catalogue does not know makes a text label, not a sign chosen for it.
    await page.getByText(/unknown sign codes: Z99\) and came in as text labels/i).waitFor();
    const stored = projectsOf(
      await waitForSave(page, "projects", (value) => projectsOf(value).length === 2),
    );
    expect(stored[0]).toEqual(projectsOf(before)[0]);
    expect(
      stored[1]?.data.markers.map((marker) => [marker.signCode, marker.label, marker.note]),
    ).toEqual([["C11.1", "Closed", undefined]]);
    expect(stored[1]?.data.labels.map((label) => label.text)).toEqual(["Unknown sign"]);
    expect(errors).toEqual([]);
  });

  it.each(journeyEngine)(
    "renames, duplicates, deletes with undo, and opens a project in the map ($engine)",
    async ({ baseURL }) => {
      const { page, errors } = await fresh(undefined, baseURL());
      await page.goto("/dashboard");
      await importFile(page, "survey.geojson", JSON.stringify(survey), "application/geo+json");
      const project = projectCard(page, "Harbour bridge works");
      await project.waitFor();

      await project.getByRole("button", { name: "Rename" }).click();
      await page.keyboard.type("Bridge, phase 2");
      await page.keyboard.press("Enter");
      const renamed = projectCard(page, "Bridge, phase 2");
      await renamed.waitFor();

      await renamed.getByRole("button", { name: "Duplicate" }).click();
      await projectCard(page, "Bridge, phase 2 (copy)").waitFor();
      await projectCard(page, "Bridge, phase 2 (copy)")
        .getByRole("button", { name: "Delete" })
        .click();
      await projectCard(page, "Bridge, phase 2 (copy)").waitFor({ state: "hidden" });
      await page.getByRole("button", { name: "Undo" }).click();
      await projectCard(page, "Bridge, phase 2 (copy)").waitFor();
      await waitForSave(page, "projects", (value) => projectsOf(value).length === 2);

      await renamed.getByRole("button", { name: "Open in map" }).click();
      await page.waitForURL("**/map");
      await page.getByRole("heading", { name: "Signs on the map (3)" }).waitFor();
      // The map draws them too (as one cluster, or one by one when zoomed in).
      await onMap(page)
        .getByRole("button", { name: /^(3 signs here|A39 sign: Works start)/ })
        .waitFor();
      await waitForSave(
        page,
        "current-project",
        (value) => (value as { title?: string } | null)?.title === "Bridge, phase 2",
      );

      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Dashboard" })
        .click();
      await projectCard(page, "Bridge, phase 2").getByText("Open on the map").waitFor();
      await page.getByRole("meter", { name: "Storage used" }).waitFor();
      await page.getByText(/ used of about 5\.0 MB \(\d+%\)\.$/).waitFor();
      expect(errors).toEqual([]);
    },
  );

  it("fits a phone screen", async () => {
    const { page, errors } = await fresh({ width: 390, height: 844 });
    await page.goto("/dashboard");
    await importFile(page, "survey.geojson", JSON.stringify(survey), "application/geo+json");
    await projectCard(page, "Harbour bridge works").waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await projectCard(page, "Harbour bridge works").boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    expect(errors).toEqual([]);
  });
});
