import { useEffect, useState } from "react";
import type { Project } from "../projects";
import { snapshotFingerprint } from "./share-actions";
import type { ProjectShare } from "./shares-store";

/**
 * Whether `project` is still exactly the newest version of `share` published from here
 * (its snapshot's fingerprint the same as the version's): null while that is worked out,
 * and with nothing shared. The share panel says from it whether there is anything to
 * publish again; the project's print carries the version's QR code only while it is true.
 */
export function useSameAsPublished(
  project: Project | null | undefined,
  share: ProjectShare | undefined,
): boolean | null {
  const [same, setSame] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    setSame(null);
    if (project && share) {
      void snapshotFingerprint(project).then(
        (fingerprint) => live && setSame(fingerprint === share.fingerprint),
      );
    }
    return () => {
      live = false;
    };
  }, [project, share]);
  return same;
}
