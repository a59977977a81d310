import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { checkLayout, type LayoutRow } from "../../client/features/checks/layout/layout-checks";
import { readProjectFile } from "../../client/features/projects/project-files";
import type { Marker } from "../../client/lib/marker-model";
import type { PlanSettings, PlanShape } from "../../client/lib/plan-model";
import { LANE_CLOSURE_OPEN } from "../../client/lib/setups/built-in-setups";
import { laySetup } from "../../client/lib/setups/lay-setup";
// The `plan` entry exactly as the build before the road class and one-way traffic wrote it
// (format version 2); kept out of the formatter (biome.json) so it stays byte for byte.
import v2PlanBeforeRoadFacts from "../fixtures/storage/v2-plan-before-road-facts.json?raw";
import { loadStores, stored } from "./persistence-support";
import { at } from "./setups-support";

const AXIS: PlanShape = { id: "axis", kind: "road-axis", points: [at(0, 0), at(1000, 0)] };
const OPEN: PlanSettings = { builtUp: false, speedLimit: 80 };

const rowsOf = (rows: readonly LayoutRow[], id: string) => rows.filter((row) => row.rule.id === id);
const flagged = (rows: readonly LayoutRow[]) => rows.filter((row) => row.status === "flagged");

/** One lane closed at 80 km/h from 400 m to 520 m, laid by the set-up (`twoWay` as given). */
function laidLayout(twoWay = true) {
  const params = { ...LANE_CLOSURE_OPEN.defaults, twoWay };
  const laid = laySetup(LANE_CLOSURE_OPEN, params, AXIS.points, 400, 520);
  const markers: Marker[] = laid.markers.map((marker, i) => ({ ...marker, id: `m${i}` }));
  const shapes: PlanShape[] = [
    AXIS,
    ...laid.shapes.map((shape, i) => ({ ...shape, id: `${shape.kind}-${i}` })),
  ];
  return { markers, shapes };
}

/** A dimension across the road at the works, `metres` long, from the centre line north. */
const width = (metres: number): PlanShape => ({
  id: "width",
  kind: "dimension",
  points: [at(460, 0), at(460, metres)],
});

/** The checks panel on stores that read what localStorage holds, as a page load does. */
async function showPanel() {
  const { storage } = await loadStores();
  const plan = await import("../../client/features/plan");
  const planDocument = await import("../../client/features/document");
  const { PlacementChecksPanel } = await import(
    "../../client/features/checks/placement-checks-panel"
  );
  render(<PlacementChecksPanel />);
  const panel = screen.getByRole("region", { name: "Placement checks" });
  return { storage, plan, planDocument, panel, user: userEvent.setup() };
}

