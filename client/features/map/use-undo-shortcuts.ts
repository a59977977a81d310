import { useEffect } from "react";
import { redoMarkerEdit, undoMarkerEdit } from "./markers-store";

/** Text fields keep the browser's own undo for their text. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !["checkbox", "radio", "range", "button", "submit", "reset", "color"].includes(target.type)
  );
}

/** Ctrl/Cmd+Z undoes the latest marker edit; Shift+Ctrl/Cmd+Z (or Ctrl+Y) redoes it. */
export function useUndoShortcuts(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextField(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) undoMarkerEdit();
      else if ((key === "z" && event.shiftKey) || (key === "y" && event.ctrlKey)) redoMarkerEdit();
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
