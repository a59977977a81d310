import { useStore } from "@nanostores/react";
import {
  $mapType,
  $markerSize,
  $showPOIs,
  $showTransport,
  MAP_TYPES,
  MARKER_SIZE_MAX,
  MARKER_SIZE_MIN,
  type MapType,
  setMapType,
  setMarkerSize,
  setShowPOIs,
  setShowTransport,
} from "./map-settings-store";

const MAP_TYPE_NAMES: Record<MapType, string> = {
  roadmap: "Road map",
  satellite: "Satellite",
  hybrid: "Satellite with roads",
  terrain: "Terrain",
};

/** Map type, marker size and the points-of-interest and public-transport toggles. */
export function MapSettingsPanel() {
  const mapType = useStore($mapType);
  const markerSize = useStore($markerSize);
  const showPOIs = useStore($showPOIs);
  const showTransport = useStore($showTransport);
  return (
    <fieldset className="map-settings">
      <legend>Map settings</legend>
      <label>
        Map type
        <select value={mapType} onChange={(event) => setMapType(event.target.value as MapType)}>
          {MAP_TYPES.map((type) => (
            <option key={type} value={type}>
              {MAP_TYPE_NAMES[type]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Marker size
        <span className="range-with-value">
          <input
            type="range"
            min={MARKER_SIZE_MIN}
            max={MARKER_SIZE_MAX}
            step={4}
            value={markerSize}
            onChange={(event) => setMarkerSize(Number(event.target.value))}
          />
          <output>{markerSize} px</output>
        </span>
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={showPOIs}
          onChange={(event) => setShowPOIs(event.target.checked)}
        />
        Show points of interest
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={showTransport}
          onChange={(event) => setShowTransport(event.target.checked)}
        />
        Show public transport
      </label>
    </fieldset>
  );
}
