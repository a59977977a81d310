import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { signSchedule } from "../../client/features/print/plan-document";
import { PrintLegend } from "../../client/features/print/print-legend";
import { $chosenLocale, chooseLocale, prepareTranslations } from "../../client/lib/i18n";
import type { Marker } from "../../client/lib/marker-model";

/**
 * The printed legend of an A 39 carrying a U 1,1 plate: the plate is counted in its own row,
 * and the column says so, so the A 39's 0 there does not read as "this A 39 has no sub-sign".
 */

afterEach(() => $chosenLocale.set(null));

const names: Record<string, string> = { A39: "Roadworks", U1_1: "Distance" };
const markers: Marker[] = [
  {
    id: "a",
    signCode: "A39",
    position: { lat: 55.676, lng: 12.59 },
    subSigns: [{ code: "U1.1", text: "200 m" }],
  },
];

/** Each row of the legend as its column headings and cells: { Code: "A39", … }. */
function legendRows(caption: string) {
  const table = screen.getByRole("table", { name: caption });
  const headings = within(table)
    .getAllByRole("columnheader")
    .map((cell) => cell.textContent);
  return within(table)
    .getAllByRole("row")
    .slice(1, -1)
    .map((row) =>
      Object.fromEntries(
        within(row)
          .getAllByRole("cell")
          .map((cell, index) => [headings[index], cell.textContent]),
      ),
    );
}

describe("the printed legend of a sign with a sub-sign", () => {
  it("counts the plate in its own row, under a heading that says it is used as a sub-sign", () => {
    const { counts } = signSchedule(markers, (code) => names[code.replace(".", "_")]);
    render(<PrintLegend counts={counts} />);
    const rows = legendRows("Signs used");
    expect(rows.map((row) => [row.Code, row.Count, row["As sub-signs"]])).toEqual([
      ["A39", "1", "0"],
      ["U1.1", "0", "1"],
    ]);
    expect(screen.queryByRole("columnheader", { name: "Sub-signs" })).toBeNull();
  });

  it("says the same in Danish", async () => {
    chooseLocale("da");
    await prepareTranslations();
    const { counts } = signSchedule(markers, () => undefined);
    render(<PrintLegend counts={counts} />);
    const rows = legendRows("Anvendte tavler");
    expect(rows.map((row) => [row.Kode, row.Antal, row["Som undertavler"]])).toEqual([
      ["A 39", "1", "0"],
      ["U 1,1", "0", "1"],
    ]);
  });
});
