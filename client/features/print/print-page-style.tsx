import { useStore } from "@nanostores/react";
import { printMessages } from "./messages";
import { PAGE_MARGIN_MM } from "./print-settings-store";

/** A CSS string literal: quotes and backslashes escaped, line breaks as spaces. */
const cssString = (text: string) =>
  `"${text.replace(/[\\"]/g, (char) => `\\${char}`).replace(/[\r\n]+/g, " ")}"`;

/**
 * The printed page for the chosen paper: its size and margins, and the footer with the
 * project and the page numbers (CSS page-margin boxes, which Chromium draws from 131 on).
 */
export function PrintPageStyle({
  area,
  footer,
}: {
  area: { size: string; orientation: string };
  footer: string;
}) {
  const T = useStore(printMessages);
  const css = `@page {
  size: ${area.size} ${area.orientation};
  margin: ${PAGE_MARGIN_MM}mm;
  @bottom-left { content: ${cssString(footer)}; font: 8pt system-ui, sans-serif; color: #5b6670; }
  @bottom-right { content: ${cssString(`${T.page} `)} counter(page) " / " counter(pages); font: 8pt system-ui, sans-serif; color: #5b6670; }
}`;
  return <style>{css}</style>;
}
