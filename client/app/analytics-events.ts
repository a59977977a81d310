import { $selectedSignCode } from "../features/map";
import { track } from "../lib/analytics";

/**
 * The analytics events no action reports itself: a sign chosen in the catalogue (the
 * choice is a stored value that other tabs share, so it is read from the store). Edits of
 * the map are reported by the one edit path (features/document/edits-store.ts), a new project by
 * `createProject`, and screens add the events only they know of (exports, imports).
 * Changes that arrive from another tab are that tab's to report, not this one's.
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
  const stopSigns = $selectedSignCode.listen((code) => {
    if (!fromAnotherTab) track("sign chosen", { sign_code: code });
  });
  return () => {
    window.removeEventListener("storage", onStorage, { capture: true });
    stopSigns();
  };
}
