import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importFile, projectCard } from "./dashboard-support";
import { waitForSave } from "./map-support";
import { browserForFile, downloadedText } from "./support/browser";

const { fresh } = browserForFile({ width: 1280, height: 900 });

type Point = { lat: number; lng: number };
type StoredProject = {
  id: string;
  title: string;
  data: {
    markers: { id: string; position: Point; signCode: string; label?: string }[];
    shapes: { id: string; kind: string; points: Point[]; label?: string }[];
    labels: { id: string; position: Point; text: string }[];
  };
};
const projectsOf = (value: unknown) => (value ?? []) as StoredProject[];
const fixture = (name: string) =>
  readFile(path.join(import.meta.dirname, "../fixtures/imports", name), "utf8");

describe("plans in and out of the dashboard", () => {
  it("imports a Google My Maps KML and a uMap GeoJSON with their lines, areas and labels", async () => {
    const { page, errors } = await fresh();
    await page.goto("/dashboard");
    await page.getByRole("heading", { name: "No projects yet" }).waitFor();

    await importFile(
      page,
      "Vejarbejde Vestergade.kml",
      await fixture("google-my-maps-vestergade.kml"),
    );
    await page.getByText("Imported “Vejarbejde Vestergade” with 2 markers").waitFor();
    // The person is told what came in, and that the unnamed point is a label, not a sign.
    await page
      .getByText(
        "Came in: 2 signs, 1 line, 1 area, 1 text label. 1 point has no sign code the catalogue knows and came in as text labels, not signs. Nothing was left out.",
      )
      .waitFor();
    await projectCard(page, "Vejarbejde Vestergade").waitFor();

    await importFile(
      page,
      "umap_export.geojson",
      await fixture("umap-omkoersel-noerregade.geojson"),
    );
    await page.getByText("Imported “Omkørsel Nørregade” with 1 marker").waitFor();
    const stored = projectsOf(
      await waitForSave(page, "projects", (value) => projectsOf(value).length === 2),
    );
    const [myMaps, umap] = stored;
    expect(myMaps?.data.markers.map((marker) => marker.signCode)).toEqual(["A39", "C55"]);
    expect(myMaps?.data.shapes.map((shape) => [shape.kind, shape.label])).toEqual([
      ["detour", "Omkørsel via Kongensgade"],
      ["work-zone", "Arbejdsområde"],
    ]);
    expect(myMaps?.data.labels.map((label) => label.text)).toEqual(["Mødested for holdet"]);
    // uMap's point named "Omkørsel" stays a text label; its "A 39" is the sign A39.
    expect(umap?.data.labels.map((label) => label.text)).toEqual(["Omkørsel"]);
    expect(umap?.data.markers.map((marker) => marker.signCode)).toEqual(["A39"]);
    expect(umap?.data.shapes.map((shape) => shape.kind)).toEqual(["detour", "work-zone"]);

    // A bad file is refused with a reason, and nothing is lost.
    await importFile(page, "broken.kml", "<kml><Placemark>");
    await page.getByText("Could not import the file").waitFor();
    await page.getByText(/The file is not valid KML/).waitFor();
    await expect.poll(() => page.getByRole("article").count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it("refuses a 200,000-point file quickly, naming what is too many, and the tab stays alive", async () => {
    const { page, errors } = await fresh();
    await page.goto("/dashboard");
    await page.getByRole("heading", { name: "No projects yet" }).waitFor();
    // One MultiPoint without sign codes: each point would be a text label.
    const coordinates = Array.from({ length: 200_000 }, (_, index) => [
      Number((10 + (index % 1000) / 1e4).toFixed(6)),
      Number((55 + Math.floor(index / 1000) / 1e4).toFixed(6)),
    ]);
    const file = JSON.stringify({
      type: "FeatureCollection",
      features: [
        { type: "Feature", geometry: { type: "MultiPoint", coordinates }, properties: {} },
      ],
    });
    expect(file.length).toBeGreaterThan(3_000_000);

    const started = Date.now();
    await importFile(page, "points.geojson", file);
    await page
      .getByText(
        "This file has 200,000 text labels (points without a sign code the catalogue knows); a project holds at most 20,000.",
      )
      .waitFor({ timeout: 30_000 });
    expect(Date.now() - started).toBeLessThan(15_000);
    // The tab answers at once, kept nothing of the file, and imports the next one.
    const asked = Date.now();
    expect(await page.evaluate(() => localStorage.getItem("projects"))).toBeNull();
    expect(Date.now() - asked).toBeLessThan(1000);
    expect(await page.getByRole("article").count()).toBe(0);
    await importFile(
      page,
      "umap_export.geojson",
      await fixture("umap-omkoersel-noerregade.geojson"),
    );
    await projectCard(page, "Omkørsel Nørregade").waitFor();
    expect(errors).toEqual([]);
  });

  it("exports GeoJSON and KML, and each imports back as the same plan", async () => {
    const { page, errors } = await fresh();
    await page.goto("/dashboard");
    await importFile(
      page,
      "Vejarbejde Vestergade.kml",
      await fixture("google-my-maps-vestergade.kml"),
    );
    const original = projectCard(page, "Vejarbejde Vestergade");
    await original.waitFor();
    const [first] = projectsOf(
      await waitForSave(page, "projects", (value) => projectsOf(value).length === 1),
    );

    const files: [string, string][] = [];
    for (const [button, extension] of [
      ["Export GeoJSON", "geojson"],
      ["Export KML", "kml"],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        original.getByRole("button", { name: button }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`Vejarbejde-Vestergade.${extension}`);
      files.push([`copy.${extension}`, await downloadedText(download)]);
    }
    for (const [name, content] of files) {
      const count = await page.getByRole("article").count();
      await importFile(page, name, content);
      await expect.poll(() => page.getByRole("article").count()).toBe(count + 1);
    }
    const all = projectsOf(
      await waitForSave(page, "projects", (value) => projectsOf(value).length === 3),
    );
    const content = (project: StoredProject | undefined) => ({
      markers: project?.data.markers.map(({ id: _id, ...marker }) => marker),
      shapes: project?.data.shapes.map(({ id: _id, ...shape }) => shape),
      labels: project?.data.labels.map(({ id: _id, ...label }) => label),
    });
    expect(all.map((project) => project.title)).toEqual([
      "Vejarbejde Vestergade",
      "Vejarbejde Vestergade",
      "Vejarbejde Vestergade",
    ]);
    expect(content(all[1])).toEqual(content(first));
    expect(content(all[2])).toEqual(content(first));
    expect(errors).toEqual([]);
  });
});
