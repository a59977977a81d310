import { useStore } from "@nanostores/react";
import { memo } from "react";
import { $format } from "../../lib/format";
import type { PlanShape } from "../../lib/plan-model";
import { $labels, $selectedKeys, $shapes, type ItemRef, refKey } from "../document";
import { showLabel, showShape, toggleSelected } from "./draw-store";
import { shapeKindMessages } from "./messages";
import { shapeListMessages } from "./shape-list/messages";
import { shapeKindName, shapeMeasure } from "./shape-look";

type ListTexts = ReturnType<typeof shapeListMessages.get>;
type KindTexts = ReturnType<typeof shapeKindMessages.get>;

/**
 * Every line, area and text label of the plan with its kind and size, each a button that
 * selects it and shows it on the map: the way to every shape without pointing at it.
 * Shift-click adds it to the selection, or takes it out, as on the map.
 */
export function ShapeList() {
  const t = useStore(shapeListMessages);
  const kinds = useStore(shapeKindMessages);
  const { number } = useStore($format);
  const shapes = useStore($shapes);
  const labels = useStore($labels);
  const selectedKeys = useStore($selectedKeys);
  const isSelected = (ref: ItemRef) => selectedKeys.has(refKey(ref));
  const total = shapes.length + labels.length;
  return (
    <section className="marker-list shape-list" aria-labelledby="shape-list-title">
      <h2 id="shape-list-title">{t.title({ count: number(total) })}</h2>
      {total === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <ul>
          {shapes.map((shape) => (
            <ShapeRow
              key={shape.id}
              shape={shape}
              selected={isSelected({ type: "shape", id: shape.id })}
              t={t}
              kinds={kinds}
            />
          ))}
          {labels.map((label) => (
            <li key={label.id}>
              <button
                type="button"
                aria-pressed={isSelected({ type: "label", id: label.id })}
                onClick={(event) =>
                  event.shiftKey
                    ? toggleSelected({ type: "label", id: label.id })
                    : showLabel(label)
                }
              >
                {t.text({ text: label.text })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * One shape's row. Kept when its shape is (edits replace only the shapes they change), so a
 * line drawn among 500 renders one new row, not 500 (`npm run bench:map -- shapes`).
 */
const ShapeRow = memo(function ShapeRow(props: {
  shape: PlanShape;
  selected: boolean;
  t: ListTexts;
  kinds: KindTexts;
}) {
  const { shape, selected, t, kinds } = props;
  const kind = shapeKindName(shape.kind, kinds);
  const measure = shapeMeasure(shape);
  return (
    <li>
      <button
        type="button"
        aria-pressed={selected}
        onClick={(event) =>
          event.shiftKey ? toggleSelected({ type: "shape", id: shape.id }) : showShape(shape)
        }
      >
        {shape.label
          ? t.shape({ name: shape.label, kind, measure })
          : t.unnamedShape({ kind, measure })}
      </button>
    </li>
  );
});
