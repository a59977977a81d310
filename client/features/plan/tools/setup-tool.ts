/**
 * The "Lay a set-up" tool (issue 21): the first click on the road axis marks where the
 * works start, the second where they end, and the chosen set-up is laid between them as
 * one undo step. The work is done by setup-laying.ts, which loads with the tool's panel.
 */
import { loadChunk } from "../../../lib/build-version-reload";
import { $setupStart } from "../setup/setup-store";
import type { MapTool } from "./map-tool";

const laying = () => loadChunk(() => import("../setup/setup-laying"));

export const setupTool: MapTool = {
  click(position) {
    void laying().then(({ setupClick }) => setupClick(position));
  },
  leave() {
    $setupStart.set(null);
  },
  key(key) {
    if (key !== "Backspace" || !$setupStart.get()) return false;
    $setupStart.set(null);
    return true;
  },
};