describe("the plan's road class and one-way traffic, stored", () => {
  it("a plan stored before them loads as a traffic road with traffic both ways, and keeps them once set", async () => {
    const before = v2PlanBeforeRoadFacts.trim();
    localStorage.setItem("plan", before);
    const { storage, planDocument, panel, user } = await showPanel();
    expect(storage.$storageNotices.get()).toEqual([]);
    expect(planDocument.$planSettings.get()).toEqual({ builtUp: true, speedLimit: 50 });
    const roadClass = within(panel).getByRole("combobox", { name: "Road class" });
    const oneWay = within(panel).getByRole("checkbox", { name: "One-way traffic" });
    expect((roadClass as HTMLSelectElement).value).toBe("traffic-road");
    expect(
      within(roadClass).getByRole<HTMLOptionElement>("option", { name: "Traffic road" }).selected,
    ).toBe(true);
    expect((oneWay as HTMLInputElement).checked).toBe(false);
    // Reading it changes nothing in storage.
    storage.flushStorage();
    expect(localStorage.getItem("plan")).toBe(before);

    await user.selectOptions(roadClass, "Local road");
    await user.click(oneWay);
    storage.flushStorage();
    const written = stored("plan") as { version: number; planSettings: PlanSettings };
    expect(written.version).toBe(2);
    expect(written.planSettings).toEqual({
      builtUp: true,
      speedLimit: 50,
      roadClass: "local-road",
      oneWay: true,
    });

    // Back to the defaults: written as the plan before them was, without the fields.
    await user.selectOptions(roadClass, "Traffic road");
    await user.click(oneWay);
    storage.flushStorage();
    expect((stored("plan") as { planSettings: unknown }).planSettings).toEqual({
      builtUp: true,
      speedLimit: 50,
    });
  });

  it("repairs a road class or one-way value it does not know, keeping the rest of the plan", async () => {
    localStorage.setItem(
      "plan",
      JSON.stringify({
        version: 2,
        shapes: [AXIS],
        labels: [],
        planSettings: {
          builtUp: true,
          speedLimit: 60,
          roadClass: "motorway<script>",
          oneWay: "yes",
          lanes: 2,
        },
      }),
    );
    const { storage, planDocument, panel } = await showPanel();
    expect(storage.$storageNotices.get()).toEqual([]);
    expect(planDocument.$shapes.get()).toEqual([AXIS]);
    // A field a newer build may have added is kept; the hostile values are dropped.
    expect(planDocument.$planSettings.get()).toEqual({ builtUp: true, speedLimit: 60, lanes: 2 });
    expect(
      (within(panel).getByRole("combobox", { name: "Road class" }) as HTMLSelectElement).value,
    ).toBe("traffic-road");
    expect(
      (within(panel).getByRole("checkbox", { name: "One-way traffic" }) as HTMLInputElement)
        .checked,
    ).toBe(false);
  });

  it("travels in a GeoJSON file as the other road facts do, repaired on import", async () => {
    const { projects } = await loadStores();
    const file = (planSettings: unknown) =>
      JSON.stringify({
        type: "FeatureCollection",
        signagePlanner: { version: 2, title: "Ensrettet", planSettings },
        features: [
          {
            type: "Feature",
            geometry: { type: "Point", coordinates: [12.5, 55.7] },
            properties: { code: "A39" },
          },
        ],
      });
    const options = { knownSignCodes: new Set(["A39"]) };
    const read = (planSettings: unknown) => {
      const result = readProjectFile("plan.geojson", file(planSettings), options);
      if (!result.ok) throw new Error(result.message);
      return projects.addProject(result.project).data.planSettings;
    };
    expect(read({ builtUp: false, speedLimit: 50, roadClass: "local-road", oneWay: true })).toEqual(
      { builtUp: false, speedLimit: 50, roadClass: "local-road", oneWay: true },
    );
    expect(read({ builtUp: false, speedLimit: 50, roadClass: 7, oneWay: 1 })).toEqual({
      builtUp: false,
      speedLimit: 50,
    });
  });
});

