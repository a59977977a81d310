import { useStore } from "@nanostores/react";
import { useMemo } from "react";
import type { PublishedVersion } from "../print";
import { $currentProject } from "../projects";
import { usePrintScreen } from "./print-screen-loader";
import { useSameAsPublished } from "./same-as-published";
import { $shares } from "./shares-store";

/** The link to version `version` of share `id`, on this site. */
export const versionLink = (id: string, version: number) =>
  `${window.location.origin}/p/${id}/${version}`;

/**
 * The print view of the open project (/print), with the shared version's QR code and
 * fingerprint on its sheets when the plan printed is exactly the version last published
 * from here (its fingerprint the same); a plan changed since prints without them, so no
 * paper points to a version that is not what it shows.
 */
export function CurrentProjectPrintScreen() {
  const project = useStore($currentProject);
  const share = useStore($shares)[project?.id ?? ""];
  const Print = usePrintScreen();
  const same = useSameAsPublished(project, share);
  const published = useMemo<PublishedVersion | undefined>(
    () =>
      same && share
        ? {
            url: versionLink(share.id, share.version),
            version: share.version,
            fingerprint: share.fingerprint,
          }
        : undefined,
    [same, share],
  );

  return Print ? <Print published={published} /> : null;
}
