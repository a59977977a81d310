/**
 * The line and area tools: each click adds a point to the drawing; a double-click (two
 * clicks close in time and place), Enter, or the last point clicked again finishes it;
 * Backspace takes the last point back. The pointer's position previews the next segment.
 * One behaviour, two tools: the kind drawn is the tool's (draw-store's `$draftKind`).
 */

import { loadChunk } from "../../../lib/build-version-reload";
import type { LatLng } from "../../../lib/geo";
import { FOLLOW_ROAD_EACH_WAY_M, type Pixel } from "../../../lib/map-port";
import {
  $draft,
  $drawTool,
  $pickRoads,
  addDraftPoint,
  addPickedRoad,
  finishDraft,
  removeDraftPoint,
  setDrawPointer,
} from "../draw-store";
import type { MapTool } from "./map-tool";

/** Two clicks this close in time and place are a double-click: it finishes a drawing. */
const DOUBLE_CLICK_MS = 400;
const DOUBLE_CLICK_PX = 8;

function shapeTool(): MapTool {
  let last: { at: number; pixel: Pixel | null } = { at: 0, pixel: null };
  // The pointer's preview is drawn once per frame, however often the pointer moves.
  let pending = 0;
  let latest: LatLng | null = null;
  return {
    // A point goes where the line or area is clicked, on a sign too: selecting a sign in
    // the middle of a drawing opened its editor over the map (on a phone, half of it) and
    // lost the point. Shift-click still selects.
    clicksThroughItems: true,
    click(position, context) {
      const pixel = context.toPixel(position);
      const at = performance.now();
      const double =
        last.pixel &&
        pixel &&
        at - last.at < DOUBLE_CLICK_MS &&
        Math.hypot(pixel.x - last.pixel.x, pixel.y - last.pixel.y) < DOUBLE_CLICK_PX;
      last = { at, pixel };
      if (double) finishDraft();
      else addDraftPoint(position);
    },
    pointerMove(position) {
      latest = position;
      if (pending) return;
      pending = requestAnimationFrame(() => {
        pending = 0;
        setDrawPointer(latest);
      });
    },
    leave() {
      cancelAnimationFrame(pending);
      pending = 0;
      last = { at: 0, pixel: null };
      setDrawPointer(null);
    },
    key(key) {
      if ($draft.get().length === 0) return false;
      if (key === "Enter") finishDraft();
      else if (key === "Backspace") removeDraftPoint();
      else return false;
      return true;
    },
  };
}

export const lineTool = shapeTool();
export const areaTool = shapeTool();

/**
 * The road axis tool (issue 21): drawn as a line is; and where the map hands us its roads
 * (MapLibre), a first click on a road picks it, followed along the road about a kilometre
 * each way (lib/road-follow.ts), and that is the axis. A click beside any road starts a
 * drawing.
 */
function roadAxisTool(): MapTool {
  const drawing = shapeTool();
  // A first click's pick runs once its code has loaded; clicks made meanwhile wait their turn
  // (two quick taps beside any road are the axis' first two points, not one).
  let turns: Promise<void> = Promise.resolve();
  let waiting = 0;
  const inTurn = (run: () => Promise<void> | void) => {
    waiting += 1;
    turns = turns
      .then(run)
      .catch(() => undefined)
      .finally(() => {
        waiting -= 1;
      });
  };
  return {
    ...drawing,
    // Enter and Backspace (and the toolbar's Finish and Remove last point) wait for the
    // clicks before them: a finish right after two quick taps finishes both points.
    key(key) {
      if (waiting === 0) return drawing.key?.(key) ?? false;
      if (key !== "Enter" && key !== "Backspace") return false;
      inTurn(() => {
        if ($drawTool.get() === "axis") drawing.key?.(key);
      });
      return true;
    },
    click(position, context) {
      if (waiting > 0) {
        inTurn(() => {
          if ($drawTool.get() === "axis") drawing.click(position, context);
        });
        return;
      }
      if ($draft.get().length > 0 || !$pickRoads.get() || !context.roadLines) {
        drawing.click(position, context);
        return;
      }
      // The roads are read around the click as far as the road is followed, whatever the
      // view (else as the map shows them at the click, read once); following them needs code
      // that only this tool uses, loaded with its first pick.
      const { roadLines, roadLinesAround } = context;
      const lines = roadLinesAround
        ? roadLinesAround(position, FOLLOW_ROAD_EACH_WAY_M).catch(() => roadLines())
        : roadLines();
      inTurn(async () => {
        const [{ pickRoad }, road] = await Promise.all([
          loadChunk(() => import("../../../lib/road-follow")),
          lines,
        ]);
        const picked = pickRoad(road, position, context.toPixel);
        if ($draft.get().length > 0) return;
        const stillAxis = $drawTool.get() === "axis";
        // The road was clicked with this tool: it is the axis even if the planner has moved
        // on meanwhile (a quick tap on "Lay a set-up" while the pick's code loads), and the
        // tool they moved on to stays theirs.
        if (picked) addPickedRoad(picked, { leaveTool: stillAxis });
        else if (stillAxis) drawing.click(position, context);
      });
    },
  };
}

export const axisTool = roadAxisTool();
