import type { MapItem } from "./marker-clusters";
import type { SignOverlay } from "./sign-overlay";

type Cluster = Extract<MapItem, { kind: "cluster" }>;

/** A bubble standing for several signs too close to tell apart; a click zooms in to them. */
export function ClusterButton({ cluster, overlay }: { cluster: Cluster; overlay: SignOverlay }) {
  const count = cluster.count.toLocaleString("en");
  return (
    <button
      type="button"
      className="map-cluster"
      data-cluster-key={cluster.key}
      aria-label={`${count} signs here: zoom in`}
      ref={(element) => (element ? overlay.track(element, cluster.position) : undefined)}
    >
      {count}
    </button>
  );
}
