import { describe, expect, it } from "vitest";
import type { MapPort } from "../../client/lib/map-port";
import { loadStores } from "./persistence-support";

const p = (lat: number, lng: number) => ({ lat: 55.4 + lat, lng: 10.4 + lng });

/**
 * Fresh stores, and a map port's sign and shape layers wired as app/map-layers.tsx wires
 * them: the gesture layers hand what is done to an item to the tools' dispatcher. The map
 * is flat here: a pixel is 1e-5° either way (y grows southward).
 */
async function loadItemGestures() {
  const stores = await loadStores();
  const [
    draw,
    plan,
    selection,
    tools,
    { attachSignGestures },
    { attachShapeGestures },
    { attachRotationGestures },
  ] = await Promise.all([
    import("../../client/features/plan/draw-store"),
    import("../../client/features/document/plan-store"),
    import("../../client/features/document/selection-store"),
    import("../../client/features/plan/tools/item-dispatcher"),
    import("../../client/features/map/sign-gestures"),
    import("../../client/features/plan/shape-gestures"),
    import("../../client/features/map/rotation-gestures"),
  ]);
  const signLayer = document.createElement("div");
  const shapeLayer = document.createElement("div");
  document.body.append(shapeLayer, signLayer);
  const port = {
    signLayer,
    shapeLayer,
    toPixel: ({ lat, lng }) => ({ x: lng * 1e5, y: -lat * 1e5 }),
    toLatLng: ({ x, y }) => ({ lat: -y / 1e5, lng: x / 1e5 }),
  } as Pick<MapPort, "signLayer" | "shapeLayer" | "toPixel" | "toLatLng"> as MapPort;
  const items = tools.itemDispatcher(port);
  const zoomed: string[] = [];
  attachSignGestures(port, items, (key) => zoomed.push(key));
  attachShapeGestures(port, items, () => undefined);
  attachRotationGestures(port, items, (id) => {
    const marker = stores.markers.$markers.get().find((item) => item.id === id);
    return marker ? (marker.rotation ?? 0) : null;
  });

  /** An element of a layer, with these data attributes. */
  const item = (layer: HTMLElement, data: Record<string, string>) => {
    const element = document.createElement("button");
    for (const [name, value] of Object.entries(data)) element.dataset[name] = value;
    layer.append(element);
    return element;
  };
  const pointer = (target: Element, type: string, x: number, y: number) =>
    target.dispatchEvent(
      new PointerEvent(type, { bubbles: true, button: 0, pointerId: 1, clientX: x, clientY: y }),
    );
  /** A press at 100,100, moved by dx, dy in two steps and let go; then the browser's click. */
  const drag = (target: Element, dx: number, dy: number, init: MouseEventInit = {}) => {
    pointer(target, "pointerdown", 100, 100);
    pointer(target, "pointermove", 100 + dx / 2, 100 + dy / 2);
    pointer(target, "pointermove", 100 + dx, 100 + dy);
    pointer(target, "pointerup", 100 + dx, 100 + dy);
    target.dispatchEvent(new MouseEvent("click", { bubbles: true, ...init }));
  };
  const click = (target: Element, init: MouseEventInit = {}) =>
    target.dispatchEvent(new MouseEvent("click", { bubbles: true, ...init }));
  const key = (target: Element, key: string, init: KeyboardEventInit = {}) =>
    target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, ...init }));
  return {
    ...stores,
    draw,
    plan,
    selection,
    item,
    drag,
    click,
    key,
    signLayer,
    shapeLayer,
    zoomed,
  };
}

