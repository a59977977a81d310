import { describe, expect, it, vi } from "vitest";
import { loadStores } from "./persistence-support";

/** Fresh stores, with the drawing tools and the plan they draw into. */
async function loadDrawing() {
  const stores = await loadStores();
  const draw = await import("../../client/features/plan/draw-store");
  const plan = await import("../../client/features/document/plan-store");
  const tools = await import("../../client/features/plan/tools/tool-dispatcher");
  const selection = await import("../../client/features/document/selection-store");
  // A click on the map as the port hands it to the tools (app/map-layers.tsx).
  const clicks = {
    clickMap: (at: { lat: number; lng: number }) =>
      tools.dispatchMapClick(at, { toPixel: () => null }),
  };
  return { ...stores, draw, plan, clicks, selection };
}

const p = (lat: number, lng: number) => ({ lat: 55.4 + lat, lng: 10.4 + lng });

describe("the drawing tools", () => {
  it("mark a road picked with the axis tool as the axis even when another tool is taken before the pick has run", async () => {
    const { draw, plan } = await loadDrawing();
    const tools = await import("../../client/features/plan/tools/tool-dispatcher");
    // About 1.6 px a metre, as MapLibre's zoom 17 here: the click is on the road.
    const toPixel = (at: { lat: number; lng: number }) => ({ x: at.lng * 1e5, y: -at.lat * 1e5 });
    const road = { points: [p(0, 0), p(0, 0.004)] };
    draw.chooseTool("axis");
    tools.dispatchMapClick(p(0, 0.002), { toPixel, roadLines: () => [road] });
    // A quick tap on "Lay a set-up" while the pick's code is still loading.
    draw.chooseTool("setup");
    await vi.waitFor(() => expect(plan.$shapes.get()).toHaveLength(1));
    expect(plan.$shapes.get()[0]).toMatchObject({ kind: "road-axis" });
    expect(draw.$drawTool.get()).toBe("setup");
    expect(draw.$draft.get()).toEqual([]);
    // Picked with the tool still in hand, the axis is selected and the tool is put down.
    draw.chooseTool("axis");
    tools.dispatchMapClick(p(0.01, 0.002), {
      toPixel,
      roadLines: () => [{ points: [p(0.01, 0), p(0.01, 0.004)] }],
    });
    await vi.waitFor(() => expect(plan.$shapes.get()).toHaveLength(2));
    expect(draw.$drawTool.get()).toBe("select");
  });

  it("finish a line only once it has two points, and select it", async () => {
    const { draw, plan } = await loadDrawing();
    draw.chooseTool("line");
    draw.addDraftPoint(p(0, 0));
    expect(draw.finishDraft()).toBe(false);
    expect(draw.$drawMessage.get()).toBe("A line needs at least 2 points");
    expect(plan.$shapes.get()).toEqual([]);
    draw.addDraftPoint(p(0, 0.001));
    expect(draw.finishDraft()).toBe(true);
    const [shape] = plan.$shapes.get();
    expect(shape).toMatchObject({ kind: "closure", points: [p(0, 0), p(0, 0.001)] });
    expect(draw.$selectedShape.get()).toEqual({ id: shape?.id, vertex: null });
    expect(draw.$drawTool.get()).toBe("select");
    expect(draw.$draft.get()).toEqual([]);
  });

  it("mark the road axis with its own tool: a line of its own kind, named, and left off the printed plan", async () => {
    const { draw, plan, clicks } = await loadDrawing();
    draw.chooseTool("axis");
    clicks.clickMap(p(0, 0));
    clicks.clickMap(p(0, 0.01));
    clicks.clickMap({ lat: 55.401, lng: 10.42 });
    expect(draw.finishDraft()).toBe(true);
    const [axis] = plan.$shapes.get();
    expect(axis).toMatchObject({
      kind: "road-axis",
      points: [p(0, 0), p(0, 0.01), { lat: 55.401, lng: 10.42 }],
    });
    const { shapeName } = await import("../../client/features/plan/shape-look");
    expect(shapeName(axis as NonNullable<typeof axis>)).toBe("Road axis, 1.27 km");

    plan.addShape({ kind: "work-zone", points: [p(0, 0.004), p(0, 0.005), p(0.0001, 0.005)] });
    const { measureShapes } = await import("../../client/features/print/plan-document");
    const printed = measureShapes(plan.$shapes.get());
    expect(printed.shapes.map((item) => [item.tag, item.shape.kind])).toEqual([
      ["A1", "work-zone"],
    ]);
    expect(printed.kinds.map((total) => total.kind)).toEqual(["work-zone"]);
  });

  it("draw an area of the chosen kind; Backspace and Escape take points back", async () => {
    const { draw, plan } = await loadDrawing();
    draw.chooseTool("area");
    draw.chooseAreaKind("closed-area");
    for (const point of [p(0, 0), p(0, 0.001), p(0.001, 0.001), p(0.002, 0)]) {
      draw.addDraftPoint(point);
    }
    draw.removeDraftPoint();
    expect(draw.$draft.get()).toHaveLength(3);
    draw.finishDraft();
    expect(plan.$shapes.get()[0]).toMatchObject({ kind: "closed-area" });
    expect(plan.$shapes.get()[0]?.points).toHaveLength(3);

    draw.chooseTool("area");
    draw.addDraftPoint(p(0.01, 0));
    draw.cancelDrawing();
    expect(draw.$draft.get()).toEqual([]);
    expect(draw.$drawTool.get()).toBe("area");
    draw.cancelDrawing();
    expect(draw.$drawTool.get()).toBe("select");
    expect(plan.$shapes.get()).toHaveLength(1);
  });

  it("measure clicked points without changing the plan, and the map's clicks go to the tool", async () => {
    const { draw, plan, clicks, markers, selection } = await loadDrawing();
    draw.chooseTool("measure");
    clicks.clickMap(p(0, 0));
    clicks.clickMap(p(0.001, 0));
    clicks.clickMap(p(0.001, 0.001));
    const { segments, total } = draw.$measurement.get();
    // 0.001° of latitude is 111.2 m; of longitude at 55.4° N, 63.2 m.
    expect(segments[0]).toBeCloseTo(111.2, 0);
    expect(segments[1]).toBeCloseTo(63.2, 0);
    expect(total).toBeCloseTo(174.4, 0);
    expect(markers.$markers.get()).toEqual([]);
    expect(plan.$shapes.get()).toEqual([]);
    draw.cancelDrawing();
    expect(draw.$measurePoints.get()).toEqual([]);
    // The select tool places nothing: a click on the empty map lets go of the selection.
    draw.chooseTool("select");
    draw.selectShape("s1");
    clicks.clickMap(p(0, 0));
    expect(markers.$markers.get()).toEqual([]);
    expect(draw.$selectedShape.get()).toBeNull();
    // The sign tool places the chosen sign, selected at once, and stays for the next.
    draw.chooseTool("sign");
    clicks.clickMap(p(0, 0));
    expect(markers.$markers.get()).toHaveLength(1);
    expect(selection.$selectedMarkerId.get()).toBe(markers.$markers.get()[0]?.id);
    expect(draw.$drawTool.get()).toBe("sign");
  });

  it("place a text label where the text tool was clicked; an empty text places nothing", async () => {
    const { draw, plan, clicks } = await loadDrawing();
    draw.chooseTool("text");
    clicks.clickMap(p(0, 0));
    expect(draw.$labelDraft.get()).toEqual(p(0, 0));
    expect(draw.placeLabel("   ")).toBe(false);
    expect(draw.placeLabel(" Road closed ")).toBe(true);
    const [label] = plan.$labels.get();
    expect(label).toMatchObject({ position: p(0, 0), text: "Road closed" });
    expect(draw.$selectedLabelId.get()).toBe(label?.id);
  });

  it("keep one thing selected: picking a sign lets go of a shape", async () => {
    const { draw } = await loadDrawing();
    const selection = await import("../../client/features/document/selection-store");
    draw.selectShape("s1", 2);
    expect(draw.$selectedShape.get()).toEqual({ id: "s1", vertex: 2 });
    selection.selectMarker("m1");
    expect(draw.$selectedShape.get()).toBeNull();
    draw.selectLabel("l1");
    expect(selection.$selectedMarkerId.get()).toBeNull();
  });

  it("keep one selection of item references: one item with its editor, or a group of two or more", async () => {
    const { draw, selection } = await loadDrawing();
    const shape = { type: "shape", id: "s1" } as const;
    const sign = { type: "marker", id: "m1" } as const;
    const label = { type: "label", id: "l1" } as const;
    draw.selectShape("s1", 1);
    expect(selection.$selection.get()).toEqual({ items: [shape], vertex: 1 });
    // Letting go of "the selected sign" leaves a shape selected.
    selection.selectMarker(null);
    expect(draw.$selectedShape.get()).toEqual({ id: "s1", vertex: 1 });

    // Shift-click a sign and a label: a group, no single item's editor, no vertex.
    draw.toggleSelected(sign);
    draw.toggleSelected(label);
    expect(selection.$group.get()).toEqual([shape, sign, label]);
    expect(selection.$selection.get().vertex).toBeNull();
    expect(draw.$selectedShape.get()).toBeNull();
    expect(selection.$selectedMarkerId.get()).toBeNull();
    expect(draw.$selectedLabelId.get()).toBeNull();
    expect([...selection.$selectedMarkerIds.get()]).toEqual(["m1"]);
    // A box over items already selected adds each once.
    draw.addToSelection([sign, { type: "marker", id: "m2" }]);
    expect(draw.selectedRefs()).toEqual([shape, sign, label, { type: "marker", id: "m2" }]);

    // Taken out one by one down to one item: that item is selected, with its editor.
    draw.toggleSelected(shape);
    draw.toggleSelected(label);
    draw.toggleSelected({ type: "marker", id: "m2" });
    expect(selection.$group.get()).toEqual([]);
    expect(selection.$selectedMarkerId.get()).toBe("m1");
    draw.clearSelection();
    expect(selection.$selection.get()).toEqual({ items: [], vertex: null });
  });

  it("place a new sign facing the traffic on its side of a road axis, or of the map's road, in one undo step", async () => {
    const { draw, clicks, markers } = await loadDrawing();
    const tools = await import("../../client/features/plan/tools/tool-dispatcher");
    const placed = async (count: number) => {
      await vi.waitFor(() => expect(markers.$markers.get()).toHaveLength(count));
      return markers.$markers.get()[count - 1]?.rotation ?? 0;
    };
    // A road axis drawn west to east, about 250 m.
    draw.chooseTool("axis");
    clicks.clickMap(p(0, 0));
    clicks.clickMap(p(0, 0.004));
    expect(draw.finishDraft()).toBe(true);
    draw.chooseTool("sign");
    // 5 m south of it, the eastbound traffic's verge: facing west, toward it.
    clicks.clickMap(p(-0.000045, 0.002));
    expect(await placed(1)).toBe(270);
    // 5 m north: facing east, toward the westbound traffic.
    clicks.clickMap(p(0.000045, 0.002));
    expect(await placed(2)).toBe(90);
    // 100 m off: as before, facing north.
    clicks.clickMap(p(0.0009, 0.002));
    expect(await placed(3)).toBe(0);
    // Each sign was one step.
    markers.undoMapEdit();
    markers.undoMapEdit();
    expect(markers.$markers.get()).toHaveLength(1);
    expect(markers.$markers.get()[0]?.rotation).toBe(270);
    // Beside a road of the map's own (MapLibre's), far from the axis: along that road.
    const road = { points: [p(0.01, 0), p(0.01, 0.004)] };
    tools.dispatchMapClick(p(0.01 - 0.000045, 0.002), {
      toPixel: () => null,
      roadLines: () => [road],
    });
    expect(await placed(2)).toBe(270);
  });
});
