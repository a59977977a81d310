import { afterEach, describe, expect, it, vi } from "vitest";
import { loadStores, writeFromAnotherTab } from "./persistence-support";

afterEach(() => vi.useRealTimers());

describe("when each project last changed", () => {
  it("notes real changes, not another tab's copy of the same projects, and forgets deleted ones", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { projects, markers } = await loadStores();
    const activity = await import("../../client/features/dashboard/project-activity-store");
    let now = new Date("2026-05-01T10:00:00Z");
    const stop = activity.trackProjectChanges(() => now);
    vi.setSystemTime(now);

    const first = projects.createProject({ title: "Harbour" });
    const second = projects.createProject({ title: "Station" });
    const changed = () => activity.$projectChangedAt.get();
    const last = (id: string) => {
      const project = projects.$projects.get().find((item) => item.id === id);
      if (!project) throw new Error("missing");
      return activity.lastChanged(project, changed());
    };
    expect(last(first.id)).toBe(first.createdAt);

    now = new Date("2026-05-02T09:00:00Z");
    projects.selectProject(first.id);
    markers.addMarker({ position: { lat: 55.6, lng: 12.5 }, signCode: "A39" });
    expect(last(first.id)).toBe("2026-05-02T09:00:00.000Z");
    expect(last(second.id)).toBe(second.createdAt);

    // Another tab writes the same list back (as after its own reload): nothing changed.
    now = new Date("2026-05-03T09:00:00Z");
    writeFromAnotherTab("projects", JSON.stringify(projects.$projects.get()));
    expect(last(first.id)).toBe("2026-05-02T09:00:00.000Z");
    expect(last(second.id)).toBe(second.createdAt);

    // Another tab renames one: that is a change.
    const renamed = projects.$projects
      .get()
      .map((item) => (item.id === second.id ? { ...item, title: "Central station" } : item));
    writeFromAnotherTab("projects", JSON.stringify(renamed));
    expect(last(second.id)).toBe("2026-05-03T09:00:00.000Z");

    projects.removeProject(first.id);
    expect(Object.keys(changed())).toEqual([second.id]);
    stop();
  });
});
