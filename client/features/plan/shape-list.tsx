import { useStore } from "@nanostores/react";
import { $format } from "../../lib/format";
import { $selectedLabelId, $selectedShape, showLabel, showShape } from "./draw-store";
import { shapeKindMessages, shapeListMessages } from "./messages";
import { $labels, $shapes } from "./plan-store";
import { shapeKindName, shapeMeasure } from "./shape-look";

/**
 * Every line, area and text label of the plan with its kind and size, each a button that
 * selects it and shows it on the map: the way to every shape without pointing at it.
 */
export function ShapeList() {
  const t = useStore(shapeListMessages);
  const kinds = useStore(shapeKindMessages);
  const { number } = useStore($format);
  const shapes = useStore($shapes);
  const labels = useStore($labels);
  const selectedShape = useStore($selectedShape);
  const selectedLabelId = useStore($selectedLabelId);
  const total = shapes.length + labels.length;
  return (
    <section className="marker-list shape-list" aria-labelledby="shape-list-title">
      <h2 id="shape-list-title">{t.title({ count: number(total) })}</h2>
      {total === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <ul>
          {shapes.map((shape) => {
            const kind = shapeKindName(shape.kind, kinds);
            const measure = shapeMeasure(shape);
            return (
              <li key={shape.id}>
                <button
                  type="button"
                  aria-pressed={shape.id === selectedShape?.id}
                  onClick={() => showShape(shape)}
                >
                  {shape.label
                    ? t.shape({ name: shape.label, kind, measure })
                    : t.unnamedShape({ kind, measure })}
                </button>
              </li>
            );
          })}
          {labels.map((label) => (
            <li key={label.id}>
              <button
                type="button"
                aria-pressed={label.id === selectedLabelId}
                onClick={() => showLabel(label)}
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
