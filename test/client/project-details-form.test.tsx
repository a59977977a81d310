import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { chooseFreshLocale, loadStores } from "./persistence-support";

/**
 * The project panel's "Plan document details" (issue 25 item 4): the title block's fields,
 * loaded when the details are first opened, filled and saved as a person does, by their
 * names, with the keyboard for the revisions; in English and in Danish.
 */

afterEach(async () => {
  const { $chosenLocale } = await import("../../client/lib/i18n");
  $chosenLocale.set(null);
});

/** The project panel with a saved project open, in English or Danish. */
async function renderPanel(locale?: "da") {
  const stores = await loadStores();
  stores.markers.addMarker({ position: { lat: 55.68, lng: 12.59 }, signCode: "A39" });
  const created = stores.projects.createProject();
  stores.projects.renameProject(created.id, "Knippelsbro");
  await chooseFreshLocale(locale);
  const { ProjectPanel } = await import("../../client/features/projects/project-panel");
  render(
    <MemoryRouter>
      <ProjectPanel />
    </MemoryRouter>,
  );
  const panel = screen.getByRole("region", { name: locale ? "Projekt" : "Project" });
  // The details load as the panel first shows a project (a chunk of their own).
  await within(panel).findByText(
    locale ? "Oplysninger til afmærkningsplanen" : "Plan document details",
  );
  return { ...stores, panel, user: userEvent.setup() };
}

