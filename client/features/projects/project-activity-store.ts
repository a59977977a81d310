import { storedAtom } from "../../lib/storage";

/**
 * When each project last changed, for the dashboard. A project carries only its creation
 * time (product spec §3), so changes are noted here by the actions that make them: the
 * edit path for everything done on the map, the projects store for a new title,
 * description or details. Another tab notes its own changes. Stored through the storage
 * engine like the map (a full quota is reported, not thrown from inside an edit).
 */
export const $projectChangedAt = storedAtom<Record<string, string>>(
  "project-changed-at",
  {},
  {
    decode(raw) {
      const value: unknown = JSON.parse(raw);
      if (typeof value !== "object" || value === null || Array.isArray(value)) {
        throw new TypeError("not a map of times");
      }
      return value as Record<string, string>;
    },
    encode: (value) => JSON.stringify(value),
    // Two tabs noting changes to different projects keep both; for one project the later wins.
    merge: (_base, mine, theirs) => {
      const merged = { ...theirs };
      for (const [id, time] of Object.entries(mine)) {
        const other = merged[id];
        if (!other || time > other) merged[id] = time;
      }
      return merged;
    },
  },
);

/** When a project last changed (its creation time until a change is noted). */
export function lastChanged(
  project: { id: string; createdAt: string },
  changedAt: Record<string, string>,
): string {
  const seen = changedAt[project.id];
  return seen && seen > project.createdAt ? seen : project.createdAt;
}

/** Notes that a project changed now. */
export function markProjectChanged(id: string, now: Date = new Date()): void {
  $projectChangedAt.set({ ...$projectChangedAt.get(), [id]: now.toISOString() });
}

/** Forgets a deleted project's time. */
export function forgetProjectChanges(id: string): void {
  const known = $projectChangedAt.get();
  if (!(id in known)) return;
  const { [id]: _gone, ...rest } = known;
  $projectChangedAt.set(rest);
}
