import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { captureDownloads, renderMapScreen } from "./map-screen-support";

afterEach(() => vi.restoreAllMocks());

const here = { lat: 55.6761, lng: 12.5683 };

const findByText = (elements: HTMLElement[], text: string) => {
  const found = elements.find((element) => element.textContent?.includes(text));
  if (!found) throw new Error(`nothing says "${text}"`);
  return found;
};

/** A storage notice saying `text`, once their chunk (loaded as the screen renders) is in. */
const storageNotice = (role: "status" | "alert", text: string) =>
  waitFor(() => findByText(screen.getAllByRole(role), text));

describe("the map screen without Google Maps", () => {
  it("says the key is missing and how to fix it, while projects and settings keep working", async () => {
    const { user, projects, settings } = await renderMapScreen();
    const alert = screen.getByRole("alert");
    expect(within(alert).getByRole("heading", { name: "The map is not configured" })).toBeTruthy();
    expect(alert.textContent).toContain("GOOGLE_MAPS_API_KEY");

    await user.click(screen.getByRole("button", { name: "Save map as new project" }));
    expect(screen.getByRole("region", { name: "Project" }).textContent).toContain(
      "New Project · 0 signs",
    );
    expect(projects.$projects.get()).toHaveLength(1);

    await user.selectOptions(await screen.findByRole("combobox", { name: "Map type" }), "hybrid");
    await user.click(screen.getByRole("checkbox", { name: "Show public transport" }));
    expect(settings.$mapType.get()).toBe("hybrid");
    expect(settings.$showTransport.get()).toBe(false);
    expect(projects.$currentProject.get()?.data.mapState.mapType).toBe("hybrid");
  });
});

describe("the sign list and editor", () => {
  it("lists signs newest first, and edits and deletes the one picked", async () => {
    const { user, markers } = await renderMapScreen();
    expect(await screen.findByText(/No signs placed yet/)).toBeTruthy();
    act(() => {
      markers.addMarker({ position: here, signCode: "A39", label: "Start" });
      markers.addMarker({ position: here, signCode: "C55" });
    });
    const list = await screen.findByRole("region", { name: "Signs on the map (2)" });
    const items = within(list).getAllByRole("button");
    expect(items.map((item) => item.textContent)).toEqual(["C55 sign", "A39 sign: Start"]);

    await user.click(within(list).getByRole("button", { name: "A39 sign: Start" }));
    const editor = await screen.findByRole("region", { name: "Selected sign" });
    const label = within(editor).getByRole("textbox", { name: "Label" });
    await user.clear(label);
    await user.type(label, "Lane 1 closed");
    await user.type(within(editor).getByRole("textbox", { name: "Note" }), "Until Friday");
    await user.click(within(editor).getByRole("button", { name: "Save sign" }));
    expect(markers.$markers.get()[0]).toMatchObject({
      label: "Lane 1 closed",
      note: "Until Friday",
    });

    await user.click(within(editor).getByRole("button", { name: "Delete sign" }));
    expect(markers.$markers.get().map((m) => m.signCode)).toEqual(["C55"]);
    expect(screen.queryByRole("region", { name: "Selected sign" })).toBeNull();
  });

  it("sets the value on a sign's face: a speed limit from the list, a height as a number", async () => {
    const { user, markers } = await renderMapScreen();
    act(() => {
      markers.addMarker({ position: here, signCode: "C42" });
      markers.addMarker({ position: here, signCode: "C55" });
    });
    const list = await screen.findByRole("region", { name: "Signs on the map (2)" });
    await user.click(within(list).getByRole("button", { name: "C55 sign" }));
    const editor = await screen.findByRole("region", { name: "Selected sign" });
    const speed = await within(editor).findByRole("combobox", {
      name: "Speed limit on the sign (km/h)",
    });
    // The common limits first, from 30 to 130 by 10; none chosen shows the picture's 60.
    expect(
      within(speed)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "As pictured (60)",
      ...["50", "60", "70", "80", "40", "30", "90", "100", "110", "120", "130"],
    ]);
    await user.selectOptions(speed, "50");
    expect(markers.$markers.get()[1]?.value).toBe("50");
    // The face says 50 in the editor and in the list (drawn over the picture's 60, once the
    // face renderer's chunk is in).
    const faces = () =>
      [...document.querySelectorAll("svg.sign-picture text")].map((t) => t.textContent);
    await waitFor(() => expect(faces()).toEqual(["50", "50"]));
    await user.selectOptions(speed, "");
    expect(markers.$markers.get()[1]?.value).toBeUndefined();
    expect(faces()).toEqual([]);

    await user.click(within(list).getByRole("button", { name: "C42 sign" }));
    const metres = within(editor).getByRole("textbox", { name: "Metres on the sign" });
    expect((metres as HTMLInputElement).value).toBe("3,5");
    await user.clear(metres);
    await user.type(metres, "four{Enter}");
    expect(within(editor).getByRole("alert").textContent).toBe(
      "Write a number greater than 0, e.g. 3,5 or 3.5.",
    );
    expect(markers.$markers.get()[0]?.value).toBeUndefined();
    await user.clear(metres);
    await user.type(metres, "3.8{Enter}");
    expect(markers.$markers.get()[0]?.value).toBe("3,8 m");
    expect(within(editor).queryByRole("alert")).toBeNull();
    await waitFor(() => expect(faces()).toEqual(["3,8 m", "3,8 m"]));
  });

  it("pages through many signs", async () => {
    const { user, markers } = await renderMapScreen();
    act(() => {
      for (let i = 0; i < 120; i++)
        markers.addMarker({ position: here, signCode: "A39", label: `${i}` });
    });
    const pager = await screen.findByRole("navigation", { name: "Sign list pages" });
    expect(pager.textContent).toContain("1–50 of 120");
    await user.click(within(pager).getByRole("button", { name: "Older" }));
    await user.click(within(pager).getByRole("button", { name: "Older" }));
    expect(pager.textContent).toContain("101–120 of 120");
    expect(screen.getByRole("button", { name: "A39 sign: 0" })).toBeTruthy();
  });
});

