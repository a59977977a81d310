import { useStore } from "@nanostores/react";
import { useEffect, useId, useMemo, useState } from "react";
import { $locale } from "../../lib/i18n";
import { MAX_SUB_SIGNS, type Marker, type SubSign } from "../../lib/marker-model";
import { $signCatalogue, displayCode, loadSignCatalogue, signName, signNameLang } from "../signs";
import { updateMarker } from "./markers-store";
import { markerEditorMessages } from "./messages";
import { SignPicture } from "./sign-picture";

/** The distance plates, U 1 (distance) and U 2 (distance interval): the ones most used. */
const isDistancePlate = (sign: { code: string }) => /^U[12](\.|$)/.test(sign.code);

/**
 * The plates the picker offers: the catalogue's subpanels, the distance plates (U 1,1,
 * U 1,2, U 2,1, U 2,2) first, then the rest in catalogue order.
 */
function plateChoices<S extends { code: string; category: string }>(signs: readonly S[]): S[] {
  const plates = signs.filter((sign) => sign.category === "subpanels");
  return [...plates.filter(isDistancePlate), ...plates.filter((sign) => !isDistancePlate(sign))];
}

/**
 * The selected sign's sub-signs (U-signs from the catalogue's subpanel category), top to
 * bottom: add one from the catalogue, give each its text ("200 m", "1.–15. maj"), remove.
 */
export function SubSignEditor({ marker }: { marker: Marker }) {
  const t = useStore(markerEditorMessages);
  const locale = useStore($locale);
  const catalogue = useStore($signCatalogue);
  const [choice, setChoice] = useState("");
  const pickerId = useId();
  useEffect(() => {
    void loadSignCatalogue();
  }, []);
  const subSigns = marker.subSigns ?? [];
  const options = useMemo(
    () => (catalogue.status === "ready" ? plateChoices(catalogue.signs) : []),
    [catalogue],
  );
  const save = (next: SubSign[]) => updateMarker(marker.id, { subSigns: next });
  const full = subSigns.length >= MAX_SUB_SIGNS;
  return (
    <fieldset className="sub-signs">
      <legend>{t.subSigns}</legend>
      {subSigns.length === 0 ? (
        <p className="hint">{t.noSubSigns}</p>
      ) : (
        <ul>
          {subSigns.map((sub, index) => (
            // Sub-signs have no id: their place under the sign is what they are. Keyed by
            // content too, so undo/redo and other tabs refresh the field.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={`${index}:${sub.code}:${sub.text ?? ""}`}>
              <SignPicture code={sub.code} size={28} value={sub.text} decorative />
              <label>
                {t.textOn({ code: displayCode(sub.code, locale) })}
                <input
                  defaultValue={sub.text ?? ""}
                  maxLength={40}
                  placeholder={t.textExample}
                  onBlur={(event) => {
                    const text = event.currentTarget.value;
                    if (text.trim() !== (sub.text ?? "")) {
                      save(subSigns.with(index, { ...sub, text }));
                    }
                  }}
                  onKeyDown={(event) => {
                    if (event.key === "Enter") {
                      event.preventDefault();
                      event.currentTarget.blur();
                    }
                  }}
                />
              </label>
              <button type="button" onClick={() => save(subSigns.toSpliced(index, 1))}>
                {t.removeSubSign({ code: displayCode(sub.code, locale) })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="sub-sign-add">
        <label htmlFor={pickerId}>{t.addSubSignLabel}</label>
        <select
          id={pickerId}
          value={choice}
          disabled={full || options.length === 0}
          onChange={(event) => setChoice(event.currentTarget.value)}
        >
          <option value="">
            {catalogue.status === "failed"
              ? t.catalogueUnavailable
              : options.length === 0
                ? t.loadingSubSigns
                : t.chooseSubSign}
          </option>
          {options.map((sign) => (
            <option key={sign.code} value={sign.code} lang={signNameLang(sign, locale)}>
              {displayCode(sign.code, locale)} – {signName(sign, locale)}
            </option>
          ))}
        </select>
        <button
          type="button"
          disabled={!choice || full}
          onClick={() => {
            save([...subSigns, { code: choice }]);
            setChoice("");
          }}
        >
          {t.addSubSign}
        </button>
      </div>
      {full && <p className="hint">{t.subSignsFull({ max: MAX_SUB_SIGNS })}</p>}
    </fieldset>
  );
}
