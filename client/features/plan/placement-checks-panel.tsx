import { useStore } from "@nanostores/react";
import { useMemo, useState } from "react";
import { $markers } from "../map/markers-store";
import { showMarker } from "../map/selection-store";
import { formatLength } from "./geometry";
import { checkPlacement } from "./placement-rules";
import { SPEED_LIMIT_MAX, SPEED_LIMIT_MIN } from "./plan-model";
import { $planSettings, $shapes, setPlanSettings } from "./plan-store";

/** At most this many signs are listed; the rest are counted. */
const SHOWN = 100;

/**
 * "Placement checks": the plan's road facts (built-up area, speed limit) and, for each
 * warning sign, its distance to the nearest work zone, flagged when outside the rule the
 * regulation sets (placement-rules.ts). Advisory: nothing is blocked.
 */
export function PlacementChecksPanel() {
  const markers = useStore($markers);
  const shapes = useStore($shapes);
  const settings = useStore($planSettings);
  const [speedDraft, setSpeedDraft] = useState<string | null>(null);
  const report = useMemo(
    () => checkPlacement(markers, shapes, settings),
    [markers, shapes, settings],
  );
  const saveSpeed = () => {
    if (speedDraft === null) return;
    const value = Number(speedDraft);
    setSpeedDraft(null);
    if (speedDraft.trim() !== "" && Number.isFinite(value)) setPlanSettings({ speedLimit: value });
  };
  const flagged = report.status === "checked" ? report.checks.filter((c) => c.flagged).length : 0;

  return (
    <section className="placement-checks" aria-labelledby="placement-checks-title">
      <h2 id="placement-checks-title">Placement checks</h2>
      <div className="field-pair">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={settings.builtUp}
            onChange={(event) => setPlanSettings({ builtUp: event.currentTarget.checked })}
          />
          Inside a built-up area
        </label>
        <label>
          Speed limit (km/h)
          <input
            type="number"
            inputMode="numeric"
            min={SPEED_LIMIT_MIN}
            max={SPEED_LIMIT_MAX}
            step={10}
            value={speedDraft ?? String(settings.speedLimit)}
            onChange={(event) => setSpeedDraft(event.currentTarget.value)}
            onBlur={saveSpeed}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                saveSpeed();
              }
            }}
          />
        </label>
      </div>
      {report.status === "no-warning-signs" && (
        <p>No warning signs (A-signs) on the map yet, so there is nothing to check.</p>
      )}
      {report.status === "no-work-zone" && (
        <p>
          Draw a work zone to check where the {report.warningSigns.toLocaleString("en")} warning
          sign{report.warningSigns === 1 ? "" : "s"} stand.
        </p>
      )}
      {report.status === "checked" && (
        <>
          <p className="hint">
            {report.rule.text} <cite>({report.rule.source})</cite> Advisory only.
          </p>
          <p role="status">
            {flagged === 0
              ? "Every warning sign stands where the rule puts it."
              : `${flagged.toLocaleString("en")} of ${report.checks.length.toLocaleString("en")} warning signs outside the rule.`}
          </p>
          <ul className="placement-list">
            {report.checks.slice(0, SHOWN).map((check) => (
              <li key={check.marker.id} className={check.flagged ? "flagged" : undefined}>
                <button type="button" onClick={() => showMarker(check.marker)}>
                  <strong>{check.marker.signCode}</strong>
                  {check.marker.label ? ` “${check.marker.label}”` : ""}:{" "}
                  {check.distance === 0
                    ? "inside the work zone"
                    : `${formatLength(check.distance)} from the work zone`}
                  {" – "}
                  {check.flagged
                    ? `outside ${check.rule.minMetres}–${check.rule.maxMetres} m, needs a distance sub-sign (rule ${check.rule.id})`
                    : check.hasDistanceSubSign
                      ? "has a distance sub-sign"
                      : "OK"}
                </button>
              </li>
            ))}
          </ul>
          {report.checks.length > SHOWN && (
            <p>and {(report.checks.length - SHOWN).toLocaleString("en")} more.</p>
          )}
        </>
      )}
    </section>
  );
}
