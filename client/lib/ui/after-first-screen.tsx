import { type ReactNode, startTransition, useEffect, useState } from "react";
import { firstScreenShown, markFirstScreenRendered } from "../first-screen";

let firstScreenIsShown = false;
void firstScreenShown.then(() => {
  firstScreenIsShown = true;
});

/**
 * Whether what waits for `wait` may be drawn: false until `wait()`, asked for while `due` is
 * set, has resolved, and false again when `due` is unset (`shownAlready`: true from the
 * start). The render that draws it is a transition: React renders it in slices, yielding to
 * the browser between them, instead of in one long task (issue 40).
 */
export function useShownAfter(
  due: boolean,
  wait: () => Promise<void>,
  shownAlready = false,
): boolean {
  const [shown, setShown] = useState(shownAlready);
  useEffect(() => {
    if (!due) {
      setShown(false);
      return;
    }
    if (shown) return;
    let live = true;
    void wait().then(() => {
      if (live) startTransition(() => setShown(true));
    });
    return () => {
      live = false;
    };
  }, [due, shown, wait]);
  return shown;
}

/**
 * This is part of the first screen, and its effect runs once that render is committed: it
 * marks the moment itself, whatever else renders around it (the root layout marks it too;
 * the first mark counts).
 */
function firstScreenPainted(): Promise<void> {
  markFirstScreenRendered();
  return firstScreenShown;
}

/**
 * Renders its children once the first screen has been painted, and at once after that (a
 * later navigation). For what is below a screen's fold at first load: the first render on a
 * phone is then short enough not to block the page for long, and what the planner sees first
 * is painted before it (issue 40). Lazy parts inside start loading only then, a frame or two
 * later than they would.
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  return useShownAfter(true, firstScreenPainted, firstScreenIsShown) ? children : null;
}
