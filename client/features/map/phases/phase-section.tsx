import { useStore } from "@nanostores/react";
import { useId, useState } from "react";
import { MAX_PHASES, type PlanPhase } from "../../../lib/phases";
import { showToast } from "../../../lib/toast";
import { enterCommits } from "../../../lib/ui/enter-commits";
import { $phases, $shownPhase, showPhase } from "../../document";
import { phaseMessages } from "./messages";
import { addPhase, changePhase, itemsOnlyIn, removePhase } from "./phase-actions";

/**
 * The plan's phases in the map's panel (issue 38): without phases, one button to plan in
 * phases; with them, which one is shown (what the map, the checks and a new item follow),
 * a phase more, and the shown phase's name, dates and hours, which its printed sheets
 * carry in their title block.
 */
export function PhaseSection() {
  const t = useStore(phaseMessages);
  const phases = useStore($phases);
  const shown = useStore($shownPhase);
  const [problem, setProblem] = useState("");
  const add = () => {
    setProblem(addPhase(t.newName({ n: String((phases?.length ?? 0) + 1) })) ? "" : t.full);
  };
  return (
    <section className="phase-section" aria-labelledby="phase-section-title">
      <h3 id="phase-section-title">{t.heading}</h3>
      {!phases || !shown ? (
        <>
          <p className="muted">{t.none}</p>
          <div className="button-row">
            <button type="button" onClick={add}>
              {t.start}
            </button>
          </div>
        </>
      ) : (
        <>
          <fieldset className="phase-choice">
            <legend>{t.shown}</legend>
            {phases.map((phase) => (
              <label key={phase.id} className="checkbox">
                <input
                  type="radio"
                  name="phase-shown"
                  checked={phase.id === shown.id}
                  onChange={() => showPhase(phase.id)}
                />
                {phase.name}
              </label>
            ))}
          </fieldset>
          <p className="muted">{t.shared}</p>
          <div className="button-row">
            <button type="button" onClick={add} disabled={phases.length >= MAX_PHASES}>
              {t.add}
            </button>
          </div>
          <PhaseFields key={shown.id} phase={shown} />
        </>
      )}
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
    </section>
  );
}

/** The shown phase's name, dates and hours, and its removal (asked first). */
function PhaseFields({ phase }: { phase: PlanPhase }) {
  const t = useStore(phaseMessages);
  const [name, setName] = useState(phase.name);
  const [hours, setHours] = useState(phase.hours ?? "");
  const [nameProblem, setNameProblem] = useState(false);
  const [asking, setAsking] = useState<number | null>(null);
  const hintId = useId();
  const saveName = () => {
    const ok =
      name.trim() !== "" &&
      (name.trim() === phase.name || changePhase(phase.id, { name: name.trim() }));
    setNameProblem(!ok);
  };
  const saveHours = () => {
    if (hours.trim() !== (phase.hours ?? "")) changePhase(phase.id, { hours: hours.trim() });
  };
  const remove = () => {
    if (!removePhase(phase.id)) return;
    setAsking(null);
    showToast((toast) => toast(t.removed({ name: phase.name })));
  };
  return (
    <div className="phase-fields">
      <label>
        {t.name}
        <input
          value={name}
          maxLength={80}
          aria-invalid={nameProblem}
          onChange={(event) => setName(event.currentTarget.value)}
          onBlur={saveName}
          onKeyDown={enterCommits(saveName)}
        />
      </label>
      {nameProblem && (
        <p role="alert" className="form-error">
          {t.nameNeeded}
        </p>
      )}
      <div className="phase-dates">
        <label>
          {t.from}
          <input
            type="date"
            value={phase.from ?? ""}
            onChange={(event) => changePhase(phase.id, { from: event.currentTarget.value })}
          />
        </label>
        <label>
          {t.to}
          <input
            type="date"
            value={phase.to ?? ""}
            onChange={(event) => changePhase(phase.id, { to: event.currentTarget.value })}
          />
        </label>
      </div>
      <label>
        {t.hours}
        <input
          value={hours}
          maxLength={80}
          aria-describedby={hintId}
          onChange={(event) => setHours(event.currentTarget.value)}
          onBlur={saveHours}
          onKeyDown={enterCommits(saveHours)}
        />
        <small id={hintId}>{t.hoursHint}</small>
      </label>
      {asking === null ? (
        <div className="button-row">
          <button type="button" className="danger" onClick={() => setAsking(itemsOnlyIn(phase.id))}>
            {t.remove({ name: phase.name })}
          </button>
        </div>
      ) : (
        <div role="alertdialog" aria-labelledby={`${hintId}-ask`} className="phase-remove-ask">
          <p id={`${hintId}-ask`}>
            {asking === 0
              ? t.removeAskEmpty({ name: phase.name })
              : t.removeAsk(asking).replace("{name}", phase.name)}
          </p>
          <div className="button-row">
            <button type="button" className="danger" onClick={remove}>
              {t.confirmRemove}
            </button>
            <button type="button" onClick={() => setAsking(null)}>
              {t.keep}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
