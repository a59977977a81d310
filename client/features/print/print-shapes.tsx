import { formatArea, formatLength } from "../plan/geometry";
import { SHAPE_KIND_NAMES, type ShapeKind } from "../plan/plan-model";
import type { MeasuredShape, ShapeKindTotal } from "./plan-document";
import { PRINT_TEXT as T } from "./print-messages";
import { shapeAttributes } from "./shape-styles";

const sizeText = (line: boolean, size: number) => (line ? formatLength(size) : formatArea(size));

/** A kind's line or area as drawn on the map, for the legend. */
function Swatch({ kind, line }: { kind: ShapeKind; line: boolean }) {
  return (
    <svg width="40" height="18" viewBox="0 0 40 18" aria-hidden="true">
      {line ? (
        <line x1="3" y1="9" x2="37" y2="9" {...shapeAttributes(kind)} />
      ) : (
        <rect x="3" y="3" width="34" height="12" {...shapeAttributes(kind)} />
      )}
    </svg>
  );
}

/** The legend of the kinds of line and area the plan uses, with their count and size. */
export function PrintShapeLegend({ kinds }: { kinds: readonly ShapeKindTotal[] }) {
  return (
    <table className="print-table print-legend">
      <caption>{T.linesAndAreas}</caption>
      <thead>
        <tr>
          <th scope="col">{T.picture}</th>
          <th scope="col">{T.kind}</th>
          <th scope="col" className="number">
            {T.count}
          </th>
          <th scope="col" className="number">
            {T.size}
          </th>
        </tr>
      </thead>
      <tbody>
        {kinds.map((total) => (
          <tr key={total.kind}>
            <td>
              <Swatch kind={total.kind} line={total.line} />
            </td>
            <td>{SHAPE_KIND_NAMES[total.kind]}</td>
            <td className="number">{total.count}</td>
            <td className="number">{sizeText(total.line, total.size)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every line and area, by its tag on the map: kind, label, and length or area. */
export function PrintShapeTable({ shapes }: { shapes: readonly MeasuredShape[] }) {
  return (
    <table className="print-table print-shape-table">
      <caption>{T.shapesHeading}</caption>
      <thead>
        <tr>
          <th scope="col">{T.number}</th>
          <th scope="col">{T.kind}</th>
          <th scope="col">{T.shapeLabel}</th>
          <th scope="col" className="number">
            {T.size}
          </th>
        </tr>
      </thead>
      <tbody>
        {shapes.map(({ tag, shape, line, size }) => (
          <tr key={shape.id}>
            <td>{tag}</td>
            <td>{SHAPE_KIND_NAMES[shape.kind]}</td>
            <td>{shape.label ?? ""}</td>
            <td className="number">{sizeText(line, size)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
