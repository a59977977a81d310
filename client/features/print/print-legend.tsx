import { useStore } from "@nanostores/react";
import { useState } from "react";
import { $locale } from "../../lib/i18n";
import { faceShowsValue, SignFacePicture } from "../../lib/plan-drawing/sign-face";
import { signImageUrl } from "../../lib/sign-image";
import { faceText } from "../../lib/sign-values";
import { displayCode } from "../signs";
import { printMessages } from "./messages";
import type { SignCount } from "./plan-document";
import { PrintTable } from "./print-table";

/**
 * A sign's picture in the legend, with the value its face carries (the printed map's face
 * renderer); a code without a drawing leaves the cell empty.
 */
function LegendPicture({ code, value }: { code: string; value?: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  // The picture shows its own example value; only another one is drawn over it.
  if (value !== undefined && value !== faceText(code, undefined) && faceShowsValue(code)) {
    return <SignFacePicture code={code} value={value} size={28} decorative />;
  }
  return (
    <img src={signImageUrl(code)} alt="" width={28} height={28} onError={() => setFailed(true)} />
  );
}

/**
 * The legend of the signs used: picture, code, name and how many, sub-sign plates apart. A
 * plate is counted in its own code's row, "As sub-signs": an A 39 carrying a U 1,1 counts 1
 * in A 39's "Count" and 1 in U 1,1's "As sub-signs", so A 39's "As sub-signs" stays 0 (under
 * a heading that said only "Sub-signs", that 0 read as the A 39 having none).
 */
export function PrintLegend({ counts }: { counts: readonly SignCount[] }) {
  const T = useStore(printMessages);
  const locale = useStore($locale);
  const plates = counts.some((entry) => entry.subSigns > 0);
  const values = counts.some((entry) => entry.value !== undefined);
  const lines = counts.some((entry) => entry.alongLines > 0);
  const signs = counts.reduce((sum, entry) => sum + entry.signs, 0);
  const columns = [
    { heading: T.picture },
    { heading: T.code },
    { heading: T.name },
    values && { heading: T.faceValue },
    { heading: T.count, number: true },
    plates && { heading: T.asSubSigns, number: true },
    lines && { heading: T.alongLines, number: true },
  ];
  const footer = (
    <tr>
      <th scope="row" colSpan={values ? 4 : 3}>
        {T.total}
      </th>
      <td className="number">{signs}</td>
      {plates && (
        <td className="number">{counts.reduce((sum, entry) => sum + entry.subSigns, 0)}</td>
      )}
      {lines && (
        <td className="number">{counts.reduce((sum, entry) => sum + entry.alongLines, 0)}</td>
      )}
    </tr>
  );
  return (
    <PrintTable className="print-legend" caption={T.signsUsed} columns={columns} footer={footer}>
      {counts.map((entry) => (
        <tr key={`${entry.code} ${entry.value ?? ""}`}>
          <td>
            <LegendPicture code={entry.code} value={entry.value} />
          </td>
          <td className="code">{displayCode(entry.code, locale)}</td>
          <td>{entry.name || T.unknownSign}</td>
          {values && <td>{entry.value ?? ""}</td>}
          <td className="number">{entry.signs}</td>
          {plates && <td className="number">{entry.subSigns}</td>}
          {lines && <td className="number">{entry.alongLines}</td>}
        </tr>
      ))}
    </PrintTable>
  );
}
