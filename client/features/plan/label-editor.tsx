import { useStore } from "@nanostores/react";
import { computed } from "nanostores";
import { type FormEvent, Suspense, useState } from "react";
import type { PlanLabel } from "../../lib/plan-model";
import { lazyPart } from "../../lib/ui/lazy-part";
import { $labels, removeLabel, updateLabel } from "../document";
import { loadItemPhasesField } from "../map";
import { DeleteSelectedButton } from "./delete-selected-button";
import { $selectedLabelId } from "./draw-store";
import { drawMessages } from "./messages";

const $label = computed([$selectedLabelId, $labels], (id, labels) =>
  id ? (labels.find((label) => label.id === id) ?? null) : null,
);

/** The selected text label: change its text or delete it. */
export function LabelEditor() {
  const label = useStore($label);
  // A new form for each label, so the field starts with that label's text.
  return label ? <LabelEditorForm key={`${label.id}:${label.text}`} label={label} /> : null;
}

// A text's phases (issue 38), in a chunk of the map feature's beside this one.
const ItemPhasesField = lazyPart(loadItemPhasesField);

function LabelEditorForm({ label }: { label: PlanLabel }) {
  const t = useStore(drawMessages);
  const [text, setText] = useState(label.text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    updateLabel(label.id, text);
  };
  return (
    <form className="map-floating-form" aria-label={t.selectedText} onSubmit={submit}>
      <label>
        {t.text}
        <input value={text} onChange={(event) => setText(event.target.value)} maxLength={200} />
      </label>
      <Suspense fallback={null}>
        <ItemPhasesField type="label" item={label} />
      </Suspense>
      <div className="button-row">
        <button
          className="floating-control"
          type="submit"
          disabled={!text.trim() || text.trim() === label.text}
        >
          {t.saveText}
        </button>
        <DeleteSelectedButton remove={() => removeLabel(label.id)}>
          {t.deleteText}
        </DeleteSelectedButton>
      </div>
    </form>
  );
}
