import type { LayerSpecification, Map as MapLibreMap } from "maplibre-gl";

/**
 * The style's layers the two toggles hide: points of interest, and public transport
 * (rail, ferry and transit lines and stops). Found by the OpenMapTiles schema's source
 * layers and layer ids, which OpenFreeMap's styles and most vector styles use.
 */
export type LayerGroups = { pois: string[]; transport: string[] };

const TRANSPORT_ID =
  /(^|[_-])(transit|rail|railway|subway|tram|ferry|aerialway|bus|station)s?([_-]|$)/i;
const TRANSPORT_CLASS = /"(rail|transit|ferry|aerialway|bus|railway|subway|tram|light_rail)"/;
const POI_SOURCE_LAYERS = new Set(["poi", "aerodrome_label"]);

export function layerGroups(layers: readonly LayerSpecification[]): LayerGroups {
  const groups: LayerGroups = { pois: [], transport: [] };
  for (const layer of layers) {
    const sourceLayer = "source-layer" in layer ? layer["source-layer"] : undefined;
    const filter = "filter" in layer ? JSON.stringify(layer.filter ?? null) : "";
    const transport =
      TRANSPORT_ID.test(layer.id) ||
      (sourceLayer === "transportation" && TRANSPORT_CLASS.test(filter)) ||
      (sourceLayer === "poi" && TRANSPORT_CLASS.test(filter));
    if (transport) groups.transport.push(layer.id);
    else if (
      (sourceLayer && POI_SOURCE_LAYERS.has(sourceLayer)) ||
      /^poi([_-]|$)/i.test(layer.id)
    ) {
      groups.pois.push(layer.id);
    }
  }
  return groups;
}

/** Shows or hides the groups' layers, leaving layers the style itself hides hidden. */
export function applyMapLook(
  map: MapLibreMap,
  groups: LayerGroups,
  hiddenByStyle: ReadonlySet<string>,
  look: { showPOIs: boolean; showTransport: boolean },
): void {
  const set = (ids: string[], show: boolean) => {
    const visibility = show ? "visible" : "none";
    for (const id of ids) {
      if (hiddenByStyle.has(id) || !map.getLayer(id)) continue;
      // A layer already so is left alone: MapLibre takes "visible" over an unset (visible)
      // layer as a change of style and draws the map again, a frame more at every start.
      if ((map.getLayoutProperty(id, "visibility") ?? "visible") === visibility) continue;
      map.setLayoutProperty(id, "visibility", visibility);
    }
  };
  set(groups.pois, look.showPOIs);
  set(groups.transport, look.showTransport);
}

/** The style's layers the toggles move, and those the style itself hides (left hidden). */
export type StyleLayers = { groups: LayerGroups; hiddenByStyle: Set<string> };

/** Reads a freshly loaded style's layers, before any toggle has changed their visibility. */
export function styleLayers(map: MapLibreMap): StyleLayers {
  const all = map.getStyle()?.layers ?? [];
  const hiddenByStyle = new Set(
    all.filter((layer) => layer.layout?.visibility === "none").map((layer) => layer.id),
  );
  return { groups: layerGroups(all), hiddenByStyle };
}
