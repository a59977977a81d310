import { useStore } from "@nanostores/react";
import { useId, useState } from "react";
import { $locale } from "../../lib/i18n";
import type { Marker } from "../../lib/marker-model";
import { displayCode } from "../../lib/sign-code";
import {
  ARROW_AHEAD,
  ARROW_LEFT,
  ARROW_RIGHT,
  faceLines,
  fitToFace,
  MAX_LINE_LENGTH,
  measureNumber,
  SPEED_CHOICES,
  signValueFromInput,
  signValueSpec,
} from "../../lib/sign-values";
import { enterCommits } from "../../lib/ui/enter-commits";
import { updateMarker } from "../document";
import { signValueMessages, subSignMessages } from "./sign-fields/messages";

/**
 * A plate's text, named by the <label> for its `id`: one line in a text field, or on a plate
 * of several lines (U 3,3: weekdays, Saturdays, Sundays and holidays) a text area with a row
 * for each, Enter starting the next. A line or a line feed more than the face holds is not
 * taken, and a longer text pasted is cut to it (lib/sign-values.ts, fitToFace). Each key
 * takes effect at once (`onType`, with its lines joined by "\n"; the map shows it as it is
 * typed, issue 37 item 4); the field shows what was typed until it is left, then the plate's
 * text as saved.
 */
export function PlateTextBox({
  id,
  code,
  text,
  onType,
  placeholder,
  focusRef,
}: {
  id: string;
  code: string;
  /** The text now on the plate. */
  text: string;
  onType: (text: string) => void;
  placeholder?: string;
  /** Called with the field, e.g. to focus it. */
  focusRef?: (field: HTMLInputElement | HTMLTextAreaElement | null) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const lines = faceLines(code);
  const change = (next: string) => {
    const fitted = fitToFace(code, next);
    // One key more than the face holds (a 25th letter, a fourth line) does nothing.
    if (fitted !== next && next.length === (draft ?? text).length + 1) return;
    setDraft(fitted);
    onType(fitted);
  };
  // What the text area and the text field have alike.
  const field = {
    ref: focusRef,
    id,
    value: draft ?? text,
    placeholder,
    onChange: (event: { currentTarget: { value: string } }) => change(event.currentTarget.value),
    onBlur: () => setDraft(null),
  };
  if (lines > 1) return <textarea {...field} rows={lines} />;
  return (
    <input {...field} maxLength={MAX_LINE_LENGTH} onKeyDown={enterCommits(() => setDraft(null))} />
  );
}

/**
 * The text on a plate placed as a sign of its own (U 1,1 "200 m", U 3,3's hours), named
 * "Text on U 3,3" as a sub-sign's is. An empty field goes back to the picture's text.
 */
function SignTextField({ marker, shown }: { marker: Marker; shown: string }) {
  const t = useStore(subSignMessages);
  const locale = useStore($locale);
  const id = useId();
  return (
    <div className="sign-value-field">
      <label htmlFor={id}>{t.textOn({ code: displayCode(marker.signCode, locale) })}</label>
      <PlateTextBox
        id={id}
        code={marker.signCode}
        text={marker.value ?? shown}
        onType={(text) => {
          const value = signValueFromInput(marker.signCode, text);
          if (value !== null && value !== marker.value) {
            updateMarker(marker.id, { value }, "value");
          }
        }}
      />
    </div>
  );
}

/**
 * A sign's value chosen from a list of `[value, name]`, the first option `none` (the face
 * as pictured); it takes effect when chosen.
 */
function ValueChoiceField({
  marker,
  label,
  none,
  choices,
  shown,
}: {
  marker: Marker;
  label: string;
  /** The choice of no value (the face as pictured), or none when `shown` is a choice. */
  none?: string;
  choices: readonly (readonly [string, string])[];
  /** The value the picture shows, one of `choices`: choosing it stores no value. */
  shown?: string;
}) {
  return (
    <label className="sign-value-field">
      {label}
      <select
        value={marker.value ?? shown ?? ""}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          updateMarker(marker.id, { value: chosen && chosen !== shown ? chosen : undefined });
        }}
      >
        {none !== undefined && <option value="">{none}</option>}
        {choices.map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The value on the selected sign's face, for a sign that carries one (lib/sign-values.ts):
 * a speed sign's limit from a list (the common ones first), a detour sign's arrow (left,
 * straight ahead, right), the way a flag-type sign points (left, right), a width, height or weight as a
 * number (comma or point), a plate's text (its lines on U 3,3). Each takes effect as it is
 * typed, and what is typed into the field in a row is one edit, undone with Ctrl+Z like the
 * others; an empty field goes back to the picture's own value.
 */
export function SignValueField({ marker }: { marker: Marker }) {
  const t = useStore(signValueMessages);
  const spec = signValueSpec(marker.signCode);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState(false);
  const errorId = useId();
  if (!spec) return null;
  if (spec.kind === "text") return <SignTextField marker={marker} shown={spec.shown} />;

  // A value chosen from a list: a detour sign's arrow, a speed sign's limit.
  if (spec.kind === "arrow") {
    return (
      <ValueChoiceField
        marker={marker}
        label={t.arrow}
        none={t.noArrow}
        choices={[
          [ARROW_LEFT, t.arrowLeft],
          [ARROW_AHEAD, t.arrowAhead],
          [ARROW_RIGHT, t.arrowRight],
        ]}
      />
    );
  }
  if (spec.kind === "pointing") {
    return (
      <ValueChoiceField
        marker={marker}
        label={t.pointing}
        shown={spec.shown}
        choices={[
          [ARROW_LEFT, t.arrowLeft],
          [ARROW_RIGHT, t.arrowRight],
        ]}
      />
    );
  }
  if (spec.kind === "speed") {
    return (
      <ValueChoiceField
        marker={marker}
        label={t.speed}
        none={t.asPictured({ value: spec.shown })}
        choices={SPEED_CHOICES.map((limit) => [limit, limit])}
      />
    );
  }

  // Each number typed takes effect at once (the face shows it as typed); what is not a
  // number yet ("3," on the way to "3,5") waits, and is named when the field is left.
  const type = (text: string) => {
    setDraft(text);
    const value = signValueFromInput(marker.signCode, text);
    if (value === null) return;
    setError(false);
    if (value !== marker.value) updateMarker(marker.id, { value }, "value");
  };
  const commit = () => {
    if (draft === null) return;
    if (signValueFromInput(marker.signCode, draft) === null) {
      setError(true);
      return;
    }
    setError(false);
    setDraft(null);
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
          onChange={(event) => type(event.currentTarget.value)}
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
