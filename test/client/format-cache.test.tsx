import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signSchedule } from "../../client/features/print/plan-document";
import { PrintSignTable } from "../../client/features/print/print-sign-table";
import { $chosenLocale, chooseLocale, prepareTranslations } from "../../client/lib/i18n";

/**
 * lib/format makes each Intl format once per language and options, and the printed sign
 * list writes its numbers through it, as it did with formats of its own.
 */

afterEach(() => {
  $chosenLocale.set(null);
  vi.restoreAllMocks();
});

describe("lib/format's Intl formats", () => {
  it("are made once per language and options, however often they are used", async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, "NumberFormat");
    const dates = vi.spyOn(Intl, "DateTimeFormat");
    const { formatters } = await import("../../client/lib/format");
    const en = formatters("en");
    const da = formatters("da");
    const afterSetUp = made.mock.calls.length;
    const degrees = { minimumFractionDigits: 6, maximumFractionDigits: 6, useGrouping: false };
    for (let i = 0; i < 1000; i++) {
      en.number(i + 0.5);
      en.number(55.5 + i, degrees);
      // Equal options in a new object are the same format.
      en.number(12.5, { minimumFractionDigits: 6, maximumFractionDigits: 6, useGrouping: false });
      da.number(i, degrees);
      en.bytes(2048);
      en.date(0);
      en.dateTime(0);
    }
    // One each: en default, en degrees, da degrees, en kilobytes.
    expect(made.mock.calls.length - afterSetUp).toBe(4);
    expect(dates.mock.calls.length).toBe(2);
    // Written as a fresh format writes them.
    expect(en.number(1234.5)).toBe("1,234.5");
    expect(da.number(1234.5)).toBe("1.234,5");
    expect(en.number(55.6761, degrees)).toBe("55.676100");
    expect(da.number(55.6761, degrees)).toBe("55,676100");
    expect(da.number(1234.5, { maximumFractionDigits: 0 })).toBe("1.235");
    expect(en.bytes(2048)).toBe("2 kB");
    expect(en.bytes(12)).toBe("12 bytes");
    expect(en.list(["signs", "lines", "areas"])).toBe("signs, lines and areas");
    expect(da.relative(-3, "minute")).toBe("for 3 minutter siden");
  });

  it("write a whole count as Intl would, its thousands grouped, without making a format for it", async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, "NumberFormat");
    const { formatters } = await import("../../client/lib/format");
    const written = { en: formatters("en"), da: formatters("da") };
    const large = [1000, 2000, 12_345, 100_000, 999_999, 1_234_567, Number.MAX_SAFE_INTEGER];
    const counts = [...Array.from({ length: 1000 }, (_, count) => count), ...large];
    const shown = counts.map((count) => [written.da.number(count), written.en.number(count)]);
    expect(made).not.toHaveBeenCalled();
    for (let count = 0; count < 1000; count++)
      expect(shown[count]).toEqual([`${count}`, `${count}`]);
    expect(written.da.number(2000)).toBe("2.000");
    expect(written.en.number(1_234_567)).toBe("1,234,567");
    // What the fast path writes is what a fresh Intl format writes, in either language.
    counts.forEach((count, index) => {
      expect(shown[index]).toEqual([
        new Intl.NumberFormat("da-DK").format(count),
        new Intl.NumberFormat("en-GB").format(count),
      ]);
    });
    // What is not a whole count, Intl writes.
    expect(written.da.number(-1)).toBe(new Intl.NumberFormat("da-DK").format(-1));
    expect(written.da.number(2.5)).toBe("2,5");
  });

  it("write whole metres and kilometres under a thousand as Intl would, without a format", async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, "NumberFormat");
    const { formatters } = await import("../../client/lib/format");
    const fast = [0, 1, 20, 50, 100, 500, 999.4, 1000, 2000, 5000, 10_000, 999_000];
    const written = fast.flatMap((metres) => [
      formatters("en").distance(metres),
      formatters("da").distance(metres),
    ]);
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    const byIntl = (tag: string, metres: number) =>
      Math.round(metres) < 1000
        ? new Intl.NumberFormat(tag, {
            style: "unit",
            unit: "meter",
            maximumFractionDigits: 0,
          }).format(metres)
        : new Intl.NumberFormat(tag, {
            style: "unit",
            unit: "kilometer",
            maximumFractionDigits: 2,
          }).format(metres / 1000);
    expect(written).toEqual(fast.flatMap((metres) => [byIntl("en", metres), byIntl("da", metres)]));
    expect(written.slice(0, 4)).toEqual(["0 m", "0 m", "1 m", "1 m"]);
    // Fractions and the rest go through Intl.
    expect(formatters("da").distance(1250)).toBe("1,25 km");
    expect(formatters("en").distance(1250)).toBe("1.25 km");
    expect(formatters("da").distance(1_500_000)).toBe("1.500 km");
  });
});

/** Each body row of the sign list as its cells' text. */
function listRows(caption: string) {
  const table = screen.getByRole("table", { name: caption });
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );
}

describe("the printed sign list's numbers", () => {
  const { signs } = signSchedule(
    [
      {
        id: "a",
        signCode: "A39",
        position: { lat: 55.6761, lng: 12.5901 },
        rotation: 90,
      },
    ],
    () => "Roadworks",
  );

  it("are written as English writes them", () => {
    render(<PrintSignTable signs={signs} />);
    const [row] = listRows("Sign list");
    expect(row?.slice(5, 10)).toEqual(["90°", "55.676100", "12.590100", "725,722", "6,175,875"]);
  });

  it("are written as Danish writes them", async () => {
    chooseLocale("da");
    await prepareTranslations();
    render(<PrintSignTable signs={signs} />);
    const [row] = listRows("Tavleliste");
    expect(row?.slice(5, 10)).toEqual(["90°", "55,676100", "12,590100", "725.722", "6.175.875"]);
  });
});