describe("what is done to an item on the map goes through the tools' dispatcher", () => {
  it("a drag on a sign with the select tool moves it, as one undo step, and its click is swallowed", async () => {
    const { markers, selection, item, drag, click, signLayer } = await loadItemGestures();
    const sign = markers.addMarker({ position: p(0, 0), signCode: "A39" });
    const element = item(signLayer, { markerId: sign.id });
    drag(element, 30, -20);
    const [moved] = markers.$markers.get();
    expect(moved?.position.lng).toBeCloseTo(p(0, 0.0003).lng, 9);
    expect(moved?.position.lat).toBeCloseTo(p(0.0002, 0).lat, 9);
    expect(element.style.translate).toBe("");
    // The click the browser sends after the drag selects nothing; a click of its own does.
    expect(selection.$selectedMarkerId.get()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    click(element);
    expect(selection.$selectedMarkerId.get()).toBe(sign.id);
    markers.undoMapEdit();
    expect(markers.$markers.get()[0]?.position).toEqual(sign.position);
  });

  it("Shift-click makes a group; dragging one of it, with the sign tool too, moves them all in one undo step", async () => {
    const { markers, draw, selection, item, drag, click, key, signLayer } =
      await loadItemGestures();
    const a = markers.addMarker({ position: p(0, 0), signCode: "A39" });
    const b = markers.addMarker({ position: p(0.001, 0.001), signCode: "B11" });
    const aElement = item(signLayer, { markerId: a.id });
    const bElement = item(signLayer, { markerId: b.id });
    draw.chooseTool("sign");
    click(aElement);
    click(bElement, { shiftKey: true });
    expect(selection.$group.get()).toEqual([
      { type: "marker", id: a.id },
      { type: "marker", id: b.id },
    ]);
    drag(bElement, 0, 50);
    const lats = markers.$markers.get().map((marker) => marker.position.lat);
    expect(lats[0]).toBeCloseTo(p(-0.0005, 0).lat, 9);
    expect(lats[1]).toBeCloseTo(p(0.0005, 0).lat, 9);
    markers.undoMapEdit();
    expect(markers.$markers.get().map((marker) => marker.position)).toEqual([
      a.position,
      b.position,
    ]);
    // Keys on the focused sign: an arrow nudges the group 10 px (Shift: 1 px); Delete removes it.
    key(aElement, "ArrowRight", { shiftKey: true });
    expect(markers.$markers.get()[1]?.position.lng).toBeCloseTo(p(0, 0.00101).lng, 9);
    key(aElement, "Delete");
    expect(markers.$markers.get().map((marker) => marker.id)).toEqual([b.id]);
  });

  it("a cluster's click zooms in; a shape's drag moves it; the line tool's finishing point finishes", async () => {
    const { draw, plan, item, drag, click, signLayer, shapeLayer, zoomed } =
      await loadItemGestures();
    click(item(signLayer, { clusterKey: "c1" }));
    expect(zoomed).toEqual(["c1"]);
    const shape = plan.addShape({ kind: "closure", points: [p(0, 0), p(0, 0.001)] });
    if (!shape) throw new Error("no shape");
    const outline = item(shapeLayer, { shapeId: shape.id });
    drag(outline, 10, 0);
    expect(plan.$shapes.get()[0]?.points[1]?.lng).toBeCloseTo(p(0, 0.0011).lng, 9);
    draw.chooseTool("line");
    draw.addDraftPoint(p(0, 0));
    draw.addDraftPoint(p(0.001, 0));
    click(item(shapeLayer, { finish: "" }));
    expect(plan.$shapes.get()).toHaveLength(2);
    expect(draw.$drawTool.get()).toBe("select");
  });

  it("a sign's knob dragged round turns it where it is let go; on the focused knob the arrows turn it", async () => {
    const { markers, signLayer, key } = await loadItemGestures();
    const sign = markers.addMarker({ position: p(0, 0), signCode: "A39" });
    const ring = document.createElement("div");
    ring.dataset.rotationRing = sign.id;
    const knob = document.createElement("span");
    knob.dataset.rotationFor = sign.id;
    ring.append(knob);
    signLayer.append(ring);
    // The ring's corner (0,0 here) is the sign's centre: a pointer due east of it is 90°.
    const at = (type: string, x: number, y: number) =>
      knob.dispatchEvent(
        new PointerEvent(type, { bubbles: true, button: 0, pointerId: 2, clientX: x, clientY: y }),
      );
    at("pointerdown", 0, -40);
    at("pointermove", 40, 2);
    expect(markers.$markers.get()[0]?.rotation).toBeUndefined();
    at("pointerup", 40, 2);
    expect(markers.$markers.get()[0]?.rotation).toBe(90);
    markers.undoMapEdit();
    expect(markers.$markers.get()[0]?.rotation).toBeUndefined();
    key(knob, "ArrowRight");
    expect(markers.$markers.get()[0]?.rotation).toBe(15);
    key(knob, "ArrowLeft", { shiftKey: true });
    expect(markers.$markers.get()[0]?.rotation).toBe(14);
    key(knob, "Home");
    expect(markers.$markers.get()[0]?.rotation).toBeUndefined();
  });
});
