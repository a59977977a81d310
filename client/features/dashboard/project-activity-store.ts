import { persistentAtom } from "@nanostores/persistent";
import { encodeProject } from "../projects/project-codec";
import { $projects, type Project } from "../projects/projects-store";

/**
 * When each project last changed, for the dashboard. A project carries only its creation
 * time (product spec §3), so changes are noted here as they happen: a project whose stored
 * version is replaced (markers, settings, title…) was changed now. Started with the app
 * (main.tsx), since most changes are made on the map.
 */
export const $projectChangedAt = persistentAtom<Record<string, string>>(
  "project-changed-at",
  {},
  {
    encode: JSON.stringify,
    decode: (raw) => {
      try {
        const value: unknown = JSON.parse(raw);
        return value && typeof value === "object" && !Array.isArray(value)
          ? (value as Record<string, string>)
          : {};
      } catch {
        return {};
      }
    },
  },
);

/** When a project last changed (its creation time until a change is seen). */
export function lastChanged(project: Project, changedAt: Record<string, string>): string {
  const seen = changedAt[project.id];
  return seen && seen > project.createdAt ? seen : project.createdAt;
}

export function trackProjectChanges(now: () => Date = () => new Date()): () => void {
  return $projects.listen((projects, previous) => {
    const before = new Map((previous ?? []).map((project) => [project.id, project]));
    const known = $projectChangedAt.get();
    const next: Record<string, string> = {};
    let changed = false;
    for (const project of projects) {
      const earlier = before.get(project.id);
      // New projects start at their creation time; changed ones changed now. (Versions
      // read back from another tab are new objects with the same content: not a change.)
      if (earlier && earlier !== project && encodeProject(earlier) !== encodeProject(project)) {
        next[project.id] = now().toISOString();
        changed = true;
      } else if (known[project.id]) {
        next[project.id] = known[project.id] as string;
      }
    }
    // Entries of deleted projects go; kept ones stay as they were.
    if (changed || Object.keys(next).length !== Object.keys(known).length) {
      $projectChangedAt.set(next);
    }
  });
}
