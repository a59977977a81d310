import { memo } from "react";
import { type NumberedSign, subSignText } from "./plan-document";
import { PRINT_TEXT as T } from "./print-messages";

/**
 * The list of every sign, by its number on the map. Its heading row repeats on each
 * printed page (print.css); memoised, as 1,000 rows need not redraw when the paper changes.
 */
export const PrintSignTable = memo(function PrintSignTable({
  signs,
}: {
  signs: readonly NumberedSign[];
}) {
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
            <td>{sign.code}</td>
            <td>{sign.name || T.unknownSign}</td>
            <td>{subSignText(sign.subSigns)}</td>
            <td className="number">{sign.rotation}°</td>
            <td className="number">{sign.position.lat.toFixed(6)}</td>
            <td className="number">{sign.position.lng.toFixed(6)}</td>
            <td>{[sign.label, sign.note].filter(Boolean).join(" — ")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});
