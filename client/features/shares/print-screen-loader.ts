import { startTransition, useEffect, useState } from "react";
import { loadChunk } from "../../lib/build-version-reload";
import type { loadPrintScreen } from "../print";

type PrintScreen = Awaited<ReturnType<typeof loadPrintScreen>>;

/**
 * The print view's screen (features/print, a chunk of its own), once loaded: a shared plan
 * and the open project's print both draw their plan through it. Null until then. Asked for
 * once `start` is set (a shared plan's view: once its header is painted); its sheets' map
 * is started with it, or already once `mapStart` is set, unless `mapAhead` is false
 * (print/index.ts).
 */
export function usePrintScreen(
  start = true,
  { mapAhead = true, mapStart = start } = {},
): PrintScreen | null {
  const [screen, setScreen] = useState<PrintScreen | null>(null);
  const asked = start || screen !== null;
  const mapAsked = mapAhead && (mapStart || asked);
  useEffect(() => {
    if (!mapAsked) return;
    void loadChunk(() => import("../print")).then((print) => print.startSheetsMapAhead());
  }, [mapAsked]);
  useEffect(() => {
    if (!asked) return;
    let live = true;
    void loadChunk(() => import("../print"))
      .then((print) => print.loadPrintScreen({ mapAhead }))
      .then((loaded) => live && startTransition(() => setScreen(() => loaded)));
    return () => {
      live = false;
    };
  }, [asked, mapAhead]);
  return screen;
}
