import { useStore } from "@nanostores/react";
import { memo, useMemo } from "react";
import { $format } from "../../lib/format";
import type { Locale } from "../../lib/i18n";
import { faceText } from "../../lib/sign-values";
import { displayCode } from "../signs";
import { printMessages } from "./messages";
import { type NumberedSign, subSignText } from "./plan-document";
import { PrintTable } from "./print-table";
import { useRowsAsScrolled } from "./rows-as-scrolled";
import { utm32 } from "./utm32";

/**
 * A row's height on screen, about (one line of the list's text and its padding), for the
 * room the rows not yet drawn keep: the page's length and its scroll bar stay about right.
 */
const ROW_MM = 5;

/** How the list writes a row's numbers in one language. */
type RowFormats = {
  locale: Locale;
  /** Latitude or longitude, six decimals, no grouping. */
  degrees: (value: number) => string;
  /** UTM metres, whole, grouped as the language groups ("724.352" in Danish). */
  metres: (value: number) => string;
  unknownSign: string;
};

/**
 * One sign's row; memoised, so a row whose sign and words are unchanged is not drawn again
 * (the names arrive with the catalogue after the list is first drawn).
 */
const SignRow = memo(function SignRow({
  sign,
  formats,
}: {
  sign: NumberedSign;
  formats: RowFormats;
}) {
  const { locale, degrees, metres } = formats;
  const utm = utm32(sign.position);
  return (
    // Row 1 is the heading row.
    <tr aria-rowindex={sign.number + 1}>
      <td className="number">{sign.number}</td>
      <td className="code">{displayCode(sign.code, locale)}</td>
      <td>{faceText(sign.code, sign.value) ?? ""}</td>
      <td>{sign.name || formats.unknownSign}</td>
      <td className="free-text">
        {subSignText(sign.subSigns, (code) => displayCode(code, locale))}
      </td>
      <td className="number">{sign.rotation}°</td>
      <td className="number">{degrees(sign.position.lat)}</td>
      <td className="number">{degrees(sign.position.lng)}</td>
      <td className="number">{utm ? metres(utm.easting) : ""}</td>
      <td className="number">{utm ? metres(utm.northing) : ""}</td>
      <td className="free-text note">{[sign.label, sign.note].filter(Boolean).join(" — ")}</td>
    </tr>
  );
});

/**
 * The list of every sign, by its number on the map. Its heading row repeats on each
 * printed page (print.css); memoised, as 1,000 rows need not redraw when the paper changes.
 * A long list is drawn on screen as it is scrolled to, and whole on paper
 * (rows-as-scrolled.ts); its row count tells a screen reader how long it is.
 */
export const PrintSignTable = memo(function PrintSignTable({
  signs,
  allRows = false,
}: {
  signs: readonly NumberedSign[];
  /**
   * Every row at once: the table is first drawn for the browser's own print command (its
   * `beforeprint`, which it hears too late to draw the rest, print-screen.tsx).
   */
  allRows?: boolean;
}) {
  const T = useStore(printMessages);
  const format = useStore($format);
  const formats = useMemo((): RowFormats => {
    const { locale, number } = format;
    const degrees = { minimumFractionDigits: 6, maximumFractionDigits: 6, useGrouping: false };
    // UTM zone 32N in whole metres (a sign's position, not a survey's); the CSV keeps
    // centimetres.
    const metres = { maximumFractionDigits: 0 };
    return {
      locale,
      degrees: (value) => number(value, degrees),
      metres: (value) => number(value, metres),
      unknownSign: T.unknownSign,
    };
  }, [format, T]);
  const { drawn, rest } = useRowsAsScrolled(signs.length, allRows);
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
    <PrintTable
      className="print-sign-table"
      caption={T.signListHeading}
      columns={columns}
      rowCount={signs.length + 1}
    >
      {signs.slice(0, drawn).map((sign) => (
        <SignRow key={sign.id} sign={sign} formats={formats} />
      ))}
      {drawn < signs.length && (
        <tr ref={rest} className="print-rows-later">
          <td colSpan={columns.length} style={{ height: `${(signs.length - drawn) * ROW_MM}mm` }}>
            {T.rowsLater({
              from: format.number(drawn + 1),
              to: format.number(signs.length),
            })}
          </td>
        </tr>
      )}
    </PrintTable>
  );
});
