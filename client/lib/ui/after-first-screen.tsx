import { type ReactNode, startTransition, useEffect, useState } from "react";
import { firstScreenShown, markFirstScreenRendered } from "../first-screen";

let firstScreenIsShown = false;
void firstScreenShown.then(() => {
  firstScreenIsShown = true;
});

/**
 * Renders its children once the first screen has been painted, and at once after that (a
 * later navigation). For what is below a screen's fold at first load: the first render on a
 * phone is then short enough not to block the page for long, and what the planner sees first
 * is painted before it (issue 40). Lazy parts inside start loading only then, a frame or two
 * later than they would.
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(firstScreenIsShown);
  useEffect(() => {
    if (shown) return;
    // This is part of the first screen, and its effect runs once that render is committed:
    // it marks the moment itself, whatever else renders around it (the root layout marks
    // it too; the first mark counts).
    markFirstScreenRendered();
    let live = true;
    void firstScreenShown.then(() => {
      // In the background (a transition): React renders it in slices, yielding to the
      // browser between them, instead of in one long task.
      if (live) startTransition(() => setShown(true));
    });
    return () => {
      live = false;
    };
  }, [shown]);
  return shown ? children : null;
}