describe("the plan document's details in the project panel", () => {
  it("are filled in by name, revisions added and removed with the keyboard, and saved", async () => {
    const { panel, projects, user } = await renderPanel();
    // Closed, the details' fields are not loaded.
    expect(within(panel).queryByRole("textbox", { name: "Road authority" })).toBeNull();
    await user.click(within(panel).getByText("Plan document details"));
    const authority = await within(panel).findByRole("textbox", { name: "Road authority" });

    await user.type(authority, "Københavns Kommune");
    await user.type(within(panel).getByRole("textbox", { name: "Case number" }), "2027-0123456");
    await user.type(within(panel).getByRole("textbox", { name: "Plan number" }), "TP-17");
    await user.type(
      within(panel).getByRole("textbox", { name: "Location or road" }),
      "Knippelsbro",
    );
    const stationing = within(panel).getByRole("textbox", { name: "Stationing" });
    expect(stationing.getAttribute("placeholder")).toBe("e.g. km 12.300–12.420");
    await user.type(stationing, "km 12,300–12,420");
    await user.type(within(panel).getByLabelText("Works from"), "2027-03-01");
    await user.type(within(panel).getByLabelText("Starting time"), "07:00");
    await user.type(within(panel).getByLabelText("Works until"), "2027-03-14");
    await user.type(within(panel).getByLabelText("Ending time"), "16:00");
    await user.type(within(panel).getByRole("textbox", { name: "Working hours" }), "Man–fre 7–16");
    await user.type(
      within(panel).getByRole("textbox", { name: "Responsible person" }),
      "Ane Jensen",
    );
    const level = within(panel).getByRole("combobox", { name: "Protection level (1–8)" });
    expect(
      within(level)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Not stated", "1", "2", "3", "4", "5", "6", "7", "8"]);
    await user.selectOptions(level, "3");

    // Revisions: "Add revision" by the keyboard puts the next one on top, with today's date,
    // and the focus in its label, ready to type another.
    const revisions = within(panel).getByRole("group", { name: "Revisions" });
    const add = within(revisions).getByRole("button", { name: "Add revision" });
    add.focus();
    await user.keyboard("{Enter}");
    const first = within(revisions).getByRole("group", { name: "Revision A" });
    const firstLabel = within(first).getByRole("textbox", { name: "Revision (number or letter)" });
    expect(document.activeElement).toBe(firstLabel);
    expect(within(first).getByLabelText("Date")).toHaveProperty("value", today());
    await user.clear(within(first).getByLabelText("Date"));
    await user.type(within(first).getByLabelText("Date"), "2027-02-01");
    await user.type(within(first).getByRole("textbox", { name: "What changed" }), "First issue");

    add.focus();
    await user.keyboard("{Enter}");
    const second = within(revisions).getByRole("group", { name: "Revision B" });
    expect(document.activeElement).toBe(within(second).getByRole("textbox", { name: /^Revision/ }));
    await user.type(within(second).getByRole("textbox", { name: "What changed" }), "Wrong one");
    add.focus();
    await user.keyboard("{Enter}");
    // Typed over: the label is selected when the focus comes to it.
    await user.keyboard("D");
    const third = within(revisions).getByRole("group", { name: "Revision D" });
    await user.clear(within(third).getByLabelText("Date"));
    await user.type(within(third).getByLabelText("Date"), "2027-02-20");
    await user.type(within(third).getByRole("textbox", { name: "What changed" }), "Detour moved");
    // The newest first.
    expect(
      within(revisions)
        .getAllByRole("group")
        .map(
          (group) => group.getAttribute("aria-label") ?? group.querySelector("legend")?.textContent,
        ),
    ).toEqual(["Revision D", "Revision B", "Revision A"]);

    within(second).getByRole("button", { name: "Remove revision B" }).focus();
    await user.keyboard("{Enter}");
    expect(within(revisions).queryByRole("group", { name: "Revision B" })).toBeNull();
    expect(document.activeElement).toBe(add);

    await user.click(within(panel).getByRole("button", { name: "Save details" }));
    expect(projects.$currentProject.get()?.details).toEqual({
      location: "Knippelsbro",
      periodFrom: "2027-03-01",
      periodTo: "2027-03-14",
      responsible: "Ane Jensen",
      planNumber: "TP-17",
      roadAuthority: "Københavns Kommune",
      caseNumber: "2027-0123456",
      stationing: "km 12,300–12,420",
      timeFrom: "07:00",
      timeTo: "16:00",
      workingHours: "Man–fre 7–16",
      protectionLevel: "3",
      revisions: [
        { label: "D", date: "2027-02-20", change: "Detour moved" },
        { label: "A", date: "2027-02-01", change: "First issue" },
      ],
    });

    // Opened again, the details show what was saved.
    await user.click(within(panel).getByText("Plan document details"));
    await waitFor(() =>
      expect(within(panel).getByRole("textbox", { name: "Road authority" })).toHaveProperty(
        "value",
        "Københavns Kommune",
      ),
    );
    expect(within(panel).getByRole("combobox", { name: "Protection level (1–8)" })).toHaveProperty(
      "value",
      "3",
    );
    const saved = within(panel).getByRole("group", { name: "Revisions" });
    expect(
      within(saved)
        .getAllByRole("textbox", { name: "What changed" })
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(["Detour moved", "First issue"]);
  });

  it("keeps the details when the title is saved without opening them", async () => {
    const { panel, projects, user } = await renderPanel();
    const current = projects.$currentProject.get();
    if (!current) throw new Error("no project");
    const details = {
      roadAuthority: "Vejdirektoratet",
      revisions: [{ label: "1", change: "First issue" }],
    };
    act(() => projects.saveProjectPlanDetails(current, details));
    const title = await within(panel).findByRole("textbox", { name: "Project title" });
    await user.clear(title);
    await user.type(title, "Knippelsbro, night");
    await user.click(within(panel).getByRole("button", { name: "Save details" }));
    expect(projects.$currentProject.get()).toMatchObject({ title: "Knippelsbro, night", details });
  });

  it("asks for a revision's label when it has a date or a change, and lists at most 10", async () => {
    const { panel, user } = await renderPanel();
    await user.click(within(panel).getByText("Plan document details"));
    const revisions = await within(panel).findByRole("group", { name: "Revisions" });
    const add = within(revisions).getByRole("button", { name: "Add revision" });
    await user.click(add);
    const label = within(revisions).getByRole("textbox", { name: "Revision (number or letter)" });
    expect((label as HTMLInputElement).required).toBe(true);
    for (let count = 1; count < 10; count += 1) await user.click(add);
    // Letters follow a letter: the tenth is J.
    expect(within(revisions).getAllByRole("group").length).toBe(10);
    expect(within(revisions).getByRole("group", { name: "Revision J" })).toBeTruthy();
    expect(add.getAttribute("aria-disabled")).toBe("true");
    expect(within(revisions).getByText("A plan lists at most 10 revisions.")).toBeTruthy();
    await user.click(add);
    expect(within(revisions).getAllByRole("group").length).toBe(10);
  });

  it("in Danish: the fields' names", async () => {
    const { panel, user } = await renderPanel("da");
    await user.click(within(panel).getByText("Oplysninger til afmærkningsplanen"));
    await within(panel).findByRole("textbox", { name: "Vejmyndighed" });
    for (const name of ["Sagsnummer", "Stationering", "Arbejdstid", "Plannummer"])
      expect(within(panel).getByRole("textbox", { name })).toBeTruthy();
    expect(within(panel).getByLabelText("Starttidspunkt")).toBeTruthy();
    expect(within(panel).getByLabelText("Sluttidspunkt")).toBeTruthy();
    const level = within(panel).getByRole("combobox", { name: "Beskyttelsesniveau (1–8)" });
    expect(within(level).getByRole("option", { name: "Ikke angivet" })).toBeTruthy();
    const revisions = within(panel).getByRole("group", { name: "Revisioner" });
    await user.click(within(revisions).getByRole("button", { name: "Tilføj revision" }));
    const row = within(revisions).getByRole("group", { name: "Revision A" });
    expect(within(row).getByRole("textbox", { name: "Hvad er ændret" })).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Fjern revision A" })).toBeTruthy();
  });
});

function today() {
  const now = new Date();
  const two = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}
