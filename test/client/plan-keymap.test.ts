import { describe, expect, it } from "vitest";
import { loadStores } from "./persistence-support";

/** Fresh stores with the map screen's keymap and tools. */
async function loadKeymap() {
  const stores = await loadStores();
  const draw = await import("../../client/features/plan/draw-store");
  const plan = await import("../../client/features/document/plan-store");
  const selection = await import("../../client/features/document/selection-store");
  const keymap = await import("../../client/features/plan/tools/keymap");
  /** A key pressed with the focus on `target`, as the document's listener receives it. */
  const press = (
    key: string,
    target: HTMLElement = document.body,
    init: KeyboardEventInit = {},
  ) => {
    const code = /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : key;
    const event = new KeyboardEvent("keydown", {
      key,
      code,
      bubbles: true,
      cancelable: true,
      ...init,
    });
    target.dispatchEvent(event);
    return keymap.handleMapKey(event);
  };
  return { ...stores, draw, plan, selection, press };
}

const p = (lat: number, lng: number) => ({ lat: 55.4 + lat, lng: 10.4 + lng });

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
) {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  document.body.append(created);
  return created;
}

describe("the map screen's keymap", () => {
  it("chooses tools by their letters anywhere but where typing goes", async () => {
    const { draw, press } = await loadKeymap();
    expect(press("l")).toBe(true);
    expect(draw.$drawTool.get()).toBe("line");
    expect(press("m", element("input", { type: "text" }))).toBe(false);
    expect(press("a", element("textarea"))).toBe(false);
    expect(press("t", element("select"))).toBe(false);
    expect(draw.$drawTool.get()).toBe("line");
    // A button keeps its own keys (Enter, Space), not the letters.
    expect(press("a", element("button"))).toBe(true);
    expect(draw.$drawTool.get()).toBe("area");
    expect(press("m", element("input", { type: "checkbox" }))).toBe(true);
    expect(draw.$drawTool.get()).toBe("measure");
  });

  it("hands Enter and Backspace to the drawing tool, but not from a button", async () => {
    const { draw, plan, press } = await loadKeymap();
    press("l");
    for (const point of [p(0, 0), p(0, 0.001), p(0.001, 0.001)]) draw.addDraftPoint(point);
    expect(press("Backspace")).toBe(true);
    expect(draw.$draft.get()).toHaveLength(2);
    expect(press("Enter", element("button"))).toBe(false);
    expect(plan.$shapes.get()).toEqual([]);
    expect(press("Enter")).toBe(true);
    expect(plan.$shapes.get()).toHaveLength(1);
    // Nothing under way: Enter is nobody's, and the browser keeps it.
    expect(press("Enter")).toBe(false);
  });

  it("Escape drops the drawing, then the tool, then the selection, wherever the focus is", async () => {
    const { draw, press, selection } = await loadKeymap();
    press("a");
    draw.addDraftPoint(p(0, 0));
    // A field keeps its other keys, but not Escape (issue 22 item 3).
    expect(press("a", element("input"))).toBe(false);
    expect(draw.$drawTool.get()).toBe("area");
    expect(draw.$draft.get()).toHaveLength(1);
    expect(press("Escape", element("input"))).toBe(true);
    expect(draw.$draft.get()).toEqual([]);
    expect(draw.$drawTool.get()).toBe("area");
    press("Escape", element("button"));
    expect(draw.$drawTool.get()).toBe("select");
    draw.selectShape("s1");
    press("Escape");
    expect(draw.$selectedShape.get()).toBeNull();
    // A sign selected, the focus in its editor's text field: Escape lets go of it too.
    selection.selectMarker("m1");
    expect(press("Escape", element("textarea"))).toBe(true);
    expect(selection.$selectedMarkerId.get()).toBeNull();
  });

  it("turns the selected sign with R and undoes and redoes with Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y", async () => {
    const { markers, selection, press } = await loadKeymap();
    const sign = markers.addMarker({ position: p(0, 0), signCode: "A39" });
    const rotation = () => markers.$markers.get()[0]?.rotation ?? 0;
    // No sign selected: R is nobody's.
    expect(press("r")).toBe(false);
    selection.selectMarker(sign.id);
    press("r");
    expect(rotation()).toBe(15);
    press("R", document.body, { shiftKey: true });
    press("R", document.body, { shiftKey: true });
    expect(rotation()).toBe(345);
    press("r", document.body, { altKey: true });
    expect(rotation()).toBe(346);
    // Typing R in a text field types; a slider keeps only its arrows.
    expect(press("r", element("input", { type: "text" }))).toBe(false);
    expect(press("ArrowRight", element("div", { role: "slider" }))).toBe(false);
    expect(press("r", element("div", { role: "slider" }))).toBe(true);
    expect(rotation()).toBe(1);
    press("z", document.body, { ctrlKey: true });
    expect(rotation()).toBe(346);
    press("z", document.body, { metaKey: true, shiftKey: true });
    expect(rotation()).toBe(1);
    press("z", document.body, { ctrlKey: true });
    press("y", document.body, { ctrlKey: true });
    expect(rotation()).toBe(1);
    // Ctrl+R stays the browser's reload.
    expect(press("r", document.body, { ctrlKey: true })).toBe(false);
  });

  it("turns the selected sign about with F, one undo step; a field keeps it, Ctrl+F is the browser's", async () => {
    const { markers, selection, press } = await loadKeymap();
    const sign = markers.addMarker({ position: p(0, 0), signCode: "A39", rotation: 270 });
    const rotation = () => markers.$markers.get()[0]?.rotation ?? 0;
    expect(press("f")).toBe(false);
    selection.selectMarker(sign.id);
    expect(press("f")).toBe(true);
    expect(rotation()).toBe(90);
    expect(press("F", document.body, { shiftKey: true })).toBe(false);
    expect(press("f", element("input", { type: "text" }))).toBe(false);
    expect(press("f", document.body, { ctrlKey: true })).toBe(false);
    expect(rotation()).toBe(90);
    press("f");
    expect(rotation()).toBe(270);
    press("z", document.body, { ctrlKey: true });
    expect(rotation()).toBe(90);
    press("z", document.body, { ctrlKey: true });
    expect(rotation()).toBe(270);
  });

  it("pastes with Ctrl+V pressed right after the first Ctrl+C, while the copy's code still loads", async () => {
    const { draw, markers, selection, press } = await loadKeymap();
    const sign = markers.addMarker({ position: p(0, 0), signCode: "A39" });
    selection.selectMarker(sign.id);
    expect(press("c", document.body, { ctrlKey: true })).toBe(true);
    // The pointer moves across the road, and Ctrl+V follows at once: before the selection's
    // module (loaded by the first Ctrl+C) has run the copy.
    draw.$mapPointer.set(p(0.0001, 0));
    expect(press("v", document.body, { ctrlKey: true })).toBe(true);
    draw.$mapPointer.set(p(0.0005, 0));
    await expect.poll(() => markers.$markers.get().length).toBe(2);
    // Pasted where the pointer was when V was pressed, not where it went next.
    expect(markers.$markers.get()[1]?.position).toEqual(p(0.0001, 0));
  });

  it("lists F in the shortcuts dialog's lines", async () => {
    const keymap = await import("../../client/features/plan/tools/keymap");
    expect(keymap.MAP_SHORTCUTS).toContainEqual({ keys: "F", does: "turnAbout" });
  });
});
