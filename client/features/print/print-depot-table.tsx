import { useStore } from "@nanostores/react";
import { $locale } from "../../lib/i18n";
import type { PlanPhase } from "../../lib/phases";
import { displayCode } from "../../lib/sign-code";
import { printMessages } from "./messages";
import type { DepotCount } from "./phase-layout";
import { PrintTable } from "./print-table";

/**
 * The depot count of a plan in phases (issue 38): each sign, plate and item of kit, how
 * many each phase needs and the most needed at once.
 */
export function PrintDepotTable({
  phases,
  counts,
}: {
  phases: readonly PlanPhase[];
  counts: readonly DepotCount[];
}) {
  const T = useStore(printMessages);
  const locale = useStore($locale);
  const columns = [
    { heading: T.code },
    { heading: T.name },
    { heading: T.faceValue },
    ...phases.map((phase) => ({ heading: phase.name, number: true })),
    { heading: T.depot, number: true },
  ];
  return (
    <PrintTable className="print-depot" caption={T.depotHeading} columns={columns}>
      {counts.map((count) => (
        <tr key={`${count.code}\u0000${count.value ?? ""}`}>
          <td className="code">{displayCode(count.code, locale)}</td>
          <td>{count.name || T.unknownSign}</td>
          <td>{count.value ?? ""}</td>
          {count.perPhase.map((needed, index) => (
            <td key={phases[index]?.id ?? index} className="number">
              {needed}
            </td>
          ))}
          <td className="number">
            <strong>{count.depot}</strong>
          </td>
        </tr>
      ))}
    </PrintTable>
  );
}
