import { useStore } from "@nanostores/react";
import { $format, type Formatters } from "../../lib/format";
import { ShapeFigure } from "../../lib/plan-drawing/shape-figure";
import type { ShapeKind } from "../../lib/plan-model";
import { shapeKindMessages, shapeKindName } from "../plan";
import { printMessages } from "./messages";
import type { MeasuredShape, ShapeKindTotal } from "./plan-document";
import { PrintTable } from "./print-table";

const sizeText = (format: Formatters, line: boolean, size: number) =>
  line ? format.distance(size) : format.area(size);

/** A length or area, and a fence's panels where it has a panel length ("45 m · 13 panels"). */
const measureText = (
  format: Formatters,
  T: { fencePanels: (count: number) => string },
  line: boolean,
  size: number,
  panels: number | undefined,
) => {
  const measure = sizeText(format, line, size);
  return panels === undefined ? measure : `${measure} · ${T.fencePanels(panels)}`;
};

const SWATCH_LINE = [
  { x: 3, y: 9 },
  { x: 37, y: 9 },
];
const SWATCH_AREA = [
  { x: 3, y: 3 },
  { x: 37, y: 3 },
  { x: 37, y: 15 },
  { x: 3, y: 15 },
];

/** A kind's line or area as the printed map draws it (the same renderer), for the legend. */
function Swatch({ kind, line }: { kind: ShapeKind; line: boolean }) {
  return (
    <svg width="40" height="18" viewBox="0 0 40 18" aria-hidden="true">
      <ShapeFigure kind={kind} pixels={line ? SWATCH_LINE : SWATCH_AREA} look="paper" />
    </svg>
  );
}

/**
 * The print's words, the kinds' names (as on the map, the plan's table, so the print matches
 * the screen) and the number format, for the two tables of lines and areas.
 */
function useShapeWords() {
  return {
    T: useStore(printMessages),
    kindNames: useStore(shapeKindMessages),
    format: useStore($format),
  };
}

/** The legend of the kinds of line and area the plan uses, with their count and size. */
export function PrintShapeLegend({ kinds }: { kinds: readonly ShapeKindTotal[] }) {
  const { T, kindNames, format } = useShapeWords();
  const columns = [
    { heading: T.picture },
    { heading: T.kind },
    { heading: T.count, number: true },
    { heading: T.size, number: true },
  ];
  return (
    <PrintTable className="print-legend" caption={T.linesAndAreas} columns={columns}>
      {kinds.map((total) => (
        <tr key={total.kind}>
          <td>
            <Swatch kind={total.kind} line={total.line} />
          </td>
          <td>{shapeKindName(total.kind, kindNames)}</td>
          <td className="number">{total.count}</td>
          <td className="number">{measureText(format, T, total.line, total.size, total.panels)}</td>
        </tr>
      ))}
    </PrintTable>
  );
}

/** Every line and area, by its tag on the map: kind, label, and length or area. */
export function PrintShapeTable({ shapes }: { shapes: readonly MeasuredShape[] }) {
  const { T, kindNames, format } = useShapeWords();
  const columns = [
    { heading: T.number },
    { heading: T.kind },
    { heading: T.shapeLabel },
    { heading: T.size, number: true },
  ];
  return (
    <PrintTable className="print-shape-table" caption={T.shapesHeading} columns={columns}>
      {shapes.map(({ tag, shape, line, size, panels }) => (
        <tr key={shape.id}>
          <td>{tag}</td>
          <td>{shapeKindName(shape.kind, kindNames)}</td>
          <td>{shape.label ?? ""}</td>
          <td className="number">{measureText(format, T, line, size, panels)}</td>
        </tr>
      ))}
    </PrintTable>
  );
}
