import { useStore } from "@nanostores/react";
import { $phases, $shownPhase, showPhase } from "../../document";
import { phaseMessages } from "./messages";

/**
 * The phase the map shows, on the map itself (issue 38): where the panel is out of sight (a
 * phone, the panel below the map), the planner still sees which phase a tap places into,
 * and switches it there. Nothing for a plan of one layout.
 */
export function PhaseSwitch() {
  const t = useStore(phaseMessages);
  const phases = useStore($phases);
  const shown = useStore($shownPhase);
  if (!phases || !shown) return null;
  return (
    <label className="phase-switch floating-control">
      <span>{t.onMap}</span>
      <select value={shown.id} onChange={(event) => showPhase(event.currentTarget.value)}>
        {phases.map((phase) => (
          <option key={phase.id} value={phase.id}>
            {phase.name}
          </option>
        ))}
      </select>
    </label>
  );
}
