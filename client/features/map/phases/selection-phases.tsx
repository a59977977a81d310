import { useStore } from "@nanostores/react";
import { $phases, $shownPhase } from "../../document";
import { phaseMessages } from "./messages";
import { setItemPhases } from "./phase-actions";

/**
 * What the selection panel does with phases (issue 38): put every selected item in the
 * phase shown only, or share it with every phase. Nothing without phases.
 */
export function SelectionPhases({
  refs,
}: {
  refs: readonly { type: "marker" | "shape" | "label"; id: string }[];
}) {
  const t = useStore(phaseMessages);
  const phases = useStore($phases);
  const shown = useStore($shownPhase);
  if (!phases || !shown) return null;
  return (
    <div className="button-row">
      <button type="button" onClick={() => setItemPhases(refs, [shown.id])}>
        {t.onlyHere({ name: shown.name })}
      </button>
      <button type="button" onClick={() => setItemPhases(refs, null)}>
        {t.everywhere}
      </button>
    </div>
  );
}
