import { useEffect } from "react";
import { rotateMarker } from "./markers-store";
import { isTextField } from "./use-undo-shortcuts";

/** How far one key press turns the selected sign, in degrees. */
export const ROTATION_STEP = 15;
export const ROTATION_FINE_STEP = 1;

/**
 * Keys that turn the selected sign (`markerId`; none when null), wherever the focus is outside a text field:
 * R turns it 15° clockwise, Shift+R 15° anticlockwise; with Alt, 1° (documented in the
 * marker editor and the README). Ctrl/Cmd+R stays the browser's reload. By key position
 * (`KeyR`), so Alt+R works on layouts where it types another character.
 */
export function useRotationKeys(markerId: string | null): void {
  useEffect(() => {
    if (markerId === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== "KeyR" || event.ctrlKey || event.metaKey) return;
      // Typing in a field (or picking from a list by its first letter) is not turning.
      if (isTextField(event.target) || event.target instanceof HTMLSelectElement) return;
      const step = event.altKey ? ROTATION_FINE_STEP : ROTATION_STEP;
      rotateMarker(markerId, event.shiftKey ? -step : step);
      event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [markerId]);
}
