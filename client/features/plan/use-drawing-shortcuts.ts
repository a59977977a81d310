import { useEffect } from "react";
import {
  $draft,
  cancelDrawing,
  chooseTool,
  type DrawTool,
  finishDraft,
  removeDraftPoint,
} from "./draw-store";
import { TOOL_SHORTCUTS } from "./drawing-words";

const TOOL_KEYS = new Map(
  (Object.entries(TOOL_SHORTCUTS) as [DrawTool, string][]).map(([tool, key]) => [
    key.toLowerCase(),
    tool,
  ]),
);

/** Where typing and Enter mean something of their own. */
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ["INPUT", "TEXTAREA", "SELECT", "BUTTON", "A"].includes(target.tagName) ||
    target.getAttribute("role") === "button" ||
    target.getAttribute("role") === "slider"
  );
}

/**
 * The drawing tools' keys, anywhere on the map screen but in fields: V select, L line,
 * A area, T text, M measure; while drawing Enter finishes and Backspace removes the last
 * point; Escape cancels what is under way (then leaves the tool, then the selection).
 */
export function useDrawingShortcuts(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      const field =
        event.target instanceof HTMLElement &&
        ["INPUT", "TEXTAREA", "SELECT"].includes(event.target.tagName);
      if (event.key === "Escape" && !field) cancelDrawing();
      else if (ownsKeys(event.target)) return;
      else if (event.key === "Enter" && $draft.get().length > 0) finishDraft();
      else if (event.key === "Backspace" && $draft.get().length > 0) removeDraftPoint();
      else {
        const tool = event.shiftKey ? undefined : TOOL_KEYS.get(event.key.toLowerCase());
        if (!tool) return;
        chooseTool(tool);
      }
      event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
