import { act, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignFace, SignFacePicture } from "../../client/lib/plan-drawing/sign-face";
import { signValueFromInput } from "../../client/lib/sign-values";
import { renderMapScreen } from "./map-screen-support";

/**
 * The faces that carry a value since issue 26 item 1: the exit's advisory speed (E 41), the
 * speed zone and its end (E 68,4, E 69,4), the day plates (U 3,2, U 3,5) and the time plates
 * of three lines (U 3,3, U 3,6), drawn with the value a planner gives them and edited in the
 * selected sign's panel.
 */

afterEach(() => vi.restoreAllMocks());

const here = { lat: 55.6761, lng: 12.5683 };

/** The texts written on a drawn face, top to bottom, with the colour each is drawn in. */
const written = (face: Element) =>
  [...face.querySelectorAll("text")].map((text) => ({
    text: text.textContent,
    ink: text.getAttribute("fill"),
  }));

/** The selected sign's face at the top of its panel. */
const editorFace = (editor: HTMLElement) => {
  const face = editor.querySelector(".marker-editor-sign svg.sign-picture");
  if (!face) throw new Error("the panel draws no face with a value");
  return face;
};

describe("a face drawn with its value", () => {
  it.each([
    ["E41", "60"],
    ["E68.4", "30"],
    ["E69.4", "30"],
    ["U3.2", "Lørdag"],
    ["U3.5", "Man-fre"],
  ])("%s writes %s over the picture", (code, value) => {
    render(<SignFacePicture code={code} value={value} size={100} />);
    const face = screen.getByRole("img", { name: code });
    expect(face.querySelector("image")?.getAttribute("href")).toBe(`/signs/${code}.svg`);
    expect(written(face).map((line) => line.text)).toEqual([value]);
  });

  it("E 69,4 writes its number grey, under the end sign's black stripes", () => {
    render(<SignFacePicture code="E69.4" value="30" size={100} />);
    const face = screen.getByRole("img", { name: "E69.4" });
    expect(written(face)[0]?.ink).toBe("#a8aaab");
    expect(face.querySelectorAll("g[stroke='#000000'] line")).toHaveLength(5);
  });

  it.each([
    ["U3.3", "#000000"],
    ["U3.6", "#ffffff"],
  ])("%s writes each line of its hours, the third in red as its picture does", (code, ink) => {
    render(<SignFacePicture code={code} value={"7-16\n(8-12)\n10-14"} size={100} />);
    expect(written(screen.getByRole("img", { name: code }))).toEqual([
      { text: "7-16", ink },
      { text: "(8-12)", ink },
      { text: "10-14", ink: "#ff0000" },
    ]);
  });

  it("without a value of its own, a face is its picture: nothing is written over it", () => {
    const { container } = render(
      <svg role="img" aria-label="faces">
        {["E41", "E68.4", "E69.4", "U3.2", "U3.3"].map((code) => (
          <SignFace key={code} code={code} href={`/signs/${code}.svg`} width={40} />
        ))}
      </svg>,
    );
    expect(container.querySelectorAll("image")).toHaveLength(5);
    expect(container.querySelectorAll("text, rect, circle")).toHaveLength(0);
  });
});

describe("a plate's lines as they are kept", () => {
  it("one line feed between them, each trimmed, as many as the face holds", () => {
    expect(signValueFromInput("U3.3", " 8-17 \r\n(8-14)\r\n9-12\n\n")).toBe("8-17\n(8-14)\n9-12");
    expect(signValueFromInput("U3.3", "8-17\n\n9-12")).toBe("8-17\n\n9-12");
    // A marker's texts are kept trimmed: an empty first line does not stay.
    expect(signValueFromInput("U3.3", "\n(8-14)\n9-12")).toBe("(8-14)\n9-12");
    expect(signValueFromInput("U3.3", "1\n2\n3\n4")).toBeNull();
    expect(signValueFromInput("U3.2", "Lørdag\nSøndag")).toBeNull();
    expect(signValueFromInput("U3.2", " Lørdag ")).toBe("Lørdag");
    expect(signValueFromInput("E41", "70")).toBe("70");
  });
});

