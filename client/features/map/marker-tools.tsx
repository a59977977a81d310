import { useStore } from "@nanostores/react";
import { Link } from "react-router";
import { $selectedSignCode } from "../signs/signs-store";
import { $canRedo, $canUndo, redoMarkerEdit, undoMarkerEdit } from "./markers-store";
import { markerToolsMessages } from "./messages";
import { RichText } from "./rich-text";
import { SignPicture } from "./sign-picture";

/** The sign a map click places, and undo/redo of marker edits. */
export function MarkerTools() {
  const t = useStore(markerToolsMessages);
  const signCode = useStore($selectedSignCode);
  const canUndo = useStore($canUndo);
  const canRedo = useStore($canRedo);
  return (
    <section className="marker-tools" aria-label={t.title}>
      <p className="placing-sign">
        <SignPicture code={signCode} size={32} decorative />
        <span>
          <RichText text={t.placing({})} parts={{ code: <strong>{signCode}</strong> }} />{" "}
          <Link to="/signs">{t.chooseAnother}</Link>
        </span>
      </p>
      <div className="button-row">
        <button
          type="button"
          onClick={undoMarkerEdit}
          disabled={!canUndo}
          aria-keyshortcuts="Control+Z Meta+Z"
        >
          {t.undo}
        </button>
        <button
          type="button"
          onClick={redoMarkerEdit}
          disabled={!canRedo}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
        >
          {t.redo}
        </button>
      </div>
    </section>
  );
}
