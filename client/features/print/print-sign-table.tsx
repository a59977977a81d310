import { useStore } from "@nanostores/react";
import { memo } from "react";
import { $format } from "../../lib/format";
import { displayCode } from "../signs/sign-catalogue-store";
import { printMessages } from "./messages";
import { type NumberedSign, subSignText } from "./plan-document";

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
  return (
    <table className="print-table print-sign-table">
      <caption>{T.signListHeading}</caption>
      <thead>
        <tr>
          <th scope="col" className="number">
            {T.number}
          </th>
          <th scope="col">{T.code}</th>
          <th scope="col">{T.name}</th>
          <th scope="col">{T.subSigns}</th>
          <th scope="col" className="number">
            {T.rotation}
          </th>
          <th scope="col" className="number">
            {T.latitude}
          </th>
          <th scope="col" className="number">
            {T.longitude}
          </th>
          <th scope="col">{T.labelOrNote}</th>
        </tr>
      </thead>
      <tbody>
        {signs.map((sign) => (
          <tr key={sign.id}>
            <td className="number">{sign.number}</td>
            <td>{displayCode(sign.code, locale)}</td>
            <td>{sign.name || T.unknownSign}</td>
            <td>{subSignText(sign.subSigns, (code) => displayCode(code, locale))}</td>
            <td className="number">{sign.rotation}°</td>
            <td className="number">{degrees(sign.position.lat)}</td>
            <td className="number">{degrees(sign.position.lng)}</td>
            <td>{[sign.label, sign.note].filter(Boolean).join(" — ")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});
