import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import v2PhasesMarkers from "../fixtures/storage/v2-phases-markers.json?raw";
import v2PhasesPlan from "../fixtures/storage/v2-phases-plan.json?raw";
import { chooseFreshLocale, loadStores } from "./persistence-support";

afterEach(() => localStorage.clear());

/** The phases' panel section over the stored plan in three phases, in `locale`. */
async function showSection(locale?: "da") {
  localStorage.setItem("plan", v2PhasesPlan.trim());
  localStorage.setItem("markers", v2PhasesMarkers.trim());
  const { markers: map } = await loadStores();
  await chooseFreshLocale(locale);
  const { PhaseSection } = await import("../../client/features/map/phases/phase-section");
  render(<PhaseSection />);
  return { map, user: userEvent.setup() };
}

describe("the phases' section", () => {
  it("asks before deleting a phase, counting what goes with it, and deletes it on yes", async () => {
    const { map, user } = await showSection();
    const section = screen.getByRole("region", { name: "Phases" });
    // Fase 1 holds its own C 55 and work zone.
    await user.click(within(section).getByRole("button", { name: "Delete “Fase 1”" }));
    const ask = within(section).getByRole("alertdialog", {
      name: "Delete “Fase 1” and the 2 items that stand in it alone?",
    });
    await user.click(within(ask).getByRole("button", { name: "Keep it" }));
    expect(map.$phases.get()).toHaveLength(3);
    await user.click(within(section).getByRole("button", { name: "Delete “Fase 1”" }));
    await user.click(within(section).getByRole("button", { name: "Delete" }));
    expect(map.$phases.get()?.map((phase) => phase.name)).toEqual([
      "Fase 2",
      "Uden for arbejdstid",
    ]);
    // The first phase left is shown now.
    expect(within(section).getByRole("radio", { name: "Fase 2" })).toHaveProperty("checked", true);
  });

  it("says in Danish how many items go with the phase, one or more", async () => {
    const { map, user } = await showSection("da");
    const section = screen.getByRole("region", { name: "Faser" });
    map.showPhase("nat");
    await user.click(
      await within(section).findByRole("button", { name: "Slet »Uden for arbejdstid«" }),
    );
    within(section).getByRole("alertdialog", {
      name: "Slet »Uden for arbejdstid« og det ene element, der kun står i den?",
    });
  });
});
