import { useStore } from "@nanostores/react";
import type { MapPort } from "../../lib/map-port";
import { LabelFigure, labelBox } from "../../lib/plan-drawing/label-figure";
import type { PlanLabel } from "../../lib/plan-model";
import { drawMessages } from "./messages";

/**
 * A free text label on the map: a button (select with a click or Enter, drag to move,
 * arrows to nudge, Delete to remove) placed at its point by the map port, showing the label
 * as the printed map draws it (lib/plan-drawing/label-figure.tsx, the screen's look).
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
  const { width, height } = labelBox(label.text, "screen");
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
      <svg
        width={width}
        height={height}
        viewBox={`${-width / 2} ${-height / 2} ${width} ${height}`}
        aria-hidden="true"
      >
        <LabelFigure text={label.text} look="screen" />
      </svg>
    </button>
  );
}
