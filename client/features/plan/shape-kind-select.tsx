import { useStore } from "@nanostores/react";
import type { ShapeKind } from "../../lib/plan-model";
import { shapeKindMessages } from "./messages";
import { shapeKindName } from "./shape-look";

/** The drawing toolbar's choice of the kind the next line or area gets. */
export function ShapeKindSelect<K extends ShapeKind>({
  label,
  kinds,
  value,
  onChange,
}: {
  label: string;
  kinds: readonly K[];
  value: K;
  onChange: (kind: K) => void;
}) {
  const names = useStore(shapeKindMessages);
  return (
    <select
      className="drawing-kind"
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as K)}
    >
      {kinds.map((kind) => (
        <option key={kind} value={kind}>
          {shapeKindName(kind, names)}
        </option>
      ))}
    </select>
  );
}
