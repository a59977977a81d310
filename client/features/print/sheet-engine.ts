import type { RuntimeConfigState } from "../../lib/runtime-config";

/**
 * Whether the print view's base maps are MapLibre's pictures under these settings (loaded,
 * MapLibre without a problem): that map is then started with the print view's code
 * (index.ts), and the view's lists need not wait for it (print-screen.tsx).
 */
export function printsOnMapLibre(state: RuntimeConfigState): boolean {
  return (
    state.status === "ready" && state.config.map?.engine === "maplibre" && !state.config.map.problem
  );
}
