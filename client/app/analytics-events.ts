import { onMapEdit } from "../features/map/map-edits";
import { $markers, type Marker } from "../features/map/markers-store";
import { $projects } from "../features/projects/projects-store";
import { $selectedSignCode } from "../features/signs/signs-store";
import { track } from "../lib/analytics";

/**
 * The product's meaningful moments as analytics events, read from the stores (actions stay
 * free of analytics, DESIGN decision 9): a project created, signs placed, a sign chosen
 * in the catalogue. Screens add the events only they know of (exports, imports). Changes
 * that arrive from another tab are that tab's to report, not this one's.
 */
export function trackAppEvents(): () => void {
  let fromAnotherTab = false;
  // Capture phase: runs before the storage listeners that apply the other tab's values.
  const onStorage = () => {
    fromAnotherTab = true;
    setTimeout(() => {
      fromAnotherTab = false;
    });
  };
  window.addEventListener("storage", onStorage, { capture: true });

  const stopProjects = $projects.listen((projects, previous) => {
    if (fromAnotherTab) return;
    const known = new Set((previous ?? []).map((project) => project.id));
    for (const project of projects) {
      if (!known.has(project.id)) {
        track("project created", { markers: project.data.markers.length });
      }
    }
  });

  // Marker changes are paired with the map edit that follows them: loading a project
  // replaces the markers without being an edit, and placing a sign is one.
  let change: { markers: readonly Marker[]; previous: readonly Marker[] } | null = null;
  const stopMarkers = $markers.listen((markers, previous) => {
    change = { markers, previous: previous ?? [] };
  });
  const stopEdits = onMapEdit(() => {
    const edited = change;
    change = null;
    if (!edited || edited.markers !== $markers.get()) return;
    const before = new Set(edited.previous.map((marker) => marker.id));
    const placed = edited.markers.filter((marker) => !before.has(marker.id));
    if (placed.length === 1 && placed[0]) {
      track("sign placed", { sign_code: placed[0].signCode });
    } else if (placed.length > 1) {
      track("signs placed", { count: placed.length });
    }
  });

  const stopSigns = $selectedSignCode.listen((code) => {
    if (!fromAnotherTab) track("sign chosen", { sign_code: code });
  });

  return () => {
    window.removeEventListener("storage", onStorage, { capture: true });
    stopProjects();
    stopMarkers();
    stopEdits();
    stopSigns();
  };
}
