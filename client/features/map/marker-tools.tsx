import { useStore } from "@nanostores/react";
import { Link } from "react-router";
import { $locale } from "../../lib/i18n";
import { displayCode } from "../../lib/sign-code";
import { LoadedPart, lazyPart } from "../../lib/ui/lazy-part";
import { $canRedo, $canUndo, redoMapEdit, undoMapEdit } from "../document";
import { markerToolsMessages } from "./messages";
import { RichText } from "./rich-text";
import { $selectedSignCode, $signPaletteOpen, openSignPalette } from "./sign-choice-store";
import { SignPicture } from "./sign-picture";

// Loaded when first opened: /map's first load carries only its button (bench/sizes.ts).
const SignPalette = lazyPart(async () => (await import("./sign-palette/sign-palette")).SignPalette);

/** The sign a map click places (and the palette that chooses it), and undo/redo of marker edits. */
export function MarkerTools() {
  const t = useStore(markerToolsMessages);
  const signCode = useStore($selectedSignCode);
  const locale = useStore($locale);
  const paletteOpen = useStore($signPaletteOpen);
  return (
    <section className="marker-tools" aria-label={t.title}>
      <p className="placing-sign">
        <SignPicture code={signCode} size={32} decorative />
        <span>
          <RichText
            text={t.placing({})}
            parts={{ code: <strong>{displayCode(signCode, locale)}</strong> }}
          />{" "}
          <Link to="/signs">{t.all}</Link>
        </span>
      </p>
      <button
        type="button"
        id="choose-sign"
        aria-expanded={paletteOpen}
        onClick={() => (paletteOpen ? $signPaletteOpen.set(false) : openSignPalette())}
      >
        {t.choose}
      </button>
      {paletteOpen && <LoadedPart part={SignPalette} />}
      <HistoryButtons />
    </section>
  );
}

/** Undo and redo of the plan's edits, each with its keys. */
function HistoryButtons() {
  const t = useStore(markerToolsMessages);
  const canUndo = useStore($canUndo);
  const canRedo = useStore($canRedo);
  const history = [
    { label: t.undo, run: undoMapEdit, enabled: canUndo, keys: "Control+Z Meta+Z" },
    { label: t.redo, run: redoMapEdit, enabled: canRedo, keys: "Control+Shift+Z Meta+Shift+Z" },
  ];
  return (
    <div className="button-row">
      {history.map(({ label, run, enabled, keys }) => (
        <button key={keys} type="button" onClick={run} disabled={!enabled} aria-keyshortcuts={keys}>
          {label}
        </button>
      ))}
    </div>
  );
}
