import { useStore } from "@nanostores/react";
import { $format } from "../../lib/format";
import type { MapPort } from "../../lib/map-port";
import type { MapItem } from "./marker-clusters";
import { mapSignMessages } from "./messages";

type Cluster = Extract<MapItem, { kind: "cluster" }>;

/** A bubble standing for several signs too close to tell apart; a click zooms in to them. */
export function ClusterButton({ cluster, port }: { cluster: Cluster; port: MapPort }) {
  const t = useStore(mapSignMessages);
  const count = useStore($format).number(cluster.count);
  // The plural form is chosen by the number; the text shows it as the language writes it.
  const label = t.cluster(cluster.count).replace(String(cluster.count), count);
  return (
    <button
      type="button"
      className="map-cluster"
      data-cluster-key={cluster.key}
      aria-label={label}
      ref={(element) => (element ? port.track(element, cluster.position) : undefined)}
    >
      {count}
    </button>
  );
}
