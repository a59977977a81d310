import type { LayerSpecification } from "maplibre-gl";
import { describe, expect, it } from "vitest";
import { layerGroups } from "../../client/features/map/engines/maplibre/map-look";

const layer = (id: string, sourceLayer?: string, filter?: unknown) =>
  ({
    id,
    type: sourceLayer ? "line" : "background",
    ...(sourceLayer ? { source: "openmaptiles", "source-layer": sourceLayer } : {}),
    ...(filter ? { filter } : {}),
  }) as LayerSpecification;

describe("the style layers the POI and transport toggles hide", () => {
  it("finds them in an OpenMapTiles style such as OpenFreeMap's liberty", () => {
    const layers = [
      layer("background"),
      layer("water", "water"),
      layer("road_minor", "transportation", ["==", ["get", "class"], "minor"]),
      layer("road_major_rail", "transportation", ["==", ["get", "class"], "rail"]),
      layer("road_transit_rail", "transportation", ["==", ["get", "class"], "transit"]),
      layer("bridge_transit_rail_hatching", "transportation"),
      layer("ferry_line", "transportation", ["==", "class", "ferry"]),
      layer("aerialway", "transportation"),
      layer("building", "building"),
      layer("poi_r20", "poi", ["==", "rank", 20]),
      layer("poi_r1", "poi"),
      layer("poi_transit", "poi", ["in", "class", "bus", "railway", "airport"]),
      layer("airport", "aerodrome_label"),
      layer("highway-name-major", "transportation_name"),
      layer("place_city", "place"),
    ];
    expect(layerGroups(layers)).toEqual({
      pois: ["poi_r20", "poi_r1", "airport"],
      transport: [
        "road_major_rail",
        "road_transit_rail",
        "bridge_transit_rail_hatching",
        "ferry_line",
        "aerialway",
        "poi_transit",
      ],
    });
  });
});
