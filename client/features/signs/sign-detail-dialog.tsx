import { useStore } from "@nanostores/react";
import { useEffect, useId, useRef } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { $locale } from "../../lib/i18n";
import { signImageUrl } from "../../lib/sign-image";
import { selectSign } from "../map";
import { categoryMessages, detailMessages } from "./messages";
import {
  categoryLabel,
  commonsPageUrl,
  displayCode,
  isOwnDrawing,
  lacksDanishName,
  type Sign,
  signName,
} from "./sign-catalogue";

/** A sign's details in a modal dialog: its drawing, category, use on the map, provenance. */
export function SignDetailDialog({
  sign,
  selected,
  usedCount,
  onClose,
}: {
  sign: Sign;
  selected: boolean;
  usedCount: number;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const navigate = useNavigate();
  const t = useStore(detailMessages);
  const categories = useStore(categoryMessages);
  const locale = useStore($locale);
  const code = displayCode(sign.code, locale);
  const name = signName(sign, locale);

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    // showModal traps focus and closes on Escape; older engines get a plain open dialog.
    if (typeof element.showModal === "function") element.showModal();
    else element.setAttribute("open", "");
  }, []);

  const close = () => {
    const element = dialog.current;
    // close() fires the dialog's close event, which tells the parent.
    if (element && typeof element.close === "function" && element.open) element.close();
    else onClose();
  };

  const choose = () => {
    selectSign(sign.code);
    toast.success(t.chosen({ sign: `${code} ${name}` }), {
      action: { label: t.goToMap, onClick: () => navigate("/map") },
    });
    close();
  };

  return (
    <dialog ref={dialog} className="sign-detail" aria-labelledby={titleId} onClose={onClose}>
      <div className="sign-detail-body">
        <img src={signImageUrl(sign.code)} alt={t.signAlt({ code })} width={160} height={160} />
        <div>
          <h2 id={titleId}>
            {code} · {name}
          </h2>
          <p className="muted">{categoryLabel(sign.category, categories)}</p>
          {lacksDanishName(sign, locale) && (
            <p className="muted">
              {t.noDanishName} <span lang="en">{sign.name}</span>
            </p>
          )}
          <p>{usedCount === 0 ? t.notOnMap : t.onMap(usedCount)}</p>
          {isOwnDrawing(sign) ? (
            <p className="sign-source">
              {t.source} {t.ownDrawing}
            </p>
          ) : (
            <p className="sign-source">
              {t.source}{" "}
              <a href={commonsPageUrl(sign.source)} target="_blank" rel="noopener noreferrer">
                {t.commonsPage}
              </a>{" "}
              (
              <a href={sign.source} target="_blank" rel="noopener noreferrer">
                {t.original}
              </a>
              )
            </p>
          )}
        </div>
      </div>
      <div className="dialog-actions">
        {selected ? (
          <p className="badge badge-selected">{t.isPlaced}</p>
        ) : (
          <button type="button" className="primary" onClick={choose}>
            {t.use}
          </button>
        )}
        <button type="button" onClick={close}>
          {t.close}
        </button>
      </div>
    </dialog>
  );
}