describe("sign codes in Danish", () => {
  it("writes them with a space and a decimal comma, in names a screen reader reads too", async () => {
    const { user, markers } = await renderMapScreen();
    const { chooseLocale } = await import("../../client/lib/i18n");
    const { selectSign } = await import("../../client/features/map/sign-choice-store");
    act(() => {
      selectSign("C11.1");
      markers.addMarker({ position: here, signCode: "A39", label: "Start" });
    });
    await act(async () => chooseLocale("da"));
    const list = await screen.findByRole("region", { name: "Tavler på kortet (1)" });
    await user.click(within(list).getByRole("button", { name: "Tavle A 39: Start" }));
    expect(screen.getByText("C 11,1", { selector: "strong" })).toBeTruthy();

    await act(async () => chooseLocale("en"));
    expect(await screen.findByRole("button", { name: "A39 sign: Start" })).toBeTruthy();
    expect(screen.getByText("C11.1", { selector: "strong" })).toBeTruthy();
  });
});

describe("undo and redo", () => {
  it("answers the buttons and Ctrl/Cmd+Z, but leaves text fields their own undo", async () => {
    const { user, markers } = await renderMapScreen();
    const undo = screen.getByRole("button", { name: "Undo" }) as HTMLButtonElement;
    const redo = screen.getByRole("button", { name: "Redo" }) as HTMLButtonElement;
    expect(undo.disabled).toBe(true);
    act(() => {
      markers.addMarker({ position: here, signCode: "A39" });
      markers.addMarker({ position: here, signCode: "B11" });
    });
    await user.click(undo);
    expect(markers.$markers.get()).toHaveLength(1);
    await user.click(redo);
    expect(markers.$markers.get()).toHaveLength(2);

    await user.keyboard("{Control>}z{/Control}");
    expect(markers.$markers.get()).toHaveLength(1);
    await user.keyboard("{Meta>}{Shift>}z{/Shift}{/Meta}");
    expect(markers.$markers.get()).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "B11 sign" }));
    await user.click(await screen.findByRole("textbox", { name: "Label" }));
    await user.keyboard("{Control>}z{/Control}");
    expect(markers.$markers.get()).toHaveLength(2);
  });
});

