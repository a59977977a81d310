import { useStore } from "@nanostores/react";
import { memo } from "react";
import { $format } from "../../lib/format";
import { faceText } from "../../lib/sign-values";
import { displayCode } from "../signs";
import { printMessages } from "./messages";
import { type NumberedSign, subSignText } from "./plan-document";
import { PrintTable } from "./print-table";

/**
 * The list of every sign, by its number on the map. Its heading row repeats on each
 * printed page (print.css); memoised, as 1,000 rows need not redraw when the paper changes.
 */
export const PrintSignTable = memo(function PrintSignTable({
  signs,
}: {
  signs: readonly NumberedSign[];
}) {
  const T = useStore(printMessages);
  const format = useStore($format);
  const locale = format.locale;
  const degrees = (value: number) =>
    format.number(value, {
      minimumFractionDigits: 6,
      maximumFractionDigits: 6,
      useGrouping: false,
    });
  const columns = [
    { heading: T.number, number: true },
    { heading: T.code },
    { heading: T.faceValue },
    { heading: T.name },
    { heading: T.subSigns },
    { heading: T.rotation, number: true },
    { heading: T.latitude, number: true },
    { heading: T.longitude, number: true },
    { heading: T.labelOrNote },
  ];
  return (
    <PrintTable className="print-sign-table" caption={T.signListHeading} columns={columns}>
      {signs.map((sign) => (
        <tr key={sign.id}>
          <td className="number">{sign.number}</td>
          <td>{displayCode(sign.code, locale)}</td>
          <td>{faceText(sign.code, sign.value) ?? ""}</td>
          <td>{sign.name || T.unknownSign}</td>
          <td>{subSignText(sign.subSigns, (code) => displayCode(code, locale))}</td>
          <td className="number">{sign.rotation}°</td>
          <td className="number">{degrees(sign.position.lat)}</td>
          <td className="number">{degrees(sign.position.lng)}</td>
          <td>{[sign.label, sign.note].filter(Boolean).join(" — ")}</td>
        </tr>
      ))}
    </PrintTable>
  );
});
