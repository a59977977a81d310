import { useLayoutEffect, useRef } from "react";
import { flushSync } from "react-dom";

/** Whether the page is being printed: set before any print handler of a component runs. */
let printing = false;
if (typeof window !== "undefined") {
  window.addEventListener("beforeprint", () => {
    printing = true;
  });
  window.addEventListener("afterprint", () => {
    printing = false;
  });
}

/** Whether the page is being printed now (from its `beforeprint` to its `afterprint`). */
export const printingNow = (): boolean => printing;

/**
 * Has `draw` (state changes) drawn before the page is printed, while `waiting`: Chromium's
 * print, its "save as PDF" and `page.pdf()` all send `beforeprint` first, and lay the page
 * out once its handlers return, so the change is committed there and then (flushSync).
 * Listened for from the commit that draws the waiting part (a layout effect): a passive
 * effect may come after the page already says it is ready, and a print at once found
 * nobody listening.
 */
export function useDrawnBeforePrint(waiting: boolean, draw: () => void): void {
  const latest = useRef(draw);
  latest.current = draw;
  useLayoutEffect(() => {
    if (!waiting) return;
    const before = () => flushSync(() => latest.current());
    window.addEventListener("beforeprint", before);
    return () => window.removeEventListener("beforeprint", before);
  }, [waiting]);
}
