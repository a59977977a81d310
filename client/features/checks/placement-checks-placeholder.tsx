import { useStore } from "@nanostores/react";
import { placementMessages } from "./messages";

/**
 * The placement checks' heading while the panel's code loads (it arrives just after the
 * map's first paint): the panel keeps its place and says it is busy.
 */
export function PlacementChecksPlaceholder() {
  const t = useStore(placementMessages);
  return (
    <section className="placement-checks" aria-labelledby="placement-checks-title" aria-busy="true">
      <h2 id="placement-checks-title">{t.title}</h2>
    </section>
  );
}
