import type { MapItem } from "./marker-clusters";
import type { MapPort } from "./port";

type Cluster = Extract<MapItem, { kind: "cluster" }>;

/** A bubble standing for several signs too close to tell apart; a click zooms in to them. */
export function ClusterButton({ cluster, port }: { cluster: Cluster; port: MapPort }) {
  const count = cluster.count.toLocaleString("en");
  return (
    <button
      type="button"
      className="map-cluster"
      data-cluster-key={cluster.key}
      aria-label={`${count} signs here: zoom in`}
      ref={(element) => (element ? port.track(element, cluster.position) : undefined)}
    >
      {count}
    </button>
  );
}
