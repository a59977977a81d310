import { useStore } from "@nanostores/react";
import { useId, useState } from "react";
import { $locale } from "../../lib/i18n";
import { MAX_SUB_SIGNS, type Marker, type SubSign } from "../../lib/marker-model";
import { faceLines, keptLines, signValueSpec } from "../../lib/sign-values";
import { $plan, updateMarker } from "../document";
import { displayCode } from "../signs";
import { metresToWorks } from "./plate-distance";
import { PlatePicker } from "./plate-picker";
import { subSignMessages } from "./sign-fields/messages";
import { SignPicture } from "./sign-picture";
import { PlateTextBox } from "./sign-value-field";
import { plateTextFromPlan } from "./works-distance";

/**
 * The selected sign's sub-signs (U-signs from the catalogue's subpanel category), top to
 * bottom: add one from the catalogue (plate-picker.tsx), give each its text ("200 m", "1.–15. maj"), remove.
 * A plate added starts with the text the plan knows (a U 1's distance to the works), selected,
 * so the planner keeps it or types over it.
 */
export function SubSignEditor({ marker }: { marker: Marker }) {
  const t = useStore(subSignMessages);
  const locale = useStore($locale);
  const subSigns = marker.subSigns ?? [];
  // The plate just added gets the focus, so its text ("150 m") is typed next.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const fieldId = useId();
  const save = (next: SubSign[], typedInto?: string) =>
    updateMarker(marker.id, { subSigns: next }, typedInto);
  const full = subSigns.length >= MAX_SUB_SIGNS;
  const focusOnce = (field: HTMLInputElement | HTMLTextAreaElement | null) => {
    if (!field) return;
    field.focus();
    field.select();
    setFocusIndex(null);
  };
  return (
    <fieldset className="sub-signs">
      <legend>{t.subSigns}</legend>
      {subSigns.length === 0 ? (
        <p className="hint">{t.noSubSigns}</p>
      ) : (
        <ul>
          {subSigns.map((sub, index) => (
            // Sub-signs have no id: their place under the sign is what they are. (Not keyed
            // by their text: it changes at each key typed, and the field keeps the focus.)
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={`${index}:${sub.code}`}>
              <SignPicture code={sub.code} size={28} value={sub.text} decorative />
              <label htmlFor={`${fieldId}-${index}`}>
                {t.textOn({ code: displayCode(sub.code, locale) })}
                {faceLines(sub.code) > 1 ? (
                  // A plate of several lines (U 3,3's hours): a row each, kept with "\n".
                  <PlateTextBox
                    id={`${fieldId}-${index}`}
                    focusRef={index === focusIndex ? focusOnce : undefined}
                    code={sub.code}
                    text={sub.text ?? ""}
                    placeholder={signValueSpec(sub.code)?.shown}
                    onType={(typed) => {
                      const text = keptLines(typed);
                      if (text !== (sub.text ?? "")) {
                        save(subSigns.with(index, { ...sub, text }), `sub-sign-${index}`);
                      }
                    }}
                  />
                ) : (
                  <SubSignText
                    id={`${fieldId}-${index}`}
                    focusRef={index === focusIndex ? focusOnce : undefined}
                    text={sub.text ?? ""}
                    placeholder={t.textExample}
                    onType={(text) => {
                      if (text.trim() !== (sub.text ?? "")) {
                        save(subSigns.with(index, { ...sub, text }), `sub-sign-${index}`);
                      }
                    }}
                  />
                )}
              </label>
              <button type="button" onClick={() => save(subSigns.toSpliced(index, 1))}>
                {t.removeSubSign({ code: displayCode(sub.code, locale) })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <PlatePicker
        disabled={full}
        onChoose={(code) => {
          const { shapes, planSettings } = $plan.get();
          const text = plateTextFromPlan(code, metresToWorks(marker, shapes, planSettings));
          save([...subSigns, text ? { code, text } : { code }]);
          setFocusIndex(subSigns.length);
        }}
      />
      {full && <p className="hint">{t.subSignsFull({ max: MAX_SUB_SIGNS })}</p>}
    </fieldset>
  );
}

/**
 * A one-line plate's text ("300 m"): each key takes effect at once (the plate on the map
 * shows it as typed); the field shows what was typed (the plate keeps it trimmed) until it
 * is left. Enter leaves it.
 */
function SubSignText({
  id,
  text,
  placeholder,
  onType,
  focusRef,
}: {
  id: string;
  text: string;
  placeholder: string;
  onType: (text: string) => void;
  focusRef: ((field: HTMLInputElement | null) => void) | undefined;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      id={id}
      ref={focusRef}
      value={draft ?? text}
      maxLength={40}
      placeholder={placeholder}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        onType(event.currentTarget.value);
      }}
      onBlur={() => setDraft(null)}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          event.currentTarget.blur();
        }
      }}
    />
  );
}
