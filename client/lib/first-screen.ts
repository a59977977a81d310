/**
 * The moment the first screen has been painted. What the planner does not see first (the
 * account menu and the session behind it, new-build detection, analytics) waits for it, so
 * that on a slow phone network the screen's own chunks do not share the bandwidth with
 * them (issue 40: Lighthouse's largest contentful paint counts every request made before
 * the screen's content is painted).
 */
let shown: () => void = () => {};
let marked = false;
let rendered = false;
/** Screens whose own content is not rendered yet (holdFirstScreen). */
let holds = 0;

export const firstScreenShown = new Promise<void>((resolve) => {
  shown = resolve;
});

/**
 * Called once the first screen has rendered (the root layout's first effect): resolves
 * `firstScreenShown` once the browser has shown that render (`afterPaint`).
 */
export function markFirstScreenRendered(): void {
  rendered = true;
  markWhenContentRendered();
}

function markWhenContentRendered(): void {
  if (marked || !rendered || holds > 0) return;
  marked = true;
  void afterPaint().then(shown);
}

/**
 * Holds the first screen's mark while a screen's own content is not rendered yet, and
 * answers its release: a shared plan's first render is a loading line until its plan is
 * here, and its header, what the reader came for, is the first screen that counts. Until
 * then what waits for the first screen does not share the network with the plan and the
 * code that draws it (issue 39: Lighthouse's largest contentful paint is that header).
 */
export function holdFirstScreen(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    markWhenContentRendered();
  };
}

/**
 * Resolves once the browser has shown what was last rendered: a frame later (the frame
 * after the one that painted it, as the paint reaches the screen only then), and a task
 * after that. A page that is hidden gets no frames: a timer stands in for them there.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => void nextTask().then(resolve);
    if (typeof requestAnimationFrame !== "function" || document.visibilityState === "hidden") {
      done();
      return;
    }
    const fallback = setTimeout(done, 100);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(fallback);
        done();
      }),
    );
  });
}

/**
 * Resolves in a task after this one: the browser may paint and take input in between. For
 * splitting the first load's work into tasks a phone runs without blocking it for long.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
