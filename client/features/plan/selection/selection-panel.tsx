import { useStore } from "@nanostores/react";
import { $format } from "../../../lib/format";
import { $group } from "../../map";
import { $copied, clearSelection } from "../draw-store";
import { selectionMessages } from "../messages";
import {
  $mirrorNote,
  copySelection,
  deleteSelection,
  mirrorSelection,
  pasteCopied,
  turnSelection,
} from "./selection-actions";

/**
 * What can be done to several items selected together (issue 22 item 7), floating over
 * the map as the single items' editors do: turn, copy and paste, mirror to the other
 * direction of the road, delete, let go. Each is one undo step. Dragging one of them moves
 * them all (sign and shape layers); R, F, Delete and Ctrl/Cmd+C/V are the keys.
 */
export function SelectionPanel() {
  const t = useStore(selectionMessages);
  const format = useStore($format);
  const group = useStore($group);
  const copied = useStore($copied);
  const note = useStore($mirrorNote);
  const signs = group.filter((ref) => ref.type === "marker").length;
  const count = group.length;
  return (
    <section className="map-floating-form selection-panel" aria-label={t.title}>
      <p className="selection-count" role="status">
        {t.selected(count).replace(String(count), format.number(count))}
      </p>
      <div className="button-row">
        <button
          type="button"
          className="floating-control"
          disabled={signs === 0}
          aria-keyshortcuts="R"
          onClick={() => turnSelection(15)}
        >
          {t.turn}
        </button>
        <button
          type="button"
          className="floating-control"
          disabled={signs === 0}
          aria-keyshortcuts="F"
          onClick={() => turnSelection(180)}
        >
          {t.turnAbout}
        </button>
        <button type="button" className="floating-control" onClick={mirrorSelection}>
          {t.mirror}
        </button>
      </div>
      <div className="button-row">
        <button
          type="button"
          className="floating-control"
          aria-keyshortcuts="Control+C Meta+C"
          onClick={copySelection}
        >
          {t.copy}
        </button>
        <button
          type="button"
          className="floating-control"
          disabled={!copied}
          aria-keyshortcuts="Control+V Meta+V"
          onClick={() => pasteCopied()}
        >
          {t.paste}
        </button>
        <button
          type="button"
          className="floating-control danger"
          aria-keyshortcuts="Delete"
          onClick={deleteSelection}
        >
          {t.delete}
        </button>
        <button
          type="button"
          className="floating-control"
          aria-keyshortcuts="Escape"
          onClick={clearSelection}
        >
          {t.clear}
        </button>
      </div>
      {note && (
        <p className="selection-note" role="status">
          {note === "no-axis" ? t.mirrorNoAxis : t.mirrorNoWorks}
        </p>
      )}
    </section>
  );
}
