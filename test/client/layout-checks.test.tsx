import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { checkLayout, type LayoutRow } from "../../client/features/checks/layout/layout-checks";
import type { LatLng } from "../../client/lib/geo";
import type { Marker } from "../../client/lib/marker-model";
import type { PlanSettings, PlanShape } from "../../client/lib/plan-model";
import {
  LANE_CLOSURE_OPEN,
  PAVEMENT_CLOSED,
  ROAD_CLOSED,
  SIGNAL_CONTROL_OPEN,
} from "../../client/lib/setups/built-in-setups";
import { detourSigns } from "../../client/lib/setups/detour-signs";
import { laySetup } from "../../client/lib/setups/lay-setup";
import { ROAD_RULES } from "../../client/lib/setups/road-rules";
import { loadStores } from "./persistence-support";

const ORIGIN = { lat: 55.7, lng: 12.5 };
const M_PER_LAT = 111_195;
const at = (east: number, north: number): LatLng => ({
  lat: ORIGIN.lat + north / M_PER_LAT,
  lng: ORIGIN.lng + east / (M_PER_LAT * Math.cos((ORIGIN.lat * Math.PI) / 180)),
});
/** A straight road of 1 km drawn from west to east; the works from 400 m to 520 m. */
const AXIS: PlanShape = { id: "axis", kind: "road-axis", points: [at(0, 0), at(1000, 0)] };
const OPEN: PlanSettings = { builtUp: false, speedLimit: 80 };

/** One lane closed at 80 km/h, as the set-up lays it: a correct layout to break. */
function laidLayout(setup = LANE_CLOSURE_OPEN) {
  const laid = laySetup(setup, setup.defaults, AXIS.points, 400, 520);
  const markers: Marker[] = laid.markers.map((marker, i) => ({ ...marker, id: `m${i}` }));
  const shapes: PlanShape[] = [
    AXIS,
    ...laid.shapes.map((shape, i) => ({ ...shape, id: `${shape.kind}-${i}` })),
  ];
  return { markers, shapes };
}

const flagged = (rows: readonly LayoutRow[]) => rows.filter((row) => row.status === "flagged");
const rowsOf = (rows: readonly LayoutRow[], id: string) => rows.filter((row) => row.rule.id === id);
/** The eastbound ("with") A 39s: the one on the right and the one on the left. */
function a39With(markers: readonly Marker[]) {
  const a39 = markers.filter((m) => m.signCode === "A39" && m.position.lng < at(400, 0).lng);
  const right = a39.find((m) => m.position.lat < ORIGIN.lat) as Marker;
  const left = a39.find((m) => m.position.lat > ORIGIN.lat) as Marker;
  return { right, left };
}
/** A dimension across the road at the works, `metres` long, from the centre line north. */
const width = (metres: number): PlanShape => ({
  id: "width",
  kind: "dimension",
  points: [at(460, 0), at(460, metres)],
});

