import { startTransition, useEffect, useState } from "react";
import { useDrawnBeforePrint } from "./before-print";

/** Rows drawn at first: more than a laptop's screen shows of the list, in one go. */
const FIRST_ROWS = 100;
/** Rows added each time the list's undrawn rest comes near the screen. */
const MORE_ROWS = 400;
/** How near (CSS pixels, above or below the screen) the rest may come before more are drawn. */
const NEAR_PX = 1500;

/**
 * How many of a long list's `total` rows are drawn: the first FIRST_ROWS, then more as the
 * list is scrolled towards its end, and every row before the page is printed (Chromium's
 * print, its "save as PDF" and `page.pdf()` all send `beforeprint` first, and wait for it).
 *
 * Why (issue 39): a 2,000-sign plan's list is 24,000 elements, two thirds of its document.
 * Drawn at once, they held its shared view's first screen for most of a second (their
 * render, style and layout), for rows far below the screen. A row once drawn stays: the list
 * only grows, so the page never jumps under the reader.
 *
 * `rest` is given the element that holds the undrawn rows' room (null once all are drawn).
 * With `all`, every row is drawn at once (a list first drawn while the page is printed).
 */
export function useRowsAsScrolled(
  total: number,
  all = false,
): {
  drawn: number;
  rest: (element: HTMLElement | null) => void;
} {
  const [drawn, setDrawn] = useState(() => (all ? total : FIRST_ROWS));
  const [rest, setRest] = useState<HTMLElement | null>(null);
  const allDrawn = drawn >= total;
  useEffect(() => {
    if (!rest || drawn >= total) return;
    // A new observer after each addition reports at once where the rest now is: still near
    // (a fast scroll, a tall screen), it asks for more again.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          startTransition(() => setDrawn((count) => count + MORE_ROWS));
        }
      },
      { rootMargin: `${NEAR_PX}px 0px` },
    );
    observer.observe(rest);
    return () => observer.disconnect();
  }, [rest, drawn, total]);
  useDrawnBeforePrint(!allDrawn, () => setDrawn(total));
  return { drawn: Math.min(drawn, total), rest: setRest };
}
