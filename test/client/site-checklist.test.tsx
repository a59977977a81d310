import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { projectOf } from "../../client/features/shares/share-actions";
import { SiteChecklist } from "../../client/features/shares/site-checklist";
import { $chosenLocale, chooseLocale, prepareTranslations } from "../../client/lib/i18n";
import { storedMarkers, storedProject } from "../support/stored-projects";

afterEach(() => {
  $chosenLocale.set(null);
  localStorage.clear();
});

/** A shared plan of `n` signs, read as the shared view reads the Worker's answer. */
function sharedPlan(n: number) {
  const { title, description, data } = storedProject({ markers: storedMarkers(n) }).project;
  return projectOf("share-1", "2026-11-30T08:00:00.000Z", { title, description, ...data });
}

describe("the crew's checklist on the shared view", () => {
  it("writes its counts as Danish writes numbers, and draws its rows when first opened", async () => {
    chooseLocale("da");
    await prepareTranslations();
    render(<SiteChecklist shareId="share-1" project={sharedPlan(1234)} />);
    const summary = screen.getByText("Tjekliste på stedet: 0 af 1.234 sat op, 0 fjernet");
    // Closed, no row is drawn: a 2,000-sign plan's boxes held the view's first render.
    expect(screen.queryByRole("table", { hidden: true })).toBeNull();
    await userEvent.click(summary);
    expect(screen.getAllByRole("checkbox")).toHaveLength(2 * 1234);
    await userEvent.click(screen.getByRole("checkbox", { name: /^Tavle 1 .* sat op$/ }));
    screen.getByText("Tjekliste på stedet: 1 af 1.234 sat op, 0 fjernet");
    // Closed again, the rows stay (hidden), ticks and all.
    await userEvent.click(summary);
    expect(screen.getAllByRole("checkbox", { hidden: true })).toHaveLength(2 * 1234);
  });
});
