import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { captureDownloads } from "./map-screen-support";
import { loadStores } from "./persistence-support";

/**
 * One project title, one file name stem in every file the planner takes away: the GeoJSON
 * and KML exports, the sign list CSV in either language, and the PDF the browser saves
 * from the print screen (named after the page's title while it prints).
 */

afterEach(() => {
  vi.restoreAllMocks();
});

const TITLE = "Vejarbejde Nørrebrogade/Åboulevarden – Æblevej";
const STEM = "Vejarbejde-Noerrebrogade-Aaboulevarden-Aeblevej";

async function project(title: string) {
  const { markers, projects } = await loadStores();
  markers.addMarker({ position: { lat: 55.69, lng: 12.55 }, signCode: "A39" });
  const created = projects.createProject();
  projects.renameProject(created.id, title);
  const saved = projects.$projects.get().find((item) => item.id === created.id);
  if (!saved) throw new Error("project missing");
  return saved;
}

describe("file names", () => {
  it("spell æ, ø and å alike in the GeoJSON, KML, sign list CSV and PDF of one project", async () => {
    const files = captureDownloads();
    const saved = await project(TITLE);
    const { exportGeoJson, exportKml } = await import(
      "../../client/features/dashboard/dashboard-actions"
    );
    const { downloadSignList } = await import("../../client/features/print");
    const { PrintToolbar } = await import("../../client/features/print/print-toolbar");
    exportGeoJson(saved);
    exportKml(saved);
    await downloadSignList(saved, "da");
    await downloadSignList(saved, "en");
    await vi.waitFor(() => expect(files).toHaveLength(4));
    expect(files.map((file) => file.name)).toEqual([
      `${STEM}.geojson`,
      `${STEM}.kml`,
      `${STEM}-tavleliste.csv`,
      `${STEM}-sign-list.csv`,
    ]);

    // The PDF: Chrome and Firefox name it after the document's title as printing starts.
    render(
      <MemoryRouter>
        <title>Print plan · Signage Planner</title>
        <PrintToolbar project={saved} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("button", { name: "Print or save as PDF" })).toBeTruthy();
    window.dispatchEvent(new Event("beforeprint"));
    expect(document.title).toBe(STEM);
    window.dispatchEvent(new Event("afterprint"));
    expect(document.title).toBe("Print plan · Signage Planner");
  });

  it("keep capitals in capitals, drop other accents and signs, and are never empty", async () => {
    const { fileNameStem } = await import("../../client/lib/file-name");
    expect(fileNameStem("ÆRØ HAVN")).toBe("AEROE-HAVN");
    expect(fileNameStem("Øster Allé – Ål")).toBe("Oester-Alle-Aal");
    // The same letters typed as a base letter and a combining ring read the same.
    expect(fileNameStem("A\u030arhus")).toBe("Aarhus");
    expect(fileNameStem("Sankt Hans' Torv: «nat»")).toBe("Sankt-Hans-Torv-nat");
    expect(fileNameStem("///")).toBe("plan");
  });
});
