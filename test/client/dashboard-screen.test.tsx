import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fillStorage, loadStores } from "./persistence-support";
import { renderScreen } from "./render-support";

// jsdom lacks pointer capture, which sonner uses when a toast is pressed.
Element.prototype.setPointerCapture ??= () => {};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

let stores: Awaited<ReturnType<typeof loadStores>>;

/** The dashboard on fresh stores, as a page load shows it. */
async function renderDashboard() {
  const { DashboardScreen } = await import("../../client/features/dashboard/dashboard-screen");
  return renderScreen("/dashboard", <DashboardScreen />);
}

beforeEach(async () => {
  stores = await loadStores();
});

const at = (lat: number, lng: number) => ({ lat, lng });

/** A saved project with these signs, made the way the map makes one. */
function projectWith(title: string, signCodes: string[]) {
  stores.projects.clearCurrentProject();
  for (const [index, signCode] of signCodes.entries()) {
    stores.markers.addMarker({ position: at(55 + index / 100, 12), signCode });
  }
  const project = stores.projects.createProject();
  stores.projects.renameProject(project.id, title);
  return project;
}

const card = (title: string) => screen.getByRole("article", { name: title });

describe("the dashboard", () => {
  it("says when there are no projects yet and offers to start one", async () => {
    const user = userEvent.setup();
    const router = await renderDashboard();
    expect(screen.getByRole("heading", { name: "No projects yet" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "New project" }));
    expect(router.state.location.pathname).toBe("/map");
    expect(stores.projects.$projects.get()).toHaveLength(1);
    expect(stores.projects.$currentProject.get()?.title).toBe("New Project");
  });

  it("lists every project with its description, markers, signs used, created and last changed", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-02T08:00:00Z"));
    const first = projectWith("Vesterbro", ["A39", "A39", "C55"]);
    vi.setSystemTime(new Date("2026-03-05T09:30:00Z"));
    projectWith("Amager", ["B11"]);
    vi.setSystemTime(new Date("2026-03-07T14:15:00Z"));
    stores.projects.setProjectDescription(first.id, "Night works");
    await renderDashboard();

    expect(screen.getByText("2 projects")).toBeTruthy();
    const vesterbro = within(card("Vesterbro"));
    expect(vesterbro.getByText("Night works")).toBeTruthy();
    const facts = (name: string) => vesterbro.getByText(name).nextElementSibling?.textContent;
    expect(facts("Markers")).toBe("3");
    expect(facts("Signs used")).toBe("2");
    expect(facts("Created")).toBe("2 Mar 2026, 08:00");
    expect(facts("Last changed")).toBe("7 Mar 2026, 14:15");
    expect(vesterbro.getByRole("list", { name: "Signs used" }).textContent).toBe("A39 ×2C55 ×1");
    // Most recently changed first; Amager is open on the map.
    const titles = screen
      .getAllByRole("article")
      .map((item) => item.getAttribute("aria-labelledby"));
    expect(titles.map((id) => document.getElementById(id ?? "")?.textContent)).toEqual([
      "Vesterbro",
      "Amager",
    ]);
    expect(within(card("Amager")).getByText("Open on the map")).toBeTruthy();
  });

  it("opens a project in the map", async () => {
    const user = userEvent.setup();
    const vesterbro = projectWith("Vesterbro", ["A39", "C55"]);
    projectWith("Amager", ["B11"]);
    const router = await renderDashboard();
    await user.click(within(card("Vesterbro")).getByRole("button", { name: "Open in map" }));
    expect(router.state.location.pathname).toBe("/map");
    expect(stores.projects.$currentProject.get()?.id).toBe(vesterbro.id);
    expect(stores.markers.$markers.get().map((marker) => marker.signCode)).toEqual(["A39", "C55"]);
  });

  it("renames a project in place; Escape cancels", async () => {
    const user = userEvent.setup();
    const project = projectWith("Vesterbro", ["A39"]);
    await renderDashboard();
    await user.click(within(card("Vesterbro")).getByRole("button", { name: "Rename" }));
    const title = screen.getByRole("textbox", { name: "Title" });
    expect(document.activeElement).toBe(title);
    await user.keyboard("Vesterbro phase 2");
    await user.clear(screen.getByRole("textbox", { name: "Description" }));
    await user.type(screen.getByRole("textbox", { name: "Description" }), "Detour via Enghavevej");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(card("Vesterbro phase 2")).toBeTruthy();
    expect(screen.getByText("Detour via Enghavevej")).toBeTruthy();
    expect(stores.projects.$projects.get()[0]).toMatchObject({
      id: project.id,
      title: "Vesterbro phase 2",
      description: "Detour via Enghavevej",
    });

    await user.click(within(card("Vesterbro phase 2")).getByRole("button", { name: "Rename" }));
    await user.keyboard("Something else{Escape}");
    expect(screen.queryByRole("textbox", { name: "Title" })).toBeNull();
    expect(document.activeElement?.textContent).toBe("Rename");
    expect(stores.projects.$projects.get()[0]?.title).toBe("Vesterbro phase 2");
  });

  it("duplicates a project without changing what the map shows", async () => {
    const user = userEvent.setup();
    const original = projectWith("Vesterbro", ["A39", "C55"]);
    await renderDashboard();
    await user.click(within(card("Vesterbro")).getByRole("button", { name: "Duplicate" }));
    const copy = within(card("Vesterbro (copy)"));
    expect(copy.getByText("Markers").nextElementSibling?.textContent).toBe("2");
    expect(await screen.findByText("Added “Vesterbro (copy)”")).toBeTruthy();
    const all = stores.projects.$projects.get();
    expect(all).toHaveLength(2);
    expect(all[1]?.data).toEqual(original.data);
    expect(stores.projects.$currentProject.get()?.id).toBe(original.id);
  });

  it("deletes a project with an undo in the toast", async () => {
    const user = userEvent.setup();
    projectWith("Vesterbro", ["A39"]);
    projectWith("Amager", ["B11"]);
    await renderDashboard();
    await user.click(within(card("Vesterbro")).getByRole("button", { name: "Delete" }));
    expect(screen.queryByRole("article", { name: "Vesterbro" })).toBeNull();
    expect(stores.projects.$projects.get().map((project) => project.title)).toEqual(["Amager"]);
    await user.click(await screen.findByRole("button", { name: "Undo" }));
    expect(card("Vesterbro")).toBeTruthy();
    expect(stores.projects.$projects.get().map((project) => project.title)).toEqual([
      "Vesterbro",
      "Amager",
    ]);
  });

  it("exports a project as a GeoJSON file download", async () => {
    const user = userEvent.setup();
    const project = projectWith("Vesterbro nord", ["A39", "C55"]);
    const blobs: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return "blob:http://localhost/export";
    };
    URL.revokeObjectURL = () => {};
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    await renderDashboard();
    await user.click(
      within(card("Vesterbro nord")).getByRole("button", { name: "Export GeoJSON" }),
    );
    expect(downloads).toEqual(["Vesterbro-nord.geojson"]);
    expect(blobs[0]?.type).toBe("application/geo+json");
    const geojson = JSON.parse((await blobs[0]?.text()) ?? "");
    expect(geojson.features.map((feature: { properties: unknown }) => feature.properties)).toEqual([
      { code: "A39", rotation: 0, subSigns: [] },
      { code: "C55", rotation: 0, subSigns: [] },
    ]);
    expect(geojson.name).toBe("Vesterbro nord");
    expect(project.data.markers).toHaveLength(2);
    expect(
      await screen.findByText("Exported “Vesterbro nord” as Vesterbro-nord.geojson"),
    ).toBeTruthy();
  });

  it("imports GeoJSON and KML as new projects, and refuses a bad file without touching others", async () => {
    const user = userEvent.setup();
    projectWith("Vesterbro", ["A39"]);
    const before = stores.projects.$projects.get();
    await renderDashboard();
    const picker = screen.getByLabelText("Import GeoJSON or KML");

    await user.upload(picker, new File(["{ not json"], "broken.geojson"));
    expect(await screen.findByText("Could not import the file")).toBeTruthy();
    expect(screen.getByText(/^The file is not valid JSON/)).toBeTruthy();
    expect(stores.projects.$projects.get()).toEqual(before);

    const kml = `<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Amager detour</name>
      <Placemark><name>Turn</name><Point><coordinates>12.6,55.65</coordinates></Point></Placemark>
      <Placemark><ExtendedData><Data name="signCode"><value>C55</value></Data></ExtendedData>
      <Point><coordinates>12.61,55.66</coordinates></Point></Placemark></Document></kml>`;
    await user.upload(picker, new File([kml], "amager.kml"));
    expect(await screen.findByText("Imported “Amager detour” with 1 marker")).toBeTruthy();
    // The point without a sign code came in as a text label, and the person is told.
    expect(
      screen.getByText(
        "Came in: 1 sign, 1 text label. 1 point has no sign code the catalogue knows and came in as text labels, not signs. Nothing was left out.",
      ),
    ).toBeTruthy();
    const amager = within(card("Amager detour"));
    expect(amager.getByText("Markers").nextElementSibling?.textContent).toBe("1");
    expect(stores.projects.$projects.get().slice(0, before.length)).toEqual(before);
    expect(stores.projects.$currentProject.get()?.title).toBe("Vesterbro");
  });

  it("refuses an import that cannot be saved (storage full), keeping nothing of it", async () => {
    const user = userEvent.setup();
    projectWith("Vesterbro", ["A39"]);
    stores.storage.flushStorage();
    const before = stores.projects.$projects.get();
    const stored = localStorage.getItem("projects");
    await renderDashboard();
    const picker = screen.getByLabelText("Import GeoJSON or KML");
    const file = new File(
      [
        JSON.stringify({
          type: "FeatureCollection",
          name: "Amager north",
          features: [0, 1, 2].map((index) => ({
            type: "Feature",
            geometry: { type: "Point", coordinates: [12.6 + index / 100, 55.65] },
            properties: { code: "A39", label: `Sign ${index} ${"x".repeat(150)}` },
          })),
        }),
      ],
      "amager.geojson",
    );
    // Full to the last character: the existing list can be written again, a longer cannot.
    fillStorage();

    await user.upload(picker, file);
    expect(
      await screen.findByText(
        "“Amager north” was not saved: your browser's storage for this site is full. Export projects you no longer need, delete them, and import the file again.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText("Imported “Amager north” with 3 markers")).toBeNull();
    expect(screen.queryByRole("article", { name: "Amager north" })).toBeNull();
    // Nothing of it is kept to be written later, and the other projects are as they were.
    expect(stores.projects.$projects.get()).toEqual(before);
    expect(stores.storage.$storageFailure.get()).toBeNull();
    stores.storage.flushStorage();
    expect(localStorage.getItem("projects")).toBe(stored);

    // With room, the same file comes in and is saved.
    localStorage.removeItem("filler");
    await user.upload(picker, file);
    expect(await screen.findByText("Imported “Amager north” with 3 markers")).toBeTruthy();
    const saved = JSON.parse(localStorage.getItem("projects") ?? "{}") as {
      projects: { id: string; title: string }[];
    };
    expect(saved.projects.map((project) => project.title)).toEqual(["Vesterbro", "Amager north"]);
    // Its content under its own keys (issue 38), stored once.
    const added = saved.projects[1]?.id;
    expect(JSON.parse(localStorage.getItem(`project/${added}/signs`) ?? "[]")).toHaveLength(3);
  });

  it("shows the browser storage used against what is available", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    projectWith("Vesterbro", ["A39"]);
    await renderDashboard();
    const meter = screen.getByRole("meter", { name: "Storage used" });
    expect(Number(meter.getAttribute("max"))).toBe(5 * 1024 * 1024);
    act(() => {
      localStorage.setItem("padding", "x".repeat(1024 * 1024));
      stores.projects.renameProject(stores.projects.$projects.get()[0]?.id ?? "", "Bigger");
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(Number(meter.getAttribute("value"))).toBeGreaterThan(1024 * 1024);
    expect(screen.getByText(/^1\.0 MB used of about 5\.0 MB \(20%\)\.$/)).toBeTruthy();
  });
});
