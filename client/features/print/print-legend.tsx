import { useStore } from "@nanostores/react";
import { useState } from "react";
import { $locale } from "../../lib/i18n";
import { signImageUrl } from "../../lib/sign-image";
import { displayCode } from "../signs";
import { printMessages } from "./messages";
import type { SignCount } from "./plan-document";
import { PrintTable } from "./print-table";

/** A sign's picture in the legend; a code without a drawing leaves the cell empty. */
function LegendPicture({ code }: { code: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img src={signImageUrl(code)} alt="" width={28} height={28} onError={() => setFailed(true)} />
  );
}

/** The legend of the signs used: picture, code, name and how many, sub-sign plates apart. */
export function PrintLegend({ counts }: { counts: readonly SignCount[] }) {
  const T = useStore(printMessages);
  const locale = useStore($locale);
  const plates = counts.some((entry) => entry.subSigns > 0);
  const signs = counts.reduce((sum, entry) => sum + entry.signs, 0);
  const columns = [
    { heading: T.picture },
    { heading: T.code },
    { heading: T.name },
    { heading: T.count, number: true },
    plates && { heading: T.subSigns, number: true },
  ];
  const footer = (
    <tr>
      <th scope="row" colSpan={3}>
        {T.total}
      </th>
      <td className="number">{signs}</td>
      {plates && (
        <td className="number">{counts.reduce((sum, entry) => sum + entry.subSigns, 0)}</td>
      )}
    </tr>
  );
  return (
    <PrintTable className="print-legend" caption={T.signsUsed} columns={columns} footer={footer}>
      {counts.map((entry) => (
        <tr key={entry.code}>
          <td>
            <LegendPicture code={entry.code} />
          </td>
          <td>{displayCode(entry.code, locale)}</td>
          <td>{entry.name || T.unknownSign}</td>
          <td className="number">{entry.signs}</td>
          {plates && <td className="number">{entry.subSigns}</td>}
        </tr>
      ))}
    </PrintTable>
  );
}
