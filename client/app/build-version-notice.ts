import { $newBuild, meetOtherTabs, watchForNewBuilds } from "../lib/build-version";
import { offerReload } from "../lib/toast";
import { newBuildMessages } from "./messages";

const NOTICE_ID = "new-build";

/**
 * Watches for new builds (polling, and the other tabs' builds) and, once one is live,
 * offers a reload in a toast that stays until answered (reloading on its own could throw
 * away what someone is typing).
 */
export function offerReloadOnNewBuild(options?: Parameters<typeof watchForNewBuilds>[0]) {
  const stopWatching = watchForNewBuilds(options);
  const stopMeeting = meetOtherTabs(options?.current);
  const stopListening = $newBuild.listen((build) => {
    if (!build) return;
    const t = newBuildMessages.get();
    offerReload(NOTICE_ID, { title: t.available, description: t.reloadToUse, reload: t.reload });
  });
  return () => {
    stopWatching();
    stopMeeting();
    stopListening();
  };
}
