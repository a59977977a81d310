import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { latLngs, storedProject, writeStorage } from "../support/stored-projects";
import { loadStores } from "./persistence-support";

/**
 * The plan document's legend totals the signs and the kinds of works; a dimension is a
 * measure, not a kind of works, so a plan of dimensions only has nothing to total: no
 * "Legend" heading over nothing, while the dimension is still listed with the shapes.
 */

const dimension = {
  id: "d1",
  kind: "dimension",
  points: latLngs([55.68, 12.59], [55.6801, 12.59]),
};
const coneLine = {
  id: "c1",
  kind: "cone-line",
  points: latLngs([55.68, 12.5898], [55.682, 12.5898]),
};

beforeEach(() => {
  // jsdom has no ResizeObserver; the print preview's zoom and the title block's room watch
  // their boxes with one.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The print view of a stored project with `shapes` and `markers`. */
async function printView(shapes: object[], markers: object[] = []) {
  const { storage } = storedProject({
    id: "legend",
    title: "Lane widths",
    markers: markers as never,
    plan: { shapes },
  });
  writeStorage(storage);
  await loadStores();
  const { PrintScreen } = await import("../../client/features/print/print-screen");
  render(
    <MemoryRouter>
      <PrintScreen />
    </MemoryRouter>,
  );
  // The lines and areas are listed once the document is drawn.
  return screen.findByRole("heading", { name: "Lines and areas" });
}

describe("the printed legend", () => {
  it("is left out of a plan of dimensions only, which the shapes table still lists", async () => {
    await printView([dimension]);
    expect(screen.queryByRole("heading", { name: "Legend" })).toBeNull();
    expect(screen.queryByRole("table", { name: "Signs used" })).toBeNull();
    const table = screen.getByRole("table", { name: "Lines and areas" });
    expect(within(table).getByRole("cell", { name: "L1" })).toBeTruthy();
    expect(within(table).getByRole("cell", { name: "Dimension" })).toBeTruthy();
  });

  it("is there with its heading as soon as there is a kind of works or a sign to total", async () => {
    await printView(
      [dimension, coneLine],
      [{ id: "m1", signCode: "A39", position: { lat: 55.681, lng: 12.59 } }],
    );
    expect(screen.getByRole("heading", { name: "Legend" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Signs used" })).toBeTruthy();
  });
});
