import { useStore } from "@nanostores/react";
import { useMemo } from "react";
import { $format } from "../../lib/format";
import type { Marker } from "../../lib/marker-model";
import type { PlanSettings, PlanShape } from "../../lib/plan-model";
import { isOneWay, roadClassOf } from "../../lib/road-facts";
import { $describeRule, checkPlacement } from "../checks";
import { displayCode } from "../signs";
import { printMessages } from "./messages";
import { PrintTable } from "./print-table";

/**
 * The placement checks as the plan document states them: the road facts they assumed, the
 * rule, and every warning sign outside it (by its number on the map). Checked on the plan
 * printed (`markers`, `shapes`): a shared plan's own, and a plan in phases the phase
 * printed, not whatever the map of this browser holds.
 */
export function PrintWarnings({
  markers,
  shapes,
  settings,
  numberOf,
}: {
  markers: readonly Marker[];
  shapes: readonly PlanShape[];
  settings: PlanSettings;
  numberOf: ReadonlyMap<string, number>;
}) {
  const T = useStore(printMessages);
  const report = useMemo(
    () => checkPlacement(markers, shapes, settings),
    [markers, shapes, settings],
  );
  const describeRule = useStore($describeRule);
  const format = useStore($format);
  const flagged = report.status === "checked" ? report.checks.filter((check) => check.flagged) : [];
  return (
    <section className="print-section print-warnings">
      <h2>{T.warningsHeading}</h2>
      <p>
        {settings.builtUp ? T.builtUp : T.notBuiltUp} ·{" "}
        {T.speedLimit({ kmh: format.number(settings.speedLimit) })} ·{" "}
        {roadClassOf(settings) === "local-road" ? T.localRoad : T.trafficRoad} ·{" "}
        {isOneWay(settings) ? T.oneWay : T.twoWay}
      </p>
      {report.status === "no-warning-signs" && <p>{T.noWarningSigns}</p>}
      {report.status === "no-work-zone" && <p>{T.noWorkZone(report.warningSigns)}</p>}
      {report.status === "checked" && (
        <>
          <p className="print-rule">
            {describeRule(report.rule).text} ({report.rule.source})
          </p>
          {flagged.length === 0 ? (
            <p>{T.allPlaced}</p>
          ) : (
            <PrintTable
              className="print-warning-table"
              caption={T.outsideRule({
                flagged: format.number(flagged.length),
                checked: format.number(report.checks.length),
              })}
              columns={[
                { heading: T.number, number: true },
                { heading: T.code },
                { heading: T.toWorkZone, number: true },
                { heading: T.warning },
              ]}
            >
              {flagged.map((check) => (
                <tr key={check.marker.id}>
                  <td className="number">{numberOf.get(check.marker.id)}</td>
                  <td>{displayCode(check.marker.signCode, format.locale)}</td>
                  <td className="number">
                    {check.distance === 0 ? T.insideZone : format.distance(check.distance)}
                  </td>
                  <td>
                    {T.needsSubSign({ min: check.rule.minMetres, max: check.rule.maxMetres })}
                  </td>
                </tr>
              ))}
            </PrintTable>
          )}
        </>
      )}
    </section>
  );
}
