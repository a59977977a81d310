import { useLayoutEffect, useState } from "react";

/**
 * How much of the first page the title block takes, and so how tall the overview map under
 * it is drawn (issue 25). The block's height is measured as laid out, not assumed: a fixed
 * 62 mm left too little room for a block with long details and ten revisions, which pushed
 * the map to page 2, and too much for a typical one.
 */

/** The block's margin below it (title-block.css), the map's frame (print.css) and a spare. */
const BELOW_BLOCK_MM = 4 + 0.6 + 1.4;
/** The room taken on landscape paper before the block is measured (and where it cannot be). */
const UNMEASURED_BLOCK_MM = 62;
/** The share of a portrait page the map takes at most (the legend starts beside it below). */
const PORTRAIT_MAP_SHARE = 0.58;
/**
 * The least share of the page the map is given: a block that leaves less is drawn compact
 * (title-block.css), which every detail at its limit with ten revisions fits above it.
 */
export const MIN_MAP_SHARE = 0.3;

export type PrintArea = { width: number; height: number; orientation: string };

/**
 * The overview map's height in millimetres on the first page, under a title block `blockMm`
 * tall (null: not measured); and whether the block leaves the map less than its least share.
 */
export function overviewMapHeight(
  area: PrintArea,
  blockMm: number | null,
): { height: number; cramped: boolean } {
  if (blockMm === null) {
    const height =
      area.orientation === "landscape"
        ? area.height - UNMEASURED_BLOCK_MM
        : area.height * PORTRAIT_MAP_SHARE;
    return { height, cramped: false };
  }
  const room = area.height - blockMm - BELOW_BLOCK_MM;
  const least = area.height * MIN_MAP_SHARE;
  const most = area.orientation === "landscape" ? room : area.height * PORTRAIT_MAP_SHARE;
  return { height: Math.max(least, Math.min(room, most)), cramped: room < least };
}

/**
 * The title block's room on the first page: the overview map's height in millimetres (see
 * overviewMapHeight), and whether the block is drawn compact. The block's height is read as
 * laid out, before the page is painted and again as it changes (the fonts arriving); it
 * spans the paper's printable width, so its height is read against its width and the
 * screen's preview zoom (sheet-preview-zoom.ts) does not enter. Where nothing is laid out
 * (jsdom) the map has the room it had before the block was measured.
 *
 * The block is drawn compact once its full layout leaves the map less than its least share,
 * and in full again when what it shows (`content`: its words, the paper, the language)
 * changes; decided on a measure of the full layout of the same content only, as the compact
 * one leaves room and would flip it back.
 */
export function useTitleBlockRoom(
  block: HTMLElement | null,
  area: PrintArea,
  content: string,
): { mapHeightMm: number; compact: boolean } {
  const [measured, setMeasured] = useState<{
    mm: number;
    content: string;
    compact: boolean;
  } | null>(null);
  const [compactFor, setCompactFor] = useState<string | null>(null);
  const compact = compactFor === content;
  useLayoutEffect(() => {
    if (!block) return;
    const measure = () => {
      const box = block.getBoundingClientRect();
      if (box.width <= 0) return;
      // A tenth of a millimetre: sub-pixel changes do not lay the map out again.
      const mm = Math.ceil((box.height / box.width) * area.width * 10) / 10;
      setMeasured((last) =>
        last?.mm === mm && last.content === content && last.compact === compact
          ? last
          : { mm, content, compact },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(block);
    return () => observer.disconnect();
  }, [block, area.width, content, compact]);
  const { height, cramped } = overviewMapHeight(area, measured?.mm ?? null);
  const fullLayoutCramped =
    cramped && measured?.content === content && !measured.compact && !compact;
  useLayoutEffect(() => {
    if (fullLayoutCramped) setCompactFor(content);
  }, [fullLayoutCramped, content]);
  return { mapHeightMm: height, compact };
}
