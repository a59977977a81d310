import { useStore } from "@nanostores/react";
import type { MapPort } from "../../lib/map-port";
import type { PlanLabel } from "../../lib/plan-model";
import { drawMessages } from "./messages";

/**
 * A free text label on the map: a button (select with a click or Enter, drag to move,
 * arrows to nudge, Delete to remove) placed at its point by the map port.
 */
export function TextLabel({
  label,
  selected,
  port,
}: {
  label: PlanLabel;
  selected: boolean;
  port: MapPort;
}) {
  const t = useStore(drawMessages);
  return (
    <button
      type="button"
      className="map-text-label"
      data-label-id={label.id}
      // Moved a line up or down where it would cover another label (lib/element-tracker.ts).
      data-declutter=""
      aria-label={t.textLabel({ text: label.text })}
      aria-pressed={selected}
      ref={(element) => (element ? port.track(element, label.position) : undefined)}
    >
      {label.text}
    </button>
  );
}
