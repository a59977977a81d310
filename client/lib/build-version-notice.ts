import { toast } from "sonner";
import { $newBuild, watchForNewBuilds } from "./build-version";

const NOTICE_ID = "new-build";

/**
 * Watches for new builds and, once one is live, offers a reload in a toast that stays
 * until answered (reloading on its own could throw away what someone is typing).
 */
export function offerReloadOnNewBuild(options?: Parameters<typeof watchForNewBuilds>[0]) {
  const stopWatching = watchForNewBuilds(options);
  const stopListening = $newBuild.listen((build) => {
    if (!build) return;
    toast.info("A new version of Signage Planner is available.", {
      id: NOTICE_ID,
      description: "Reload to use it. Your plans are kept in this browser.",
      duration: Number.POSITIVE_INFINITY,
      action: { label: "Reload", onClick: () => window.location.reload() },
    });
  });
  return () => {
    stopWatching();
    stopListening();
  };
}
