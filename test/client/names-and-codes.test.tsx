import { act, cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readCsv } from "../support/csv";
import { captureDownloads, renderMapScreen } from "./map-screen-support";

/**
 * Names and codes as a Danish planner reads them: sign codes written the Danish way ("A 43,2")
 * wherever they are shown or written into the sign list, the distance plates first in the
 * plate picker, and one word for each kind of line and area on the map and on paper.
 */

afterEach(() => vi.restoreAllMocks());

const here = { lat: 55.6761, lng: 12.5683 };

describe("sign codes the Danish way", () => {
  it("in the sign list CSV: the signs and their plates as A 43,2 and U 1,1", async () => {
    const files = captureDownloads();
    const { user, markers } = await renderMapScreen("da");
    await user.click(screen.getByRole("button", { name: "Gem kortet som nyt projekt" }));
    act(() => {
      markers.addMarker({
        position: here,
        signCode: "A43.2",
        subSigns: [{ code: "U1.1", text: "200 m" }],
      });
    });
    await user.click(screen.getByRole("button", { name: "Hent tavleliste" }));
    await vi.waitFor(() => expect(files).toHaveLength(1));

    const rows = readCsv((await files[0]?.blob.text())?.replace(/^\uFEFF/, "") ?? "", ";");
    const counts = rows.slice(rows.findIndex((row) => row[0] === "Kode") + 1);
    expect(counts.slice(0, 2).map((row) => row[0])).toEqual(["A 43,2", "U 1,1"]);
    const list = rows.slice(rows.findIndex((row) => row[0] === "Nr.") + 1);
    expect(list[0]?.slice(0, 2)).toEqual(["1", "A 43,2"]);
    expect(list[0]?.[4]).toBe("U 1,1 (200 m)");
    expect(rows.flat().join(" ")).not.toMatch(/A43\.2|U1\.1/);
  });

  it("in the sign panel and its editor: C 55, the plate picker shows U 1 and U 2 first, as pictures, the speed field", async () => {
    const { user, markers } = await renderMapScreen("da");
    act(() => {
      markers.addMarker({ position: here, signCode: "C55" });
    });
    const list = await screen.findByRole("region", { name: "Tavler på kortet (1)" });
    await user.click(within(list).getByRole("button", { name: "Tavle C 55" }));
    const editor = await screen.findByRole("region", { name: "Valgt tavle" });
    expect(within(editor).getByText("C 55", { selector: "strong" })).toBeTruthy();
    expect(within(editor).queryByText("C55")).toBeNull();

    await user.click(await within(editor).findByRole("button", { name: "Tilføj en undertavle" }));
    const codesIn = async (group: string) =>
      within(await within(editor).findByRole("region", { name: group }))
        .getAllByRole("button")
        .map((button) => button.querySelector("strong")?.textContent);
    expect(await codesIn("Afstandsundertavler")).toEqual(["U 1,1", "U 1,2", "U 2,1", "U 2,2"]);
    expect((await codesIn("Andre undertavler"))[0]).toBe("UA 22");
    // Each plate is shown as its picture, with the text the picture carries.
    const distance = within(within(editor).getByRole("region", { name: "Afstandsundertavler" }));
    const u11 = distance.getByRole("button", { name: /^Tilføj U 1,1 / });
    expect(u11.querySelector("img")?.getAttribute("src")).toMatch(/U1\.1\.svg$/);

    await user.click(u11);
    // The plate's text field is next: typing goes straight onto the plate.
    const plateText = within(editor).getByRole("textbox", { name: "Tekst på U 1,1" });
    expect(document.activeElement).toBe(plateText);
    expect(within(editor).queryByRole("region", { name: "Afstandsundertavler" })).toBeNull();
    expect(within(editor).getByRole("button", { name: "Fjern U 1,1" })).toBeTruthy();
    expect(markers.$markers.get()[0]?.subSigns).toEqual([{ code: "U1.1" }]);

    // The speed limit on its face: the field in Danish, and the face it draws.
    const speed = within(editor).getByRole("combobox", { name: "Hastighed på tavlen (km/t)" });
    expect(within(speed).getAllByRole("option")[0]?.textContent).toBe("Som på billedet (60)");
    await user.selectOptions(speed, "50");
    expect(markers.$markers.get()[0]?.value).toBe("50");
    await vi.waitFor(() =>
      expect(editor.querySelector("svg.sign-picture text")?.textContent).toBe("50"),
    );
  });
});

describe("the kinds of line and area", () => {
  it("have one name on the map and in the printed legend and list: Keglerække", async () => {
    // jsdom has no ResizeObserver; the print preview's zoom watches its box with one.
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
    const { user } = await renderMapScreen("da");
    const plan = await import("../../client/features/document/plan-store");
    await user.click(screen.getByRole("button", { name: "Gem kortet som nyt projekt" }));
    act(() => {
      plan.addShape({
        kind: "cone-line",
        points: [here, { lat: here.lat + 0.001, lng: here.lng }],
      });
    });
    const shapes = await screen.findByRole("region", { name: "Linjer, områder og tekster (1)" });
    expect(within(shapes).getByRole("button", { name: /^Keglerække, / })).toBeTruthy();

    cleanup();
    const { PrintScreen } = await import("../../client/features/print/print-screen");
    render(
      <MemoryRouter>
        <PrintScreen />
      </MemoryRouter>,
    );
    const cells = await screen.findAllByRole("cell", { name: "Keglerække" });
    // The legend of kinds and the list of lines and areas.
    expect(cells).toHaveLength(2);
    expect(screen.queryByText("Kegler på linje")).toBeNull();
    vi.unstubAllGlobals();
  });
});
