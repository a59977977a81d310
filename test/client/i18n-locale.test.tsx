import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { routes } from "../../client/app/router";
import { formatters } from "../../client/lib/format";
import {
  $chosenLocale,
  $locale,
  browserLocale,
  chooseLocale,
  followLocaleInDocument,
} from "../../client/lib/i18n";
import { flushStorage } from "../../client/lib/storage";

afterEach(() => {
  $chosenLocale.set(null);
  flushStorage();
});

describe("language", () => {
  it("is Danish for a browser that prefers Danish, else English", () => {
    expect(browserLocale(["da-DK", "en-US"])).toBe("da");
    expect(browserLocale(["da"])).toBe("da");
    expect(browserLocale(["de-DE", "da-DK"])).toBe("da");
    expect(browserLocale(["en-GB", "da-DK"])).toBe("en");
    expect(browserLocale(["de-DE", "fr"])).toBe("en");
    expect(browserLocale([])).toBe("en");
  });

  it("changes every text at once from the header's switch, remembers it and sets <html lang>", async () => {
    const stopFollowing = followLocaleInDocument(); // as main.tsx does
    render(
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ["/nowhere"] })} />,
    );
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeTruthy();

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Language" }), "da");

    expect(await screen.findByRole("heading", { name: "Siden findes ikke" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Kort" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Sprog" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("da");
    expect(document.title).toContain("Siden findes ikke");
    flushStorage();
    expect(localStorage.getItem("locale")).toBe('"da"');

    chooseLocale("en");
    await waitFor(() =>
      expect(screen.getByRole("heading", { name: "Page Not Found" })).toBeTruthy(),
    );
    expect(document.documentElement.lang).toBe("en");
    expect($locale.get()).toBe("en");
    stopFollowing();
  });
});

describe("formats", () => {
  it("writes numbers, distances, areas and dates the way each language does", () => {
    const en = formatters("en");
    const da = formatters("da");
    expect(en.number(1234.5)).toBe("1,234.5");
    expect(da.number(1234.5)).toBe("1.234,5");
    expect(en.distance(850)).toBe("850 m");
    expect(en.distance(85.4)).toBe("85 m");
    expect(en.distance(999.6)).toBe("1 km");
    expect(en.distance(1234)).toBe("1.23 km");
    expect(da.distance(1234)).toBe("1,23 km");
    expect(da.area(1250)).toBe("1.250 m²");
    expect(en.area(1250)).toBe("1,250 m²");
    // The map and the print both switch to hectares from one.
    expect(en.area(12_500)).toBe("1.25 ha");
    expect(da.area(16_885_876_402)).toBe("1.688.587,64 ha");
    const date = new Date(Date.UTC(2026, 10, 24, 12));
    expect(en.date(date)).toBe("24 Nov 2026");
    expect(da.date(date)).toBe("24. nov. 2026");
  });
});
