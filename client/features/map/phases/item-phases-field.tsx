import { useStore } from "@nanostores/react";
import { useId, useState } from "react";
import type { InPhases } from "../../../lib/phases";
import { $phases } from "../../document";
import { phaseMessages } from "./messages";
import { setItemPhases } from "./phase-actions";

/**
 * The phases one sign, line, area or text stands in, in its editor (issue 38): a box per
 * phase; ticked in all of them it is shared. Nothing without phases.
 */
export function ItemPhasesField({
  type,
  item,
}: {
  type: "marker" | "shape" | "label";
  item: InPhases & { id: string };
}) {
  const t = useStore(phaseMessages);
  const phases = useStore($phases);
  const [refused, setRefused] = useState(false);
  const hintId = useId();
  if (!phases) return null;
  const inIt = (id: string) => !item.phases || item.phases.includes(id);
  const toggle = (id: string, on: boolean) => {
    const next = phases.map((phase) => phase.id).filter((each) => (each === id ? on : inIt(each)));
    const done = next.length > 0 && setItemPhases([{ type, id: item.id }], next);
    setRefused(next.length === 0);
    return done;
  };
  return (
    <fieldset className="item-phases" aria-describedby={hintId}>
      <legend>{t.itemPhases}</legend>
      {phases.map((phase) => (
        <label key={phase.id} className="checkbox">
          <input
            type="checkbox"
            checked={inIt(phase.id)}
            onChange={(event) => toggle(phase.id, event.currentTarget.checked)}
          />
          {phase.name}
        </label>
      ))}
      <small id={hintId} role={refused ? "alert" : undefined}>
        {refused ? t.onlyOne : t.itemPhasesHint}
      </small>
    </fieldset>
  );
}
