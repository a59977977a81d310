import { useStore } from "@nanostores/react";
import { useId, useState } from "react";
import type { Marker } from "../../lib/marker-model";
import {
  measureNumber,
  SPEED_CHOICES,
  signValueFromInput,
  signValueSpec,
} from "../../lib/sign-values";
import { enterCommits } from "../../lib/ui/enter-commits";
import { updateMarker } from "./markers-store";
import { signValueMessages } from "./messages";

/**
 * The value on the selected sign's face, for a sign that carries one (lib/sign-values.ts):
 * a speed sign's limit from a list (the common ones first), a width, height or weight as a
 * number (comma or point). Each change is one edit, undone with Ctrl+Z like the others; an
 * empty field goes back to the picture's own value.
 */
export function SignValueField({ marker }: { marker: Marker }) {
  const t = useStore(signValueMessages);
  const spec = signValueSpec(marker.signCode);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState(false);
  const errorId = useId();
  if (!spec || spec.kind === "text") return null;

  if (spec.kind === "speed") {
    return (
      <label className="sign-value-field">
        {t.speed}
        <select
          value={marker.value ?? ""}
          onChange={(event) =>
            updateMarker(marker.id, { value: event.currentTarget.value || undefined })
          }
        >
          <option value="">{t.asPictured({ value: spec.shown })}</option>
          {SPEED_CHOICES.map((limit) => (
            <option key={limit} value={limit}>
              {limit}
            </option>
          ))}
        </select>
      </label>
    );
  }

  const commit = () => {
    if (draft === null) return;
    const value = signValueFromInput(marker.signCode, draft);
    if (value === null) {
      setError(true);
      return;
    }
    setError(false);
    setDraft(null);
    if (value !== marker.value) updateMarker(marker.id, { value });
  };
  const shown = measureNumber(marker.value ?? spec.shown);
  return (
    <div className="sign-value-field">
      <label>
        {spec.kind === "metres" ? t.metres : t.tonnes}
        <input
          inputMode="decimal"
          value={draft ?? shown}
          aria-invalid={error}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={commit}
          onKeyDown={enterCommits(commit)}
        />
      </label>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {t.notANumber}
        </p>
      )}
    </div>
  );
}