describe("checks of the whole layout on a local road and with one-way traffic", () => {
  it("the road class picks the free-width row: 5.6 m is too narrow on a traffic road, enough on a local road", () => {
    const { markers, shapes } = laidLayout();
    // Without priority signs the two directions do not pass in turn.
    const noPriority = markers.filter((m) => m.signCode !== "B18" && m.signCode !== "B19");
    const drawn = [...shapes, width(5.6)];
    const traffic = checkLayout(noPriority, drawn, OPEN).rows;
    expect(rowsOf(traffic, "free-width-two-way-traffic-road")).toMatchObject([
      { status: "flagged", message: { key: "freeFlagged", params: { min: 6 } } },
    ]);
    expect(rowsOf(traffic, "free-width-two-way-local-road")).toMatchObject([
      { status: "not-applicable", message: { key: "notForRoad" } },
    ]);
    const local = checkLayout(noPriority, drawn, { ...OPEN, roadClass: "local-road" });
    expect(local.road.roadClass).toBe("local-road");
    expect(rowsOf(local.rows, "free-width-two-way-local-road")).toMatchObject([
      { status: "ok", message: { key: "freeOk", params: { min: 4.5 } } },
    ]);
    expect(rowsOf(local.rows, "free-width-two-way-traffic-road")).toMatchObject([
      { status: "not-applicable", message: { key: "notForRoad" } },
    ]);
    expect(flagged(local.rows)).toEqual([]);
  });

  it("one way, only the axis' direction is checked: no signs expected for the other, no two-way free width", () => {
    const { markers, shapes } = laidLayout(false);
    const drawn = [...shapes, width(5)];
    // As a two-way road, the other direction has no warning sign.
    const twoWay = flagged(checkLayout(markers, drawn, OPEN).rows);
    expect(twoWay.map((row) => [row.rule.id, row.direction])).toContainEqual([
      "warning-distance-open",
      "against",
    ]);
    const report = checkLayout(markers, drawn, { ...OPEN, oneWay: true });
    expect(report.road.twoWay).toBe(false);
    expect(flagged(report.rows)).toEqual([]);
    expect(report.rows.filter((row) => row.direction === "against")).toEqual([]);
    expect(
      rowsOf(report.rows, "warning-distance-open").map((row) => [row.direction, row.status]),
    ).toEqual([
      ["with", "ok"],
      ["with", "ok"],
      ["with", "ok"],
    ]);
    for (const id of ["free-width-two-way-traffic-road", "free-width-two-way-local-road"]) {
      expect(rowsOf(report.rows, id)).toMatchObject([
        { status: "not-applicable", message: { key: "notForRoad" } },
      ]);
    }
    // The free width is the one lane the traffic keeps.
    expect(rowsOf(report.rows, "lane-width")).toMatchObject([
      { status: "ok", message: { params: { lanes: 1 } } },
    ]);
  });

  it("one way, a sign turned to face the other way faces no traffic", () => {
    const { markers, shapes } = laidLayout(false);
    const c55 = markers.find((m) => m.signCode === "C55") as Marker;
    const turned = markers.map((m) =>
      m.id === c55.id ? { ...m, rotation: ((c55.rotation ?? 0) + 180) % 360 } : m,
    );
    const rows = flagged(checkLayout(turned, shapes, { ...OPEN, oneWay: true }).rows);
    expect(rows).toMatchObject([
      { rule: { id: "sign-facing" }, direction: "with", markers: [c55.id] },
    ]);
    expect(rows[0]?.measured).toBeCloseTo(180, 0);
  });
});

describe("the printed plan's road facts", () => {
  it("states the road class and one-way traffic beside built-up and the speed limit", async () => {
    await loadStores();
    const { PrintWarnings } = await import("../../client/features/print/print-warnings");
    const { rerender } = render(
      <PrintWarnings markers={[]} shapes={[]} settings={OPEN} numberOf={new Map()} />,
    );
    screen.getByText(
      "Outside a built-up area · speed limit 80 km/h · traffic road · traffic both ways",
    );
    rerender(
      <PrintWarnings
        markers={[]}
        shapes={[]}
        settings={{ builtUp: true, speedLimit: 50, roadClass: "local-road", oneWay: true }}
        numberOf={new Map()}
      />,
    );
    screen.getByText("Inside a built-up area · speed limit 50 km/h · local road · one-way traffic");
  });

  it("checks the plan printed, not the map of this browser (a shared plan, a phase)", async () => {
    // The map here is empty; the plan printed has a warning sign and no work zone.
    await loadStores();
    const { PrintWarnings } = await import("../../client/features/print/print-warnings");
    const a39: Marker = { id: "a39", position: at(100, 0), signCode: "A39" };
    render(<PrintWarnings markers={[a39]} shapes={[]} settings={OPEN} numberOf={new Map()} />);
    screen.getByText("No work zone is drawn, so the 1 warning sign was not checked.");
  });
});
