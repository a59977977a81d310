import { useStore } from "@nanostores/react";
import { useState } from "react";
import { type Marker, normaliseRotation, ROTATION_STEP } from "../../lib/marker-model";
import { rotateMarker, updateMarker } from "../document";
import { mapSignMessages } from "./messages";
import { markerEditorMessages } from "./panels/messages";
import { RichText } from "./rich-text";

const COMPASS = ["n", "ne", "e", "se", "s", "sw", "w", "nw"] as const;
/** The nearest of eight compass points, e.g. 100° → "E" ("Ø" in Danish). */
export const compassPoint = (degrees: number, t = mapSignMessages.get()): string =>
  t[COMPASS[Math.round(normaliseRotation(degrees) / 45) % 8] ?? "n"];

/**
 * The selected sign's facing: a number field (0–359, wrapping), buttons that turn it by
 * 15°, and an arrow that shows the direction. Typing is saved on Enter or leaving the field
 * (one undo step); the arrow keys in the field turn it 1° (15° with Shift) at once.
 */
export function RotationField({ marker }: { marker: Marker }) {
  const t = useStore(markerEditorMessages);
  const names = useStore(mapSignMessages);
  const rotation = marker.rotation ?? 0;
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const value = Number(draft);
    setDraft(null);
    if (draft.trim() !== "" && Number.isFinite(value)) {
      updateMarker(marker.id, { rotation: normaliseRotation(value) });
    }
  };
  return (
    <fieldset className="rotation-field">
      <legend>{t.facing}</legend>
      <div className="rotation-row">
        <label>
          {t.rotation}
          <input
            type="number"
            inputMode="numeric"
            step={1}
            value={draft ?? String(rotation)}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                commit();
              } else if (event.key === "ArrowUp" || event.key === "ArrowDown") {
                // Our own steps, so 359 + 1 wraps to 0 instead of stopping at a maximum.
                event.preventDefault();
                setDraft(null);
                const step = event.shiftKey ? ROTATION_STEP : 1;
                rotateMarker(marker.id, event.key === "ArrowUp" ? step : -step);
              }
            }}
          />
        </label>
        <svg
          className="facing-arrow"
          viewBox="-10 -10 20 20"
          width="32"
          height="32"
          role="img"
          aria-label={names.faces({ direction: compassPoint(rotation, names), degrees: rotation })}
        >
          <circle r="9" fill="none" stroke="currentColor" strokeWidth="1" />
          <path d="M0,-8 L4,2 L0,0 L-4,2 Z" transform={`rotate(${rotation})`} fill="currentColor" />
        </svg>
      </div>
      <div className="button-row">
        <button type="button" onClick={() => rotateMarker(marker.id, -ROTATION_STEP)}>
          {t.turnLeft}
        </button>
        <button type="button" onClick={() => rotateMarker(marker.id, ROTATION_STEP)}>
          {t.turnRight}
        </button>
        <button type="button" onClick={() => rotateMarker(marker.id, 180)}>
          {t.turnAbout}
        </button>
      </div>
      <p className="hint" id="rotation-keys">
        <RichText
          text={t.rotationKeys({})}
          parts={{ r: <kbd>R</kbd>, shift: <kbd>Shift</kbd>, alt: <kbd>Alt</kbd>, f: <kbd>F</kbd> }}
        />
      </p>
    </fieldset>
  );
}
