import { useStore } from "@nanostores/react";
import { useEffect, useId, useState } from "react";
import { $signCatalogue, loadSignCatalogue } from "../signs/sign-catalogue-store";
import { MAX_SUB_SIGNS, type Marker, type SubSign, updateMarker } from "./markers-store";
import { SignPicture } from "./sign-picture";

/**
 * The selected sign's sub-signs (U-signs from the catalogue's subpanel category), top to
 * bottom: add one from the catalogue, give each its text ("200 m", "1.–15. maj"), remove.
 */
export function SubSignEditor({ marker }: { marker: Marker }) {
  const catalogue = useStore($signCatalogue);
  const [choice, setChoice] = useState("");
  const pickerId = useId();
  useEffect(() => {
    void loadSignCatalogue();
  }, []);
  const subSigns = marker.subSigns ?? [];
  const options =
    catalogue.status === "ready"
      ? catalogue.signs.filter((sign) => sign.category === "subpanels")
      : [];
  const save = (next: SubSign[]) => updateMarker(marker.id, { subSigns: next });
  const full = subSigns.length >= MAX_SUB_SIGNS;
  return (
    <fieldset className="sub-signs">
      <legend>Sub-signs</legend>
      {subSigns.length === 0 ? (
        <p className="hint">
          No sub-signs. A distance sub-sign (U 1, U 2) says how far ahead the hazard is.
        </p>
      ) : (
        <ul>
          {subSigns.map((sub, index) => (
            // Sub-signs have no id: their place under the sign is what they are. Keyed by
            // content too, so undo/redo and other tabs refresh the field.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={`${index}:${sub.code}:${sub.text ?? ""}`}>
              <SignPicture code={sub.code} size={28} decorative />
              <label>
                Text on {sub.code}
                <input
                  defaultValue={sub.text ?? ""}
                  maxLength={40}
                  placeholder="e.g. 200 m"
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
                Remove {sub.code}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="sub-sign-add">
        <label htmlFor={pickerId}>Add a sub-sign</label>
        <select
          id={pickerId}
          value={choice}
          disabled={full || options.length === 0}
          onChange={(event) => setChoice(event.currentTarget.value)}
        >
          <option value="">
            {catalogue.status === "failed"
              ? "Catalogue unavailable"
              : options.length === 0
                ? "Loading sub-signs…"
                : "Choose a sub-sign"}
          </option>
          {options.map((sign) => (
            <option key={sign.code} value={sign.code}>
              {sign.code} – {sign.name}
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
          Add sub-sign
        </button>
      </div>
      {full && <p className="hint">A sign carries at most {MAX_SUB_SIGNS} sub-signs.</p>}
    </fieldset>
  );
}
