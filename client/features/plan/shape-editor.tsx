import { useStore } from "@nanostores/react";
import { computed } from "nanostores";
import { Suspense } from "react";
import { minimumPoints, SHAPE_KINDS, type ShapeKind } from "../../lib/plan-model";
import { lazyPart } from "../../lib/ui/lazy-part";
import { $shapes, removeShape, removeVertex, updateShape } from "../document";
import { loadItemPhasesField } from "../map";
import { DeleteSelectedButton } from "./delete-selected-button";
import { $selectedShape, selectShape } from "./draw-store";
import { LineKitFields } from "./line-kit-fields";
import { drawMessages, shapeKindMessages } from "./messages";
import { setupMessages } from "./setup/messages";
import { shapeKindName, shapeMeasure } from "./shape-look";
import { ShapeNameField } from "./shape-name-field";

// An item's phases (issue 38), in a chunk of the map feature's beside this one.
const ItemPhasesField = lazyPart(loadItemPhasesField);

const $shape = computed([$selectedShape, $shapes], (selected, shapes) =>
  selected ? (shapes.find((shape) => shape.id === selected.id) ?? null) : null,
);

/**
 * The selected line or area: its kind (a line can become an area once it has three
 * points), its name, its length or size, and buttons to delete the selected point or the
 * shape.
 */
export function ShapeEditor() {
  const t = useStore(drawMessages);
  const kinds = useStore(shapeKindMessages);
  const setupWords = useStore(setupMessages);
  const shape = useStore($shape);
  const selected = useStore($selectedShape);
  if (!shape) return null;
  const vertex = selected?.vertex ?? null;
  const canRemovePoint =
    vertex !== null &&
    vertex < shape.points.length &&
    shape.points.length > minimumPoints(shape.kind);
  return (
    <section className="map-floating-form" aria-label={t.selectedShape}>
      <label>
        {t.kind}
        <select
          className="floating-control"
          value={shape.kind}
          onChange={(event) => updateShape(shape.id, { kind: event.target.value as ShapeKind })}
        >
          {SHAPE_KINDS.filter((kind) => shape.points.length >= minimumPoints(kind)).map((kind) => (
            <option key={kind} value={kind}>
              {shapeKindName(kind, kinds)}
            </option>
          ))}
        </select>
      </label>
      <ShapeNameField
        key={`${shape.id}:${shape.label ?? ""}`}
        id={shape.id}
        name={shape.label ?? ""}
      />
      <LineKitFields shape={shape} />
      <Suspense fallback={null}>
        <ItemPhasesField type="shape" item={shape} />
      </Suspense>
      {shape.kind === "detour" && (
        <button
          className="floating-control"
          type="button"
          title={setupWords.signDetourTitle}
          onClick={async () => (await import("./setup/detour-signing")).signDetourRoute(shape.id)}
        >
          {setupWords.signDetour}
        </button>
      )}
      <output className="shape-size">{shapeMeasure(shape)}</output>
      <div className="button-row">
        {vertex !== null && (
          <button
            className="floating-control"
            type="button"
            disabled={!canRemovePoint}
            onClick={() => {
              if (removeVertex(shape.id, vertex)) selectShape(shape.id);
            }}
          >
            {t.deletePoint({ n: vertex + 1 })}
          </button>
        )}
        <DeleteSelectedButton remove={() => removeShape(shape.id)}>
          {t.deleteShape}
        </DeleteSelectedButton>
      </div>
    </section>
  );
}