describe("checks of the whole layout (pure rows)", () => {
  it("passes the set-up's own layout: every checked row OK, rows without a source not checked", () => {
    const { markers, shapes } = laidLayout();
    const report = checkLayout(markers, shapes, OPEN);
    expect(report.alongAxis).toBe(true);
    expect(flagged(report.rows)).toEqual([]);
    // Each direction: three warning signs (two A 39, one A 43) 150–250 m before the works.
    for (const direction of ["with", "against"] as const) {
      const warnings = rowsOf(report.rows, "warning-distance-open").filter(
        (row) => row.direction === direction,
      );
      expect(warnings.map((row) => row.status)).toEqual(["ok", "ok", "ok"]);
      expect(warnings.map((row) => Math.round(row.measured ?? 0)).sort()).toEqual([170, 230, 230]);
      expect(
        rowsOf(report.rows, "a39-both-sides").find((r) => r.direction === direction)?.status,
      ).toBe("ok");
      expect(
        rowsOf(report.rows, "speed-limit-end").find((r) => r.direction === direction)?.status,
      ).toBe("ok");
      expect(
        rowsOf(report.rows, "sign-facing").find((r) => r.direction === direction)?.status,
      ).toBe("ok");
    }
    expect(rowsOf(report.rows, "cone-spacing-open")[0]).toMatchObject({
      status: "ok",
      measured: 20,
    });
    // Every row of the table without a source is listed as not checked.
    for (const rule of ROAD_RULES.filter((row) => row.source === null)) {
      expect(rowsOf(report.rows, rule.id)).toMatchObject([
        { status: "not-checked", message: { key: "noSource" } },
      ]);
    }
    // Each row names its rule with its source.
    expect(report.rows.every((row) => row.rule.source === null || row.rule.source.length > 0)).toBe(
      true,
    );
  });

  it("flags work zones on both sides of the axis where they overlap: both directions closed", () => {
    const { markers, shapes } = laidLayout();
    expect(rowsOf(checkLayout(markers, shapes, OPEN).rows, "one-side-closed")).toMatchObject([
      { status: "ok", message: { key: "oneSideOk" } },
    ]);
    // The laid zone is on the right of the axis (south of it); a second one mirrored across
    // the road over 460–580 m overlaps it from 460 to 520 m.
    const zone = shapes.find((shape) => shape.kind === "work-zone") as PlanShape;
    expect(zone.points.every((point) => point.lat < ORIGIN.lat)).toBe(true);
    const across: PlanShape = {
      id: "across",
      kind: "work-zone",
      points: [at(460, 1), at(580, 1), at(580, 4.5), at(460, 4.5)],
    };
    const rows = rowsOf(checkLayout(markers, [...shapes, across], OPEN).rows, "one-side-closed");
    expect(rows).toMatchObject([
      {
        status: "flagged",
        rule: { id: "one-side-closed", practice: true },
        shapes: [zone.id, "across"],
        message: { key: "bothSidesClosed", params: { from: 460, to: 520 } },
      },
    ]);
    // Further along, past the works, the second zone closes only the other side: no flag.
    const later = { ...across, points: across.points.map((p) => ({ ...p, lng: p.lng + 0.002 })) };
    expect(
      rowsOf(checkLayout(markers, [...shapes, later], OPEN).rows, "one-side-closed"),
    ).toMatchObject([{ status: "ok" }]);
    // One-way traffic: not for this road.
    expect(
      rowsOf(
        checkLayout(markers, [...shapes, across], { ...OPEN, oneWay: true }).rows,
        "one-side-closed",
      ),
    ).toMatchObject([{ status: "not-applicable" }]);
  });

  it("flags an A 39 moved too far, measured along the axis, for its direction only", () => {
    const { markers, shapes } = laidLayout();
    const { right } = a39With(markers);
    const moved = markers.map((m) => (m.id === right.id ? { ...m, position: at(100, -4.5) } : m));
    const rows = flagged(checkLayout(moved, shapes, OPEN).rows);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      rule: { id: "warning-distance-open" },
      direction: "with",
      markers: [right.id],
      message: { key: "warningOutside", params: { code: "A39", min: 150, max: 250 } },
    });
    expect(rows[0]?.measured).toBeCloseTo(300, 0);
  });

  it("flags a missing A 39 on one side where the limit and narrowing are introduced", () => {
    const { markers, shapes } = laidLayout();
    const { left } = a39With(markers);
    const rows = flagged(
      checkLayout(
        markers.filter((m) => m.id !== left.id),
        shapes,
        OPEN,
      ).rows,
    );
    expect(rows).toMatchObject([
      {
        rule: { id: "a39-both-sides" },
        direction: "with",
        message: { key: "a39MissingLeft", params: { codes: "A43.3, C55" } },
      },
    ]);
  });

  it("flags a sign turned away from its traffic, and a speed limit without its end", () => {
    const { markers, shapes } = laidLayout();
    const c55 = markers.find((m) => m.signCode === "C55" && m.position.lng < at(400, 0).lng);
    const c56 = markers.find((m) => m.signCode === "C56" && m.position.lng > at(520, 0).lng);
    if (!c55 || !c56) throw new Error("the set-up lays C 55 and C 56");
    const changed = markers
      .filter((m) => m.id !== c56.id)
      .map((m) => (m.id === c55.id ? { ...m, rotation: (c55.rotation ?? 0) + 90 } : m));
    const rows = flagged(checkLayout(changed, shapes, OPEN).rows);
    expect(rows.map((row) => [row.rule.id, row.direction, row.markers[0]])).toEqual([
      ["speed-limit-end", "with", c55.id],
      ["sign-facing", "with", c55.id],
    ]);
    expect(rows[1]?.measured).toBeCloseTo(90, 0);
  });

  it("passes the signal set-up's own layout: its signals let one lane serve both ways in turn", () => {
    const { markers, shapes } = laidLayout(SIGNAL_CONTROL_OPEN);
    const withWidth = [...shapes, width(3.2)];
    const rows = checkLayout(markers, withWidth, OPEN).rows;
    expect(flagged(rows)).toEqual([]);
    // A 39 ×2, A 19 and A 43 each way, each 150–250 m before the works.
    const warnings = rowsOf(rows, "warning-distance-open").filter(
      (row) => row.direction === "with",
    );
    expect(warnings.map((row) => Math.round(row.measured ?? 0)).sort()).toEqual([
      160, 200, 240, 240,
    ]);
    expect(rowsOf(rows, "free-width-two-way-traffic-road")[0]).toMatchObject({
      status: "ok",
      message: { key: "freeControlled" },
    });
    // Each direction: its A 19 farther out than its signal, its stop line at the signal.
    expect(rowsOf(rows, "a19-lone-signal").map((row) => [row.direction, row.status])).toEqual([
      ["with", "ok"],
      ["against", "ok"],
    ]);
    expect(rowsOf(rows, "signal-each-way").map((row) => [row.direction, row.status])).toEqual([
      ["with", "ok"],
      ["against", "ok"],
    ]);
    // The closed lane's traffic waits 60 m before the works: A 19 stands 140 m before that.
    expect(rowsOf(rows, "a19-lone-signal")[0]?.measured).toBeCloseTo(140, 0);

    // Broken: one stop line gone, the other direction's signal gone, the A 19s gone.
    const stopLines = shapes.filter((shape) => shape.kind === "stop-line");
    expect(stopLines).toHaveLength(2);
    const oneLine = withWidth.filter((shape) => shape.id !== stopLines[0]?.id);
    const lineRows = rowsOf(checkLayout(markers, oneLine, OPEN).rows, "signal-each-way");
    expect(lineRows.map((row) => row.message.key).sort()).toEqual(["signalOk", "stopLineMissing"]);
    const against = markers.find(
      (marker) => marker.signCode === "X11" && marker.position.lng > at(460, 0).lng,
    ) as Marker;
    const oneSignal = markers.filter((marker) => marker.id !== against.id);
    expect(
      rowsOf(checkLayout(oneSignal, withWidth, OPEN).rows, "signal-each-way").map((row) => [
        row.direction,
        row.message.key,
      ]),
    ).toEqual([
      ["with", "signalOk"],
      ["against", "signalMissing"],
    ]);
    const unwarned = markers.filter((marker) => marker.signCode !== "A19");
    expect(
      rowsOf(checkLayout(unwarned, withWidth, OPEN).rows, "a19-lone-signal").map(
        (row) => row.message.key,
      ),
    ).toEqual(["a19Missing", "a19Missing"]);
    // At 50 km/h A 19 is not required by the speed (BEK 426 § 36): not for this plan.
    const town = checkLayout(unwarned, withWidth, { builtUp: true, speedLimit: 50 }).rows;
    expect(rowsOf(town, "a19-lone-signal")).toMatchObject([{ status: "not-applicable" }]);

    // The planner removes A 19 (the signal is seen in time): the X 11 signals still count.
    const noA19 = markers.filter((marker) => marker.signCode !== "A19");
    expect(rowsOf(checkLayout(noA19, withWidth, OPEN).rows, "lane-width")[0]).toMatchObject({
      status: "ok",
    });
    // Without signals or priority signs, the same width is two lanes of 1.6 m: flagged.
    const none = noA19.filter((marker) => marker.signCode !== "X11");
    expect(flagged(checkLayout(none, withWidth, OPEN).rows).map((row) => row.rule.id)).toEqual([
      "lane-width",
      "free-width-two-way-traffic-road",
    ]);
  });

  it("passes the closed road with its detour signed at every turn, and names a turn left unsigned", () => {
    const { markers, shapes } = laidLayout(ROAD_CLOSED);
    // The detour leaves the road 100 m before the works, goes north, east past them and back.
    const route: PlanShape = {
      id: "detour",
      kind: "detour",
      points: [at(300, 0), at(300, 300), at(600, 300), at(600, 0)],
    };
    const signs: Marker[] = detourSigns(route.points).map((sign, i) => ({ ...sign, id: `f${i}` }));
    expect(signs.map((sign) => sign.value)).toEqual(["↑", "→", "→"]);
    const rows = checkLayout([...markers, ...signs], [...shapes, route], OPEN).rows;
    expect(flagged(rows)).toEqual([]);
    expect(rowsOf(rows, "detour-turns-signed")).toMatchObject([
      { status: "ok", message: { key: "detourSigned", params: { route: 1, turns: 2 } } },
    ]);
    // The second turn's sign gone, the first turn's arrow the wrong way: both named.
    const wrong = signs
      .filter((sign) => sign.id !== "f2")
      .map((sign) => (sign.id === "f1" ? { ...sign, value: "←" } : sign));
    const broken = rowsOf(
      checkLayout([...markers, ...wrong], [...shapes, route], OPEN).rows,
      "detour-turns-signed",
    );
    expect(
      broken.map((row) => [row.status, row.message.params.turn, row.message.params.arrow]),
    ).toEqual([
      ["flagged", 1, "→"],
      ["flagged", 2, "→"],
    ]);
    // Its first sign gone: the start is named.
    const noStart = signs.filter((sign) => sign.id !== "f0");
    expect(
      rowsOf(
        checkLayout([...markers, ...noStart], [...shapes, route], OPEN).rows,
        "detour-turns-signed",
      ),
    ).toMatchObject([{ status: "flagged", message: { key: "detourStartUnsigned" } }]);
    // Without a detour drawn: not for this plan.
    expect(rowsOf(checkLayout(markers, shapes, OPEN).rows, "detour-turns-signed")).toMatchObject([
      { status: "not-applicable", message: { key: "noDetour" } },
    ]);
  });

  it("passes the pavement set-up's walkers' route, and flags a slanted crossing or walkers left across the road", () => {
    const { markers, shapes } = laidLayout(PAVEMENT_CLOSED);
    const town: PlanSettings = { builtUp: true, speedLimit: 50 };
    const rows = checkLayout(markers, shapes, town).rows;
    expect(flagged(rows)).toEqual([]);
    expect(rowsOf(rows, "pedestrian-route-crossings")).toMatchObject([
      { status: "ok", message: { key: "walkersOk", params: { route: 1, crossings: 2 } } },
    ]);
    const route = shapes.find((shape) => shape.kind === "pedestrian-route") as PlanShape;
    // Back across 40 m further on, at a slant; or never back at all.
    const slanted = route.points.map((point, i) => (i === 4 ? at(490, -4.25) : point));
    const stranded = route.points.slice(0, 4);
    const check = (points: LatLng[]) =>
      rowsOf(
        checkLayout(
          markers,
          shapes.map((shape) => (shape.id === route.id ? { ...shape, points } : shape)),
          town,
        ).rows,
        "pedestrian-route-crossings",
      ).map((row) => [row.status, row.message.key]);
    expect(check(slanted)).toEqual([["flagged", "walkersSlant"]]);
    expect(check(stranded)).toEqual([["flagged", "walkersStranded"]]);
  });

  it("flags cones too far apart, a narrow lane without C 41 and a narrow free width without priority", () => {
    const { markers, shapes } = laidLayout();
    const cones = shapes.find((shape) => shape.kind === "cone-line") as PlanShape;
    const wide = shapes.map((s) => (s.id === cones.id ? { ...s, spacing: 25 } : s));
    const spacing = flagged(checkLayout(markers, wide, OPEN).rows);
    expect(spacing).toMatchObject([
      { rule: { id: "cone-spacing-open" }, shapes: [cones.id], measured: 25 },
    ]);
    // Built up, the same layout's 20 m spacing is too wide (6 m there).
    const builtUp = checkLayout(markers, shapes, { builtUp: true, speedLimit: 50 }).rows;
    expect(rowsOf(builtUp, "cone-spacing-built-up")[0]).toMatchObject({ status: "flagged" });
    expect(rowsOf(builtUp, "cone-spacing-open")[0]).toMatchObject({ status: "not-applicable" });

    // 3.2 m free past the works: one lane in turn with B 18/B 19, so no warning.
    const withWidth = [...shapes, width(3.2)];
    const good = checkLayout(markers, withWidth, OPEN).rows;
    expect(rowsOf(good, "lane-width")[0]).toMatchObject({
      status: "ok",
      message: { key: "laneOk" },
    });
    expect(rowsOf(good, "free-width-two-way-traffic-road")[0]).toMatchObject({
      status: "ok",
      message: { key: "freeControlled" },
    });
    expect(rowsOf(good, "free-width-two-way-local-road")[0]).toMatchObject({
      status: "not-applicable",
    });
    // Without the priority signs: two lanes of 1.6 m and a free width below 6.0 m.
    const noPriority = markers.filter((m) => m.signCode !== "B18" && m.signCode !== "B19");
    const rows = flagged(checkLayout(noPriority, withWidth, OPEN).rows);
    expect(rows.map((row) => row.rule.id)).toEqual([
      "lane-width",
      "free-width-two-way-traffic-road",
    ]);
    expect(rows[0]?.measured).toBeCloseTo(1.6, 1);
    // A C 41 signs the narrow lane.
    const c41: Marker = { id: "c41", signCode: "C41", position: at(300, -4.5), rotation: 270 };
    const signed = checkLayout([...noPriority, c41], withWidth, OPEN).rows;
    expect(rowsOf(signed, "lane-width")[0]).toMatchObject({
      status: "ok",
      message: { key: "laneC41" },
    });
  });

  it("built-up and the speed limit change the rows that depend on them", () => {
    const { markers, shapes } = laidLayout();
    const open = checkLayout(markers, shapes, OPEN).rows;
    const builtUp = checkLayout(markers, shapes, { builtUp: true, speedLimit: 80 }).rows;
    expect(rowsOf(open, "warning-distance-built-up")[0]?.status).toBe("not-applicable");
    expect(rowsOf(builtUp, "warning-distance-open")[0]?.status).toBe("not-applicable");
    expect(rowsOf(builtUp, "warning-distance-built-up").every((r) => r.status === "ok")).toBe(true);
    // At 80 km/h the road-marking A 39 row for higher speeds applies; at 50 the low-speed one.
    const slow = checkLayout(markers, shapes, { builtUp: false, speedLimit: 50 }).rows;
    expect(rowsOf(open, "road-marking-a39")[0]?.status).toBe("not-checked");
    expect(rowsOf(open, "road-marking-a39-low-speed")[0]?.status).toBe("not-applicable");
    expect(rowsOf(slow, "road-marking-a39")[0]?.status).toBe("not-applicable");
    expect(rowsOf(slow, "road-marking-a39-low-speed")[0]?.status).toBe("not-checked");
    // A C 55 of 50 at a road limit of 50 introduces no limit: only the narrowing needs A 39s.
    const { left } = a39With(markers);
    const oneSide = markers.filter((m) => m.id !== left.id && m.signCode !== "A43.3");
    const at80 = rowsOf(checkLayout(oneSide, shapes, OPEN).rows, "a39-both-sides");
    const at50 = rowsOf(
      checkLayout(oneSide, shapes, { builtUp: false, speedLimit: 50 }).rows,
      "a39-both-sides",
    );
    expect(at80.find((r) => r.direction === "with")?.status).toBe("flagged");
    expect(at50.find((r) => r.direction === "with")?.status).toBe("not-applicable");
  });

  it("without a road axis measures in a straight line and says what it cannot check", () => {
    const { markers, shapes } = laidLayout();
    const report = checkLayout(
      markers,
      shapes.filter((s) => s.kind !== "road-axis"),
      OPEN,
    );
    expect(report.alongAxis).toBe(false);
    const warnings = rowsOf(report.rows, "warning-distance-open");
    expect(warnings.every((row) => row.message.key.startsWith("straight"))).toBe(true);
    for (const id of ["a39-both-sides", "speed-limit-end", "sign-facing"]) {
      expect(rowsOf(report.rows, id)).toMatchObject([
        { status: "not-applicable", message: { key: "needsAxis" } },
      ]);
    }
  });
});

