import { useStore } from "@nanostores/react";
import { useEffect, useId, useMemo, useState } from "react";
import { $locale } from "../../lib/i18n";
import { $signCatalogue, displayCode, loadSignCatalogue, signName } from "../signs";
import { subSignMessages } from "./sign-fields/messages";
import { SignPicture } from "./sign-picture";

/** The distance plates, U 1 (distance) and U 2 (distance interval): the ones most used. */
const isDistancePlate = (sign: { code: string }) => /^U[12](\.|$)/.test(sign.code);

/**
 * The plates to add under a sign, each shown as its picture with the text it carries: a
 * button that opens them, the distance plates (U 1,1, U 1,2, U 2,1, U 2,2) in a group of
 * their own first, then the catalogue's other subpanels in its order. One click on a plate
 * adds it.
 */
export function PlatePicker({
  disabled,
  onChoose,
}: {
  /** True when the sign carries all the plates it can. */
  disabled: boolean;
  onChoose: (code: string) => void;
}) {
  const t = useStore(subSignMessages);
  const locale = useStore($locale);
  const catalogue = useStore($signCatalogue);
  const [open, setOpen] = useState(false);
  const choicesId = useId();
  useEffect(() => {
    void loadSignCatalogue();
  }, []);
  const groups = useMemo(() => {
    if (catalogue.status !== "ready") return null;
    const plates = catalogue.signs.filter((sign) => sign.category === "subpanels");
    return [
      { title: t.distancePlates, plates: plates.filter(isDistancePlate) },
      { title: t.otherPlates, plates: plates.filter((sign) => !isDistancePlate(sign)) },
    ];
  }, [catalogue, t]);

  return (
    <div className="sub-sign-add">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={choicesId}
        disabled={disabled}
        onClick={() => setOpen(!open)}
      >
        {t.addSubSignLabel}
      </button>
      {/* Drawn only while open: 49 pictures are not loaded for every sign selected. */}
      {open && !disabled && (
        <div id={choicesId} className="plate-choices">
          {catalogue.status === "failed" ? (
            <p className="hint">{t.catalogueUnavailable}</p>
          ) : groups === null ? (
            <p className="hint" aria-busy="true">
              {t.loadingSubSigns}
            </p>
          ) : (
            groups.map((group) => (
              <section key={group.title} aria-label={group.title}>
                <h4>{group.title}</h4>
                <ul>
                  {group.plates.map((sign) => (
                    <li key={sign.code}>
                      <button
                        type="button"
                        className="plate-choice"
                        onClick={() => {
                          setOpen(false);
                          onChoose(sign.code);
                        }}
                      >
                        <SignPicture code={sign.code} size={44} decorative />
                        <span>
                          <span className="visually-hidden">{t.addPlate}</span>{" "}
                          <strong>{displayCode(sign.code, locale)}</strong> {signName(sign, locale)}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )}
        </div>
      )}
    </div>
  );
}
