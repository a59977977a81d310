import { useStore } from "@nanostores/react";
import { type FormEvent, lazy, Suspense, useEffect, useRef } from "react";
import { loadChunk } from "../../lib/build-version-reload";
import { $locale } from "../../lib/i18n";
import { displayCode } from "../../lib/sign-code";
import { $selectedMarker, removeMarker, selectMarker, updateMarker } from "../document";
import { markerEditorMessages } from "./panels/messages";
import { ItemPhasesField } from "./phases/item-phases-field";
import { RotationField } from "./rotation-field";
import { SignPicture } from "./sign-picture";

// Their own chunks, loaded when a sign is first selected: the map paints without them (the
// /map JavaScript budget, bench/sizes.ts).
const SignValueField = lazy(() =>
  loadChunk(async () => ({ default: (await import("./sign-value-field")).SignValueField })),
);
const SubSignEditor = lazy(() =>
  loadChunk(async () => ({ default: (await import("./sub-sign-editor")).SubSignEditor })),
);

/** Edits the selected sign: facing, sub-signs, label and note, or deletes it. */
export function MarkerEditor() {
  const t = useStore(markerEditorMessages);
  const locale = useStore($locale);
  const marker = useStore($selectedMarker);
  const section = useRef<HTMLElement>(null);
  // A sign placed or picked on the map has its editor in view (issue 22 item 3): the panel
  // scrolls to it (on a phone it is a sheet over the map's lower part: map.css).
  const markerId = marker?.id;
  useEffect(() => {
    if (markerId) section.current?.scrollIntoView?.({ block: "nearest" });
  }, [markerId]);
  if (!marker) return null;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    updateMarker(marker.id, {
      label: String(form.get("label") ?? ""),
      note: String(form.get("note") ?? ""),
    });
  };
  const { lat, lng } = marker.position;
  return (
    <section ref={section} className="marker-editor" aria-labelledby="marker-editor-title">
      <h2 id="marker-editor-title">{t.title}</h2>
      <p className="marker-editor-sign">
        <SignPicture code={marker.signCode} size={40} value={marker.value} decorative />
        <span>
          <strong>{displayCode(marker.signCode, locale)}</strong>
          <br />
          <small>
            {lat.toFixed(5)}, {lng.toFixed(5)}
          </small>
        </span>
      </p>
      <RotationField marker={marker} />
      <Suspense fallback={null}>
        <SignValueField marker={marker} />
        <SubSignEditor marker={marker} />
      </Suspense>
      <ItemPhasesField type="marker" item={marker} />
      {/* Keyed by content so undo/redo and other tabs refresh the fields. */}
      <form
        key={`${marker.id}:${marker.label ?? ""}:${marker.note ?? ""}`}
        onSubmit={save}
        className="stacked-form"
      >
        <label>
          {t.label}
          <input name="label" defaultValue={marker.label ?? ""} maxLength={80} />
        </label>
        <label>
          {t.note}
          <textarea name="note" defaultValue={marker.note ?? ""} rows={3} maxLength={2000} />
        </label>
        <div className="button-row">
          <button type="submit">{t.save}</button>
          <button type="button" className="danger" onClick={() => removeMarker(marker.id)}>
            {t.remove}
          </button>
          <button type="button" onClick={() => selectMarker(null)}>
            {t.close}
          </button>
        </div>
      </form>
    </section>
  );
}
