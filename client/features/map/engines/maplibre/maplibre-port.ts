import type { Map as MapLibreMap } from "maplibre-gl";
import { createElementTracker } from "../../../../lib/element-tracker";
import type { LatLng, LatLngBounds, MapView } from "../../../../lib/geo";
import { createPortLayers, type MapPort, type RoadLine } from "../../../../lib/map-port";
import { roadLinesOf, wrapLng } from "./road-lines";

/**
 * MapLibre's tiles are 512 px where Google's are 256 px: the same view is one zoom level
 * lower. The port speaks Google's scale (the stored `zoom`), so switching engines keeps it.
 */
export const toMapLibreZoom = (zoom: number) => zoom - 1;
export const fromMapLibreZoom = (zoom: number) => zoom + 1;

function readView(map: MapLibreMap): MapView {
  const bounds = map.getBounds();
  const west = bounds.getWest();
  const east = bounds.getEast();
  const whole = east - west >= 360;
  return {
    zoom: fromMapLibreZoom(map.getZoom()),
    bounds: {
      north: bounds.getNorth(),
      south: bounds.getSouth(),
      // Bounds past the antimeridian wrap, as Google's do (then east < west).
      west: whole ? -180 : wrapLng(west),
      east: whole ? 180 : wrapLng(east),
    },
  };
}

/**
 * OpenMapTiles' `transportation` layer (the schema of OpenFreeMap's and most keyless
 * styles) holds roads, and also railways, ferries and paths, which are not roads.
 */
const ROAD_SOURCE_LAYER = "transportation";
const NOT_ROADS = new Set(["rail", "transit", "ferry", "path", "aerialway", "bridge", "pier"]);

/** The style's road layers: its line layers drawn from the `transportation` source layer. */
function roadLayers(map: MapLibreMap): { id: string; source: string }[] {
  return map.getLayersOrder().flatMap((id) => {
    const layer = map.getLayer(id);
    return layer?.type === "line" && layer.sourceLayer === ROAD_SOURCE_LAYER
      ? [{ id, source: layer.source }]
      : [];
  });
}

/**
 * The road lines of `features` (roads only), each once: a line that two tiles' data both
 * hold has the same ends and points.
 */
function roadLinesIn(
  features: readonly { geometry: { type: string }; properties: Record<string, unknown> }[],
): RoadLine[] {
  const lines: RoadLine[] = [];
  const seen = new Set<string>();
  for (const feature of features) {
    if (NOT_ROADS.has(String(feature.properties.class))) continue;
    for (const line of roadLinesOf(feature.geometry, feature.properties.name)) {
      const [first, last] = [line.points[0], line.points.at(-1)];
      const key = `${first?.lat},${first?.lng}|${last?.lat},${last?.lng}|${line.points.length}`;
      if (seen.has(key)) continue;
      seen.add(key);
      lines.push(line);
    }
  }
  return lines;
}

/**
 * The road lines the style draws in view: cheap, for what a click on the map needs near it
 * (a new sign's facing along the road).
 */
function shownRoadLines(map: MapLibreMap): RoadLine[] {
  const layers = roadLayers(map).map((layer) => layer.id);
  return layers.length === 0 ? [] : roadLinesIn(map.queryRenderedFeatures({ layers }));
}

/**
 * The road lines of the map's tiles loaded now, whole, not only the part drawn in view: what
 * a road pick follows when the tiles around it cannot be read (`roadLinesAround`). Above the
 * source's most detailed zoom (14 for OpenMapTiles) a loaded tile is that zoom's tile, about
 * 1.4 km across in Denmark: at zoom 18 the road ran 633 m this way, 241 m from what was drawn
 * in view (issue 37 item 6).
 */
function loadedRoadLines(map: MapLibreMap): RoadLine[] {
  const sources = new Set(roadLayers(map).map((layer) => layer.source));
  return roadLinesIn(
    [...sources].flatMap((source) =>
      map.querySourceFeatures(source, { sourceLayer: ROAD_SOURCE_LAYER }),
    ),
  );
}

/**
 * The map port on MapLibre: the shape and sign layers are ours, over the canvas and under
 * the controls, in the map container's pixel frame. They sit beside MapLibre's canvas
 * container, where its pan, zoom and click handlers listen, so pointer events on a sign
 * never move the map or place another sign. Every camera frame re-places the tracked
 * elements (a few hundred at most: clustering keeps it so).
 */
export function createMapLibrePort(map: MapLibreMap): MapPort & { destroy(): void } {
  const { box: layers, shapeLayer, signLayer } = createPortLayers("maplibre-layers");
  const container = map.getContainer();
  container.insertBefore(layers, container.querySelector(".maplibregl-control-container"));

  const toPixel = ({ lat, lng }: LatLng) => {
    const point = map.project([lng, lat]);
    return { x: point.x, y: point.y };
  };
  const elements = createElementTracker(toPixel);
  map.on("move", elements.placeAll);
  map.on("resize", elements.placeAll);

  function listen<T>(event: "move" | "moveend" | "click" | "mousemove", handler: (e: T) => void) {
    const listener = handler as (e: unknown) => void;
    map.on(event, listener);
    return () => {
      map.off(event, listener);
    };
  }
  type PointerEvent = { lngLat: { lat: number; lng: number } };
  const at = (e: PointerEvent): LatLng => ({ lat: e.lngLat.lat, lng: wrapLng(e.lngLat.lng) });

  return {
    shapeLayer,
    signLayer,
    track: elements.track,
    toPixel,
    toLatLng({ x, y }) {
      const { lat, lng } = map.unproject([x, y]);
      return { lat, lng: wrapLng(lng) };
    },
    view: () => readView(map),
    onViewChange: (listener) => listen("moveend", () => listener(readView(map))),
    onCameraChange: (listener) =>
      listen("move", () => {
        const { lat, lng } = map.getCenter();
        listener({ center: { lat, lng }, zoom: fromMapLibreZoom(map.getZoom()) });
      }),
    onClick: (listener) => listen("click", (e: PointerEvent) => listener(at(e))),
    onPointerMove: (listener) => listen("mousemove", (e: PointerEvent) => listener(at(e))),
    moveCamera({ center, zoom }) {
      map.jumpTo({
        center: [center.lng, center.lat],
        ...(zoom === undefined ? {} : { zoom: toMapLibreZoom(zoom) }),
      });
    },
    panTo: ({ lat, lng }) => map.panTo([lng, lat]),
    fitBounds({ north, south, east, west }: LatLngBounds, padding) {
      map.fitBounds(
        [
          [west, south],
          [east, north],
        ],
        { padding },
      );
    },
    roadLines: () => shownRoadLines(map),
    async roadLinesAround(center, metres) {
      // The tiles' decoder loads with the first pick (./road-tiles.ts).
      const { roadLinesAround } = await import("./road-tiles");
      const around = await roadLinesAround(
        map,
        new Set(roadLayers(map).map((layer) => layer.source)),
        ROAD_SOURCE_LAYER,
        center,
        metres,
        (roadClass) => !NOT_ROADS.has(roadClass),
      );
      return around ?? loadedRoadLines(map);
    },
    destroy() {
      map.off("move", elements.placeAll);
      map.off("resize", elements.placeAll);
      elements.clear();
      layers.remove();
    },
  };
}
