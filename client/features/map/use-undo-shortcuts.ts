import { useEffect } from "react";
import { redoMapEdit, undoMapEdit } from "./map-edits-store";

/** Text fields keep the browser's own keys (undo, typing) for their text. */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !["checkbox", "radio", "range", "button", "submit", "reset", "color"].includes(target.type)
  );
}

/** Ctrl/Cmd+Z undoes the latest edit of the plan; Shift+Ctrl/Cmd+Z (or Ctrl+Y) redoes it. */
export function useUndoShortcuts(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextField(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) undoMapEdit();
      else if ((key === "z" && event.shiftKey) || (key === "y" && event.ctrlKey)) redoMapEdit();
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