describe("the selected sign's panel", () => {
  it("sets E 41's speed, and a U 3,3 plate's hours line by line, drawn on their faces", async () => {
    const { user, markers } = await renderMapScreen();
    act(() => {
      markers.addMarker({ position: here, signCode: "E41" });
      markers.addMarker({ position: here, signCode: "C55", subSigns: [{ code: "U3.3" }] });
    });
    const list = await screen.findByRole("region", { name: "Signs on the map (2)" });
    await user.click(within(list).getByRole("button", { name: "E41 sign" }));
    const editor = await screen.findByRole("region", { name: "Selected sign" });
    const speed = await within(editor).findByRole("combobox", {
      name: "Speed limit on the sign (km/h)",
    });
    expect(within(speed).getAllByRole("option")[0]?.textContent).toBe("As pictured (40)");
    await user.selectOptions(speed, "70");
    expect(markers.$markers.get()[0]?.value).toBe("70");
    await waitFor(() =>
      expect(written(editorFace(editor))).toEqual([{ text: "70", ink: "#000000" }]),
    );

    await user.click(within(list).getByRole("button", { name: "C55 sign" }));
    const hours = within(editor).getByRole("textbox", { name: "Text on U3.3" });
    expect(hours.localName).toBe("textarea");
    // Its example is the picture's three lines.
    expect(hours.getAttribute("placeholder")).toBe("8-17\n(8-14)\n9-12");
    // A fourth line is not taken: the plate holds three.
    await user.type(hours, "7-16{Enter}(8-12){Enter}10-14{Enter}");
    expect((hours as HTMLTextAreaElement).value).toBe("7-16\n(8-12)\n10-14");
    await user.tab();
    expect(markers.$markers.get()[1]?.subSigns).toEqual([
      { code: "U3.3", text: "7-16\n(8-12)\n10-14" },
    ]);
    // The plate under the sign in the panel shows the hours on its face, the third line red.
    await waitFor(() => {
      const plate = within(editor).getByRole("listitem").querySelector("svg");
      expect(plate && written(plate)).toEqual([
        { text: "7-16", ink: "#000000" },
        { text: "(8-12)", ink: "#000000" },
        { text: "10-14", ink: "#ff0000" },
      ]);
    });
  });

  it("turns a detour sign's arrow (F 34,1) left, ahead or right, drawn on its face", async () => {
    const { user, markers } = await renderMapScreen();
    act(() => {
      markers.addMarker({ position: here, signCode: "F34.1" });
    });
    const list = await screen.findByRole("region", { name: "Signs on the map (1)" });
    await user.click(within(list).getByRole("button", { name: "F34.1 sign" }));
    const editor = await screen.findByRole("region", { name: "Selected sign" });
    const arrow = await within(editor).findByRole("combobox", { name: "Arrow on the sign" });
    expect(
      within(arrow)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["No arrow (as pictured)", "← Left", "↑ Straight ahead", "→ Right"]);
    await user.selectOptions(arrow, "← Left");
    expect(markers.$markers.get()[0]?.value).toBe("←");
    // Drawn as a white arrow in the green above the route's mark, pointing left: the
    // right-pointing shape turned half round.
    await waitFor(() => {
      const mark = editorFace(editor).querySelector("path.face-arrow");
      expect(mark?.getAttribute("transform")).toMatch(/rotate\(180\)$/);
      expect(mark?.getAttribute("fill")).toBe("#ffffff");
    });
    await user.selectOptions(arrow, "↑ Straight ahead");
    await waitFor(() =>
      expect(
        editorFace(editor).querySelector("path.face-arrow")?.getAttribute("transform"),
      ).toMatch(/rotate\(270\)$/),
    );
    // As pictured again: no arrow.
    await user.selectOptions(arrow, "No arrow (as pictured)");
    expect(markers.$markers.get()[0]?.value).toBeUndefined();
  });

  it("points a flag-type detour sign (F 34,2) left or right: the picture mirrored for left", async () => {
    const { user, markers } = await renderMapScreen();
    act(() => {
      markers.addMarker({ position: here, signCode: "F34.2" });
    });
    const list = await screen.findByRole("region", { name: "Signs on the map (1)" });
    await user.click(within(list).getByRole("button", { name: "F34.2 sign" }));
    const editor = await screen.findByRole("region", { name: "Selected sign" });
    const way = await within(editor).findByRole("combobox", { name: "The sign points" });
    // As pictured it points right; left and right are the only ways.
    expect((way as HTMLSelectElement).value).toBe("→");
    expect(
      within(way)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["← Left", "→ Right"]);
    await user.selectOptions(way, "← Left");
    expect(markers.$markers.get()[0]?.value).toBe("←");
    // The picture drawn mirrored about the face's middle: the point on the left.
    await waitFor(() => {
      const mirrored = editorFace(editor).querySelector("g.face-mirrored");
      expect(mirrored?.getAttribute("transform")).toMatch(/scale\(-1 1\)$/);
      expect(mirrored?.querySelector("image")?.getAttribute("href")).toMatch(/F34\.2\.svg$/);
    });
    // Right again is the picture as it is: no value kept, so it counts with the others.
    await user.selectOptions(way, "→ Right");
    expect(markers.$markers.get()[0]?.value).toBeUndefined();
  });

  it("starts a distance plate with the sign's distance to the works, to 10 m, selected to type over", async () => {
    const { user, markers } = await renderMapScreen();
    const plan = await import("../../client/features/document");
    const METRE = 1 / 111_195;
    // A work zone whose southern edge is 234 m north of the sign.
    const south = here.lat + 234 * METRE;
    const corners = [
      { lat: south, lng: here.lng - 0.001 },
      { lat: south, lng: here.lng + 0.001 },
      { lat: south + 0.0005, lng: here.lng + 0.001 },
      { lat: south + 0.0005, lng: here.lng - 0.001 },
    ];
    act(() => {
      plan.addShape({ kind: "work-zone", points: corners });
      markers.addMarker({ position: here, signCode: "A39" });
    });
    const list = await screen.findByRole("region", { name: "Signs on the map (1)" });
    await user.click(within(list).getByRole("button", { name: "A39 sign" }));
    const editor = await screen.findByRole("region", { name: "Selected sign" });
    await user.click(within(editor).getByRole("button", { name: "Add a sub-sign" }));
    await user.click(await within(editor).findByRole("button", { name: /^Add U1\.1 / }));
    // The plate says "230 m" at once, on the sign too; its field has it selected.
    expect(markers.$markers.get()[0]?.subSigns).toEqual([{ code: "U1.1", text: "230 m" }]);
    const text = within(editor).getByRole("textbox", { name: "Text on U1.1" }) as HTMLInputElement;
    expect(text.value).toBe("230 m");
    expect(document.activeElement).toBe(text);
    expect([text.selectionStart, text.selectionEnd]).toEqual([0, 5]);
    // The planner's own distance replaces it as typed.
    await user.keyboard("250 m");
    expect(markers.$markers.get()[0]?.subSigns).toEqual([{ code: "U1.1", text: "250 m" }]);
    // Another plate (here a time plate) knows nothing of the works: it starts empty.
    await user.click(within(editor).getByRole("button", { name: "Add a sub-sign" }));
    await user.click(await within(editor).findByRole("button", { name: /^Add U3\.1 / }));
    expect(markers.$markers.get()[0]?.subSigns?.[1]).toEqual({ code: "U3.1" });
  });

  it("starts a distance plate with the distance along the road axis where the plan has one, as the checks measure it", async () => {
    const { user, markers } = await renderMapScreen();
    const plan = await import("../../client/features/document");
    const METRE = 1 / 111_195;
    const EAST = METRE / Math.cos((here.lat * Math.PI) / 180);
    const at = (east: number, north: number) => ({
      lat: here.lat + north * METRE,
      lng: here.lng + east * EAST,
    });
    // A road bending north 300 m east of the sign; the works 200 m up its northern leg, on
    // its right: 500 m along the road from the sign, 360 m in a straight line.
    act(() => {
      plan.addShape({ kind: "road-axis", points: [at(-100, 0), at(300, 0), at(300, 600)] });
      plan.addShape({
        kind: "work-zone",
        points: [at(301, 200), at(304, 200), at(304, 260), at(301, 260)],
      });
      // Facing west: for the traffic driving east, then north.
      markers.addMarker({ position: at(0, -4.5), signCode: "A39", rotation: 270 });
    });
    const list = await screen.findByRole("region", { name: "Signs on the map (1)" });
    await user.click(within(list).getByRole("button", { name: "A39 sign" }));
    const editor = await screen.findByRole("region", { name: "Selected sign" });
    await user.click(within(editor).getByRole("button", { name: "Add a sub-sign" }));
    await user.click(await within(editor).findByRole("button", { name: /^Add U1\.1 / }));
    expect(markers.$markers.get()[0]?.subSigns).toEqual([{ code: "U1.1", text: "500 m" }]);
  });

  it("sets the lines of a U 3,6 plate placed as a sign of its own", async () => {
    const { user, markers } = await renderMapScreen();
    act(() => {
      markers.addMarker({ position: here, signCode: "U3.6" });
    });
    const list = await screen.findByRole("region", { name: "Signs on the map (1)" });
    await user.click(within(list).getByRole("button", { name: "U3.6 sign" }));
    const editor = await screen.findByRole("region", { name: "Selected sign" });
    const hours = await within(editor).findByRole("textbox", { name: "Text on U3.6" });
    // Without a value of its own the plate says what its picture says.
    expect((hours as HTMLTextAreaElement).value).toBe("8-17\n(8-14)\n9-12");
    await user.clear(hours);
    await user.type(hours, "6-18{Enter}{Enter}9-12");
    await user.tab();
    expect(markers.$markers.get()[0]?.value).toBe("6-18\n\n9-12");
    await waitFor(() =>
      expect(written(editorFace(editor)).map((line) => line.text)).toEqual(["6-18", "", "9-12"]),
    );
    await user.clear(hours);
    await user.tab();
    expect(markers.$markers.get()[0]?.value).toBeUndefined();
  });
});
