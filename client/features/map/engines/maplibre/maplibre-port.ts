import type { Map as MapLibreMap } from "maplibre-gl";
import { createElementTracker } from "../../../../lib/element-tracker";
import type { LatLng, LatLngBounds, MapView } from "../../../../lib/geo";
import { createPortLayers, type MapPort } from "../../../../lib/map-port";
import type { RoadLine } from "../../../../lib/road-follow";

/**
 * MapLibre's tiles are 512 px where Google's are 256 px: the same view is one zoom level
 * lower. The port speaks Google's scale (the stored `zoom`), so switching engines keeps it.
 */
export const toMapLibreZoom = (zoom: number) => zoom - 1;
export const fromMapLibreZoom = (zoom: number) => zoom + 1;

const wrapLng = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

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

/** The road lines the style draws in view (each tile's piece of a road is its own line). */
function readRoadLines(map: MapLibreMap): RoadLine[] {
  const layers = map.getLayersOrder().filter((id) => {
    const layer = map.getLayer(id);
    return layer?.type === "line" && layer.sourceLayer === ROAD_SOURCE_LAYER;
  });
  if (layers.length === 0) return [];
  const lines: RoadLine[] = [];
  for (const feature of map.queryRenderedFeatures({ layers })) {
    if (NOT_ROADS.has(String(feature.properties.class))) continue;
    const { geometry } = feature;
    const parts =
      geometry.type === "LineString"
        ? [geometry.coordinates]
        : geometry.type === "MultiLineString"
          ? geometry.coordinates
          : [];
    const name = feature.properties.name;
    for (const part of parts) {
      lines.push({
        points: part.map(([lng, lat]) => ({ lat: lat as number, lng: wrapLng(lng as number) })),
        ...(typeof name === "string" ? { name } : {}),
      });
    }
  }
  return lines;
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
    roadLines: () => readRoadLines(map),
    destroy() {
      map.off("move", elements.placeAll);
      map.off("resize", elements.placeAll);
      elements.clear();
      layers.remove();
    },
  };
}