describe("storage notices", () => {
  it("says it recovered from unreadable data and offers it as a download", async () => {
    localStorage.setItem("markers", "[{oops");
    const files = captureDownloads();
    const { user, storage } = await renderMapScreen();
    const notice = await storageNotice("status", "Recovered from unreadable");
    expect(notice.textContent).toContain("Recovered from unreadable saved data");
    expect(notice.textContent).toContain("the signs on the map");
    await user.click(within(notice).getByRole("button", { name: "Download unreadable data" }));
    expect(files[0]?.name).toMatch(/^signage-planner-unreadable-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse((await files[0]?.blob.text()) ?? "")).toEqual({ markers: "[{oops" });
    await user.click(within(notice).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText(/Recovered from unreadable/)).toBeNull();
    expect(storage.$storageNotices.get()).toEqual([]);
  });

  it("names an unreadable plan and record of deletions, and offers their text", async () => {
    const plan = JSON.stringify({ version: 99, shapes: [], labels: [], planSettings: {} });
    const deletions = JSON.stringify({ version: 1, ids: ["map/m1"] });
    localStorage.setItem("plan", plan);
    localStorage.setItem("deletions", deletions);
    const files = captureDownloads();
    const { user } = await renderMapScreen();
    const notice = await storageNotice("status", "Recovered from unreadable");
    expect(notice.textContent).toContain(
      "(the record of what was deleted, which keeps it deleted in other tabs, the lines, areas and labels on the map)",
    );
    await user.click(within(notice).getByRole("button", { name: "Download unreadable data" }));
    expect(JSON.parse((await files[0]?.blob.text()) ?? "")).toEqual({ plan, deletions });
  });

  it("says when map edits are kept in this tab so as not to replace an unreadable project list", async () => {
    const open = { id: "open000001", title: "Open", description: "d", createdAt: "2026-03-01" };
    localStorage.setItem("projects", "[{oops");
    localStorage.setItem("current-project", JSON.stringify(open));
    const { user, settings, storage } = await renderMapScreen();
    act(() => {
      settings.setMarkerSize(72);
      storage.flushStorage();
    });
    expect(localStorage.getItem("projects")).toBe("[{oops");
    const notice = await storageNotice("status", "Recovered from unreadable");
    expect(notice.textContent).toContain("Some changes are kept in this tab only");
    expect(within(notice).queryByRole("button", { name: "Dismiss" })).toBeNull();
    await user.click(within(notice).getByRole("button", { name: "Save changes" }));
    const saved = JSON.parse(localStorage.getItem("projects") ?? "").projects;
    expect(saved.map((project: { id: string }) => project.id)).toEqual([open.id]);
    expect(saved[0].data.mapState.markerSize).toBe(72);
    expect(notice.textContent).not.toContain("Some changes are kept in this tab only");
    await user.click(within(notice).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText(/Recovered from unreadable/)).toBeNull();
  });

  it("says plainly when storage is full and offers a backup of everything", async () => {
    const files = captureDownloads();
    const { user, markers, projects, storage } = await renderMapScreen();
    act(() => {
      projects.createProject({ title: "Big plan" });
    });
    act(() => storage.flushStorage());
    localStorage.setItem("filler", "x".repeat(4_999_000));
    act(() => {
      for (let i = 0; i < 20; i++)
        markers.addMarker({ position: here, signCode: "A39", note: "x".repeat(100) });
      storage.flushStorage();
    });
    const alert = await storageNotice("alert", "Changes are not being saved");
    expect(alert.textContent).toContain("Changes are not being saved");
    expect(alert.textContent).toContain("storage for this site is full");
    await user.click(within(alert).getByRole("button", { name: "Download backup (JSON)" }));
    const backup = JSON.parse((await files[0]?.blob.text()) ?? "");
    expect(backup.projects[0].title).toBe("Big plan");
    expect(backup.projects[0].data.markers).toHaveLength(20);
    expect(markers.$markers.get()).toHaveLength(20);
  });
});
