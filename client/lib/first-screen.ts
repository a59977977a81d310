/**
 * The moment the first screen has been painted. What the planner does not see first (the
 * account menu and the session behind it, new-build detection, analytics) waits for it, so
 * that on a slow phone network the screen's own chunks do not share the bandwidth with
 * them (issue 40: Lighthouse's largest contentful paint counts every request made before
 * the screen's content is painted).
 */
let shown: () => void = () => {};
let marked = false;

export const firstScreenShown = new Promise<void>((resolve) => {
  shown = resolve;
});

/**
 * Called once the first screen has rendered (the root layout's first effect): resolves
 * `firstScreenShown` after the browser has painted that render (the next frame, then a task
 * after it). A page that is hidden gets no frames: a timer stands in for the frame there.
 */
export function markFirstScreenRendered(): void {
  if (marked) return;
  marked = true;
  const afterPaint = () => setTimeout(shown, 0);
  if (typeof requestAnimationFrame !== "function" || document.visibilityState === "hidden") {
    afterPaint();
    return;
  }
  const fallback = setTimeout(afterPaint, 100);
  requestAnimationFrame(() => {
    clearTimeout(fallback);
    afterPaint();
  });
}
