import { useStore } from "@nanostores/react";
import { useId, useState } from "react";
import { Checkbox } from "../../lib/checkbox";
import { $format } from "../../lib/format";
import { lineLength } from "../../lib/geometry";
import {
  fencePanels,
  isSpacing,
  kitCount,
  LINE_ITEMS,
  type LineKit,
  lineKit,
} from "../../lib/kit-lines";
import type { PlanShape } from "../../lib/plan-model";
import { enterCommits } from "../../lib/ui/enter-commits";
import { $planSettings, setLineKit } from "../document";
import { lineKitMessages } from "./line-kit/messages";

const ITEM_WORDS = {
  "N44.2": "cones",
  "N44.1": "cylinders",
  "N44.3": "laneDividers",
  O43: "barrierO43",
  O44: "barrierO44",
  O45: "barrierO45",
} as const;

/** A spacing typed with a comma or a point, or null when it is not one (0,5–500 m). */
function readSpacing(text: string): number | null {
  const value = Number(text.trim().replace(",", "."));
  return text.trim() !== "" && isSpacing(value) ? value : null;
}

/**
 * A metre field whose spacing takes effect as it is typed (the count and the map follow at
 * each key, issue 37 item 4); what is not a spacing yet waits, and is named when the field
 * is left or Enter is pressed.
 */
function SpacingField({
  label,
  metres,
  hint,
  badText,
  onSave,
}: {
  label: string;
  /** The spacing set; undefined shows an empty field. */
  metres: number | undefined;
  hint?: string;
  /** What a value that is not one says (by default, that of a spacing). */
  badText?: string;
  /** A spacing typed (each key that makes one). */
  onSave: (metres: number) => void;
}) {
  const t = useStore(lineKitMessages);
  const format = useStore($format);
  const [draft, setDraft] = useState<string | null>(null);
  const [bad, setBad] = useState(false);
  const hintId = useId();
  const type = (text: string) => {
    setDraft(text);
    const value = readSpacing(text);
    if (value === null) return;
    setBad(false);
    if (value !== metres) onSave(value);
  };
  const commit = () => {
    if (draft === null) return;
    const bad = readSpacing(draft) === null;
    setBad(bad);
    if (!bad) setDraft(null);
  };
  return (
    <label>
      {label}
      <input
        className="floating-control"
        inputMode="decimal"
        value={draft ?? (metres === undefined ? "" : format.number(metres))}
        aria-invalid={bad}
        aria-describedby={hint || bad ? hintId : undefined}
        onChange={(event) => type(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={enterCommits(commit)}
      />
      {(bad || hint) && (
        <small id={hintId} role={bad ? "alert" : undefined}>
          {bad ? (badText ?? t.badSpacing) : hint}
        </small>
      )}
    </label>
  );
}

/**
 * What the selected line of kit (a cone line, a closure's barrier boards) is made of: its
 * item, spacing and lamps, and how many of them stand along it (the count the map draws
 * and the bill of quantities lists).
 */
export function LineKitFields({ shape }: { shape: PlanShape }) {
  const t = useStore(lineKitMessages);
  const format = useStore($format);
  const settings = useStore($planSettings);
  if (shape.kind === "fence") return <FencePanelFields shape={shape} />;
  const kit = lineKit(shape, settings);
  const items = LINE_ITEMS[shape.kind];
  if (!kit || !items) return null;
  const save = (changes: Partial<LineKit>, typedInto?: string) => {
    const next = { ...kit, ...changes };
    setLineKit(
      shape.id,
      {
        item: next.item,
        ...(next.defaultSpacing && !("spacing" in changes) ? {} : { spacing: next.spacing }),
        ...(next.lampSpacing ? { lampSpacing: next.lampSpacing } : {}),
      },
      typedInto,
    );
  };
  const length = lineLength(shape.points);
  const counted = {
    items: kit.spacing ? kitCount(length, kit.spacing) : 0,
    lamps: kit.lampSpacing ? kitCount(length, kit.lampSpacing) : 0,
    length: format.distance(length),
  };
  return (
    <fieldset className="line-kit-fields">
      <label>
        {t.item}
        <select
          className="floating-control"
          value={kit.item}
          onChange={(event) => save({ item: event.currentTarget.value })}
        >
          {items.map((item) => (
            <option key={item} value={item}>
              {t[ITEM_WORDS[item as keyof typeof ITEM_WORDS]]}
            </option>
          ))}
        </select>
      </label>
      <SpacingField
        // Not keyed by the spacing: it changes at each key typed, and the field keeps the focus.
        key={shape.id}
        label={t.spacing}
        metres={kit.spacing}
        hint={
          kit.spacing === undefined
            ? t.noSpacing
            : kit.defaultSpacing
              ? t.spacingHint({ metres: format.number(kit.spacing) })
              : undefined
        }
        onSave={(spacing) => save({ spacing, defaultSpacing: false }, "spacing")}
      />
      {/* Lamps start at the items' spacing, so they need one first. */}
      <Checkbox
        label={t.lamps}
        checked={kit.lampSpacing !== undefined}
        disabled={kit.spacing === undefined}
        onChange={(on) => save({ lampSpacing: on ? kit.spacing : undefined })}
      />
      {kit.lampSpacing !== undefined && (
        <SpacingField
          key={`${shape.id}:lamps`}
          label={t.lampSpacing}
          metres={kit.lampSpacing}
          onSave={(lampSpacing) => save({ lampSpacing }, "lamp-spacing")}
        />
      )}
      <output>
        {kit.spacing === undefined
          ? t.countNeedsSpacing
          : kit.lampSpacing
            ? t.count(counted)
            : t.countNoLamps(counted)}
      </output>
    </fieldset>
  );
}

/**
 * A fence's panel length and how many panels stand along it (lib/kit-lines.ts'
 * fencePanels; the print's legend and the CSV count the same). The planner sets the length:
 * no source gives one.
 */
function FencePanelFields({ shape }: { shape: PlanShape }) {
  const t = useStore(lineKitMessages);
  const format = useStore($format);
  const panelLength = isSpacing(shape.spacing) ? shape.spacing : undefined;
  const length = lineLength(shape.points);
  const panels = fencePanels(shape, length);
  return (
    <fieldset className="line-kit-fields">
      <SpacingField
        key={shape.id}
        label={t.panelLength}
        metres={panelLength}
        hint={panelLength === undefined ? t.panelHint : undefined}
        badText={t.badPanelLength}
        onSave={(spacing) => setLineKit(shape.id, { spacing }, "spacing")}
      />
      {panels !== undefined && (
        <output>{t.panelCount({ panels, length: format.distance(length) })}</output>
      )}
    </fieldset>
  );
}
