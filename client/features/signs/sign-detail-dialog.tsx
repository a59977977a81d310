import { useEffect, useId, useRef } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { categoryLabel, commonsPageUrl, type Sign } from "./sign-catalogue";
import { signImageUrl } from "./sign-image";
import { selectSign } from "./signs-store";

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
    toast.success(`${sign.code} ${sign.name} is now placed by a click on the map.`, {
      action: { label: "Go to the map", onClick: () => navigate("/map") },
    });
    close();
  };

  return (
    <dialog ref={dialog} className="sign-detail" aria-labelledby={titleId} onClose={onClose}>
      <div className="sign-detail-body">
        <img src={signImageUrl(sign.code)} alt={`Sign ${sign.code}`} width={160} height={160} />
        <div>
          <h2 id={titleId}>
            {sign.code} · {sign.name}
          </h2>
          <p className="muted">{categoryLabel(sign.category)}</p>
          <p>
            {usedCount === 0
              ? "Not on the map yet."
              : `On the map ${usedCount === 1 ? "once" : `${usedCount} times`}.`}
          </p>
          <p className="sign-source">
            Source:{" "}
            <a href={commonsPageUrl(sign.source)} target="_blank" rel="noopener noreferrer">
              Wikimedia Commons file page
            </a>{" "}
            (
            <a href={sign.source} target="_blank" rel="noopener noreferrer">
              original drawing
            </a>
            )
          </p>
        </div>
      </div>
      <div className="dialog-actions">
        {selected ? (
          <p className="badge badge-selected">This sign is placed by a click on the map</p>
        ) : (
          <button type="button" className="primary" onClick={choose}>
            Use this sign on the map
          </button>
        )}
        <button type="button" onClick={close}>
          Close
        </button>
      </div>
    </dialog>
  );
}
