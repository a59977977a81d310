import { useStore } from "@nanostores/react";
import { useState } from "react";
import { Checkbox } from "../../lib/checkbox";
import { $format } from "../../lib/format";
import { SPEED_LIMIT_MAX, SPEED_LIMIT_MIN } from "../../lib/plan-model";
import { displayCode } from "../../lib/sign-code";
import { showMarker } from "../map";
import { $planSettings, setPlanSettings } from "../plan";
import { placementMessages } from "./messages";
import { $describeRule, $placementReport } from "./placement-store";

/** At most this many signs are listed; the rest are counted. */
const SHOWN = 100;

/**
 * "Placement checks": the plan's road facts (built-up area, speed limit) and, for each
 * warning sign, its distance to the nearest work zone, flagged when outside the rule the
 * regulation sets (placement-rules.ts). Advisory: nothing is blocked.
 */
export function PlacementChecksPanel() {
  const t = useStore(placementMessages);
  const describeRule = useStore($describeRule);
  const format = useStore($format);
  const settings = useStore($planSettings);
  const report = useStore($placementReport);
  const [speedDraft, setSpeedDraft] = useState<string | null>(null);
  const saveSpeed = () => {
    if (speedDraft === null) return;
    const value = Number(speedDraft);
    setSpeedDraft(null);
    if (speedDraft.trim() !== "" && Number.isFinite(value)) setPlanSettings({ speedLimit: value });
  };
  const flagged = report.status === "checked" ? report.checks.filter((c) => c.flagged).length : 0;
  const rule = report.status === "checked" ? describeRule(report.rule) : undefined;

  return (
    <section className="placement-checks" aria-labelledby="placement-checks-title">
      <h2 id="placement-checks-title">{t.title}</h2>
      <div className="field-pair">
        <Checkbox
          label={t.builtUp}
          checked={settings.builtUp}
          onChange={(builtUp) => setPlanSettings({ builtUp })}
        />
        <label>
          {t.speedLimit}
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
      {report.status === "no-warning-signs" && <p>{t.noWarningSigns}</p>}
      {report.status === "no-work-zone" && (
        <p>
          {t
            .noWorkZone(report.warningSigns)
            .replace(String(report.warningSigns), format.number(report.warningSigns))}
        </p>
      )}
      {report.status === "checked" && rule && (
        <>
          <p className="hint">
            {t.rule({ rule: rule.name })} {rule.text} <cite>({rule.source})</cite> {t.advisory}
          </p>
          <p role="status">
            {flagged === 0
              ? t.allGood
              : t.flagged({
                  flagged: format.number(flagged),
                  total: format.number(report.checks.length),
                })}
          </p>
          <ul className="placement-list">
            {report.checks.slice(0, SHOWN).map((check) => (
              <li key={check.marker.id} className={check.flagged ? "flagged" : undefined}>
                <button type="button" onClick={() => showMarker(check.marker)}>
                  <strong>{displayCode(check.marker.signCode, format.locale)}</strong>
                  {check.marker.label ? ` “${check.marker.label}”` : ""}:{" "}
                  {check.distance === 0
                    ? t.insideZone
                    : t.fromZone({ distance: format.distance(check.distance) })}
                  {" – "}
                  {check.flagged
                    ? t.outside({
                        min: check.rule.minMetres,
                        max: check.rule.maxMetres,
                        rule: describeRule(check.rule).name,
                      })
                    : check.hasDistanceSubSign
                      ? t.hasSubSign
                      : t.ok}
                </button>
              </li>
            ))}
          </ul>
          {report.checks.length > SHOWN && (
            <p>{t.more({ count: format.number(report.checks.length - SHOWN) })}</p>
          )}
        </>
      )}
    </section>
  );
}
