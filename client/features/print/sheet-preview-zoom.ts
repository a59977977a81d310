import { useEffect, useState } from "react";
import { PX_PER_MM } from "./print-settings-store";

/**
 * How far the on-screen sheet is scaled down so the whole width of the paper shows in the
 * screen's box (1 when it fits). A phone is narrower than any paper: laid out at its true
 * size the sheet showed a strip of the first page and scrolled sideways; scaled, it reads
 * as a preview of the page, as a PDF viewer shows one. The scale is for the screen only
 * (print.css applies it under `@media screen`); on paper the sheet is its true size.
 *
 * `box` and `paper` are elements (from callback refs): the sheet appears only once a project
 * is there. Worked out from the paper's width and the sheet's padding as the style gives them, not
 * from the sheet's measured box, which browsers report zoomed or not.
 */
export function useSheetPreviewZoom(
  box: HTMLElement | null,
  paper: HTMLElement | null,
  paperWidthMm: number,
): number {
  const [zoom, setZoom] = useState(1);
  useEffect(() => {
    if (!box || !paper) return;
    const measure = () => {
      const style = getComputedStyle(paper);
      const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
      const fit = box.clientWidth / (paperWidthMm * PX_PER_MM + padding);
      // Two decimals: a resize by a pixel does not lay the sheet out again.
      setZoom(fit >= 1 ? 1 : Math.floor(fit * 100) / 100);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [box, paper, paperWidthMm]);
  return zoom;
}
