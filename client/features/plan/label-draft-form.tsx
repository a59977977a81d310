import { useStore } from "@nanostores/react";
import { type FormEvent, useState } from "react";
import { $labelDraft, cancelDrawing, placeLabel } from "./draw-store";
import { drawMessages } from "./messages";

/** Asks for the text of a label the text tool is placing; Enter places it, Escape cancels. */
export function LabelDraftForm() {
  const t = useStore(drawMessages);
  const position = useStore($labelDraft);
  const [text, setText] = useState("");
  if (!position) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (placeLabel(text)) setText("");
  };
  return (
    <form className="map-floating-form" aria-label={t.newText} onSubmit={submit}>
      <label>
        {t.newText}
        <input
          className="floating-control"
          // biome-ignore lint/a11y/noAutofocus: the person just asked to type this text.
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape") cancelDrawing();
          }}
          maxLength={200}
        />
      </label>
      <div className="button-row">
        <button className="floating-control" type="submit" disabled={!text.trim()}>
          {t.placeText}
        </button>
        <button className="floating-control" type="button" onClick={cancelDrawing}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
