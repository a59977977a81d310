import { useStore } from "@nanostores/react";
import { useId, useState } from "react";
import {
  GROUND_METRES_MAX,
  GROUND_METRES_MIN,
  MARKER_SIZE_MAX,
  MARKER_SIZE_MIN,
  type SignSizing,
} from "../../../lib/map-settings-model";
import { $markerSize, $signSizing, setMarkerSize, setSignSizing } from "../map-settings-store";
import { signSizingMessages } from "./messages";
import { TRUE_SIZE_MIN_PIXELS } from "./true-size";
import "./sign-sizing.css";

const MODES = ["fixed", "ground"] as const satisfies readonly SignSizing["mode"][];

/**
 * The sign width on the ground as the planner types it: held as typed while it is not a
 * width in range ("1," on the way to "1,2", or empty), so typing is never overwritten.
 */
function GroundWidthInput({ describedBy }: { describedBy: string }) {
  const t = useStore(signSizingMessages);
  const sizing = useStore($signSizing);
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <label>
      {t.groundWidth}
      <input
        type="number"
        inputMode="decimal"
        min={GROUND_METRES_MIN}
        max={GROUND_METRES_MAX}
        step={0.1}
        value={draft ?? String(sizing.groundMetres)}
        aria-describedby={describedBy}
        onChange={(event) => {
          const text = event.target.value;
          const metres = event.target.valueAsNumber;
          const inRange = metres >= GROUND_METRES_MIN && metres <= GROUND_METRES_MAX;
          // Centimetres are as fine as a sign's width needs, and store compactly.
          if (inRange) setSignSizing({ ...sizing, groundMetres: Math.round(metres * 100) / 100 });
          setDraft(inRange ? null : text);
        }}
        onBlur={() => setDraft(null)}
      />
    </label>
  );
}

/**
 * Fixed size (the marker size in pixels, whatever the zoom) or true size on the ground (a
 * sign as wide on the map as `groundMetres` on the ground, so spacing and the side of the
 * road read true), with the one setting each uses under the choice.
 */
export function SignSizingField() {
  const t = useStore(signSizingMessages);
  const sizing = useStore($signSizing);
  const markerSize = useStore($markerSize);
  const noteId = useId();
  return (
    <fieldset className="sign-sizing">
      <legend>{t.legend}</legend>
      {MODES.map((each) => (
        <label key={each} className="checkbox">
          <input
            type="radio"
            name="sign-sizing"
            checked={sizing.mode === each}
            onChange={() => setSignSizing({ ...sizing, mode: each })}
          />
          {t[each]}
        </label>
      ))}
      {sizing.mode === "fixed" ? (
        <label>
          {t.markerSize}
          <span className="range-with-value">
            <input
              type="range"
              min={MARKER_SIZE_MIN}
              max={MARKER_SIZE_MAX}
              step={4}
              value={markerSize}
              onChange={(event) => setMarkerSize(Number(event.target.value))}
            />
            <output>{t.pixels({ size: markerSize })}</output>
          </span>
        </label>
      ) : (
        <>
          <GroundWidthInput describedBy={noteId} />
          <p id={noteId} className="field-note">
            {t.groundNote({ min: TRUE_SIZE_MIN_PIXELS })}
          </p>
        </>
      )}
    </fieldset>
  );
}
