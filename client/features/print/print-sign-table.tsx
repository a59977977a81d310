import { useStore } from "@nanostores/react";
import { memo } from "react";
import { $format } from "../../lib/format";
import { faceText } from "../../lib/sign-values";
import { displayCode } from "../signs";
import { printMessages } from "./messages";
import { type NumberedSign, subSignText } from "./plan-document";
import { PrintTable } from "./print-table";
import { utm32 } from "./utm32";

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
  // UTM zone 32N in whole metres (a sign's position, not a survey's), grouped as the
  // language groups ("724.352" in Danish); the CSV keeps centimetres.
  const metres = (value: number) => format.number(value, { maximumFractionDigits: 0 });
  const columns = [
    { heading: T.number, number: true },
    { heading: T.code },
    { heading: T.faceValue },
    { heading: T.name },
    { heading: T.subSigns },
    { heading: T.rotation, number: true },
    { heading: T.latitude, number: true },
    { heading: T.longitude, number: true },
    { heading: T.easting, number: true },
    { heading: T.northing, number: true },
    { heading: T.labelOrNote },
  ];
  return (
    <PrintTable className="print-sign-table" caption={T.signListHeading} columns={columns}>
      {signs.map((sign) => {
        const utm = utm32(sign.position);
        return (
          <tr key={sign.id}>
            <td className="number">{sign.number}</td>
            <td>{displayCode(sign.code, locale)}</td>
            <td>{faceText(sign.code, sign.value) ?? ""}</td>
            <td>{sign.name || T.unknownSign}</td>
            <td>{subSignText(sign.subSigns, (code) => displayCode(code, locale))}</td>
            <td className="number">{sign.rotation}°</td>
            <td className="number">{degrees(sign.position.lat)}</td>
            <td className="number">{degrees(sign.position.lng)}</td>
            <td className="number">{utm ? metres(utm.easting) : ""}</td>
            <td className="number">{utm ? metres(utm.northing) : ""}</td>
            <td>{[sign.label, sign.note].filter(Boolean).join(" — ")}</td>
          </tr>
        );
      })}
    </PrintTable>
  );
});
