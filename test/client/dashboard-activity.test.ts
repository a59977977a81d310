import { afterEach, describe, expect, it, vi } from "vitest";
import { loadStores, writeFromAnotherTab } from "./persistence-support";

afterEach(() => vi.useRealTimers());

describe("when each project last changed", () => {
  it("is noted by the actions that change a project, not by another tab's copy, and forgotten on delete", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { projects, markers } = await loadStores();
    const plan = await import("../../client/features/document/plan-store");
    const activity = await import("../../client/features/projects/project-activity-store");
    vi.setSystemTime(new Date("2026-05-01T10:00:00Z"));

    const first = projects.createProject({ title: "Harbour" });
    const second = projects.createProject({ title: "Station" });
    const changed = () => activity.$projectChangedAt.get();
    const last = (id: string) => {
      const project = projects.$projects.get().find((item) => item.id === id);
      if (!project) throw new Error("missing");
      return activity.lastChanged(project, changed());
    };
    expect(last(first.id)).toBe(first.createdAt);

    vi.setSystemTime(new Date("2026-05-02T09:00:00Z"));
    projects.selectProject(first.id);
    // Opening a project is not changing it.
    expect(last(first.id)).toBe(first.createdAt);
    markers.addMarker({ position: { lat: 55.6, lng: 12.5 }, signCode: "A39" });
    expect(last(first.id)).toBe("2026-05-02T09:00:00.000Z");
    expect(last(second.id)).toBe(second.createdAt);

    // Drawing on the plan is a change too.
    vi.setSystemTime(new Date("2026-05-02T10:00:00Z"));
    plan.addShape({
      kind: "detour",
      points: [
        { lat: 55.6, lng: 12.5 },
        { lat: 55.61, lng: 12.51 },
      ],
    });
    expect(last(first.id)).toBe("2026-05-02T10:00:00.000Z");

    // Another tab writes the same list back (as after its own reload): nothing changed.
    vi.setSystemTime(new Date("2026-05-03T09:00:00Z"));
    writeFromAnotherTab("projects", JSON.stringify(projects.$projects.get()));
    expect(last(first.id)).toBe("2026-05-02T10:00:00.000Z");
    expect(last(second.id)).toBe(second.createdAt);

    // A rename here is a change of that project only.
    projects.renameProject(second.id, "Central station");
    expect(last(second.id)).toBe("2026-05-03T09:00:00.000Z");
    expect(last(first.id)).toBe("2026-05-02T10:00:00.000Z");

    projects.removeProject(first.id);
    expect(Object.keys(changed())).toEqual([second.id]);
  });
});
