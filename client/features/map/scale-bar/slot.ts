import { createContext } from "react";

/**
 * Where the map screen keeps a place for the scale bar (in the column of floating editors
 * at the map's lower left, under them, clear of the toolbar, the panel and the engines'
 * own logos and controls). The scale bar itself is drawn by the engine (engines/*), where
 * the map port is, and put there with a portal; without a place it is not shown.
 */
export const ScaleBarSlot = createContext<HTMLElement | null>(null);
