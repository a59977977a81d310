import { useStore } from "@nanostores/react";
import { type ComponentType, useEffect, useState } from "react";
import { loadChunk } from "../../lib/build-version-reload";
import type { PublishedVersion } from "../print";
import { $currentProject } from "../projects";
import { snapshotFingerprint } from "./share-actions";
import { $shares } from "./shares-store";

type PrintScreenProps = { published?: PublishedVersion };

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
  const [Print, setPrint] = useState<ComponentType<PrintScreenProps> | null>(null);
  const [published, setPublished] = useState<PublishedVersion | undefined>(undefined);

  useEffect(() => {
    void loadChunk(() => import("../print")).then(async (print) => {
      const screen = await print.loadPrintScreen();
      setPrint(() => screen);
    });
  }, []);
  useEffect(() => {
    let live = true;
    setPublished(undefined);
    if (project && share) {
      void snapshotFingerprint(project).then((fingerprint) => {
        if (live && fingerprint === share.fingerprint) {
          setPublished({
            url: versionLink(share.id, share.version),
            version: share.version,
            fingerprint,
          });
        }
      });
    }
    return () => {
      live = false;
    };
  }, [project, share]);

  return Print ? <Print published={published} /> : null;
}