describe("the checks panel", () => {
  /** The panel on fresh stores that read this plan from storage, as a page load does. */
  async function show(markers: Marker[], shapes: PlanShape[], planSettings = OPEN) {
    localStorage.setItem("markers", JSON.stringify(markers));
    localStorage.setItem("plan", JSON.stringify({ version: 2, shapes, labels: [], planSettings }));
    await loadStores();
    const map = await import("../../client/features/map");
    const planDocument = await import("../../client/features/document");
    const plan = await import("../../client/features/plan");
    const i18n = await import("../../client/lib/i18n");
    const { PlacementChecksPanel } = await import(
      "../../client/features/checks/placement-checks-panel"
    );
    render(<PlacementChecksPanel />);
    const panel = screen.getByRole("region", { name: "Placement checks" });
    return { panel, map, plan, planDocument, i18n, user: userEvent.setup() };
  }

  it("names the flagged row's rule and source, grouped by direction, and shows the sign", async () => {
    const { markers, shapes } = laidLayout();
    const { right } = a39With(markers);
    const moved = markers.map((m) => (m.id === right.id ? { ...m, position: at(100, -4.5) } : m));
    const { panel, planDocument, user } = await show(moved, shapes);
    expect(within(panel).getByRole("status").textContent).toBe("1 warning.");
    const along = within(panel).getByRole("region", { name: "Traffic along the road axis" });
    const item = within(along)
      .getAllByRole("listitem")
      .find((li) => li.textContent?.startsWith("Warning:"));
    expect(item?.textContent).toMatch(
      /^Warning: A39 stands 300 m before the works: outside 150–250 m, and no distance sub-sign\. Rule: warning signs outside a built-up area \(BEK nr\. 425 .*§ 11.*; secondary source\)/,
    );
    await user.click(
      within(item as HTMLElement).getByRole("button", { name: "Show A39 on the map" }),
    );
    expect(planDocument.$selectedMarkerId.get()).toBe(right.id);
    // Rules without a source are listed as not checked, with why.
    const notChecked = within(panel).getByRole("region", { name: "Not checked" });
    expect(
      within(notChecked)
        .getByText(/taper length/)
        .closest("li")?.textContent,
    ).toMatch(
      /^Not checked: No source found for this rule, so it is not checked\. Rule: taper length$/,
    );
  });

  it("selects a shape on the map from its row", async () => {
    const { markers, shapes } = laidLayout();
    const cones = shapes.find((shape) => shape.kind === "cone-line") as PlanShape;
    const wide = shapes.map((s) => (s.id === cones.id ? { ...s, spacing: 25 } : s));
    const { panel, plan, user } = await show(markers, wide);
    const whole = within(panel).getByRole("region", { name: "The whole layout" });
    await user.click(within(whole).getByRole("button", { name: "Show cone line on the map" }));
    expect(plan.$selectedShape.get()?.id).toBe(cones.id);
  });

  it("follows the built-up setting, and reads in Danish", async () => {
    const { markers, shapes } = laidLayout();
    const { panel, i18n, user } = await show(markers, shapes);
    expect(within(panel).getByRole("status").textContent).toBe("No warnings.");
    await user.click(within(panel).getByRole("checkbox", { name: "Inside a built-up area" }));
    // 20 m between cones is too far apart in a built-up area.
    expect(within(panel).getByRole("status").textContent).toBe("1 warning.");
    await act(async () => {
      i18n.chooseLocale("da");
      await i18n.prepareTranslations();
    });
    const region = screen.getByRole("region", { name: "Kontrol af placering" });
    expect(within(region).getByRole("status").textContent).toBe("1 advarsel.");
    within(region).getByRole("region", { name: "Kørselsretning med vejaksen" });
    within(region).getByRole("region", { name: "Ikke kontrolleret" });
    within(region).getByRole("button", { name: "Vis keglerække på kortet" });
  });
});
