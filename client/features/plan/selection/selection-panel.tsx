import { useStore } from "@nanostores/react";
import { Suspense, useEffect, useState } from "react";
import { Checkbox } from "../../../lib/checkbox";
import { $format } from "../../../lib/format";
import { showToast } from "../../../lib/toast";
import { lazyPart } from "../../../lib/ui/lazy-part";
import { $group } from "../../document";
import { loadSelectionPhases } from "../../map";
import { SaveOwnSetupForm } from "../../setups";
import { $copied, clearSelection } from "../draw-store";
import { setupMessages } from "../setup/messages";
import { selectionMessages } from "./messages";
import { saveSelectionAsSetup } from "./save-selection";
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
// "Only in this phase" and "In every phase" (issue 38), in a chunk of the map feature's.
const SelectionPhases = lazyPart(loadSelectionPhases);

export function SelectionPanel() {
  const t = useStore(selectionMessages);
  const format = useStore($format);
  const group = useStore($group);
  const copied = useStore($copied);
  const note = useStore($mirrorNote);
  const [saveProblem, setSaveProblem] = useState<"" | "no-zone" | "no-axis">("");
  const saveAsSetup = (name: string) => {
    const saved = saveSelectionAsSetup(name);
    if ("problem" in saved) return setSaveProblem(saved.problem);
    setSaveProblem("");
    if (saved.ok) {
      const text = setupMessages.get().saved({ name: saved.setup.name.en });
      showToast((toast) => toast.success(text));
    }
  };
  const signs = group.filter((ref) => ref.type === "marker").length;
  const count = group.length;
  // The last mirror's note is about that selection: another selection lets go of it.
  useEffect(() => $group.listen(() => $mirrorNote.set("")), []);
  // Lines, areas and texts are mirrored only when the planner asks for it.
  const [mirrorShapes, setMirrorShapes] = useState(false);
  const others = count - signs;
  type Action = {
    label: string;
    run: () => unknown;
    keys?: string;
    disabled?: boolean;
    danger?: boolean;
  };
  const rows: Action[][] = [
    [
      { label: t.turn, run: () => turnSelection(15), keys: "R", disabled: signs === 0 },
      { label: t.turnAbout, run: () => turnSelection(180), keys: "F", disabled: signs === 0 },
      {
        label: t.mirror,
        run: () => mirrorSelection({ shapes: mirrorShapes && others > 0 }),
        disabled: signs === 0 && !(mirrorShapes && others > 0),
      },
    ],
    [
      { label: t.copy, run: copySelection, keys: "Control+C Meta+C" },
      { label: t.paste, run: () => pasteCopied(), keys: "Control+V Meta+V", disabled: !copied },
      { label: t.delete, run: deleteSelection, keys: "Delete", danger: true },
      { label: t.clear, run: clearSelection, keys: "Escape" },
    ],
  ];
  return (
    <section className="map-floating-form selection-panel" aria-label={t.title}>
      <p className="selection-count" role="status">
        {t.selected(count).replace(String(count), format.number(count))}
      </p>
      {rows.map((row) => (
        <div key={row[0]?.label} className="button-row">
          {row.map(({ label, run, keys, disabled, danger }) => (
            <button
              key={label}
              type="button"
              className={danger ? "floating-control danger" : "floating-control"}
              disabled={disabled}
              aria-keyshortcuts={keys}
              onClick={run}
            >
              {label}
            </button>
          ))}
        </div>
      ))}
      {others > 0 && (
        <Checkbox
          label={t.mirrorShapes(others)}
          checked={mirrorShapes}
          onChange={setMirrorShapes}
        />
      )}
      {note && (
        <p className="selection-note" role="status">
          {note === "no-axis"
            ? t.mirrorNoAxis
            : note === "no-works"
              ? t.mirrorNoWorks
              : t.mirrorSignsOnly}
        </p>
      )}
      <Suspense fallback={null}>
        <SelectionPhases refs={group} />
      </Suspense>
      <SaveOwnSetupForm onSave={saveAsSetup} />
      {saveProblem && (
        <p className="selection-note" role="alert">
          {saveProblem === "no-zone" ? t.saveNoZone : t.saveNoAxis}
        </p>
      )}
    </section>
  );
}
