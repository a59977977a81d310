import { useStore } from "@nanostores/react";
import { Checkbox } from "../../lib/checkbox";
import { MAP_TYPES, type MapType } from "../../lib/map-settings-model";
import { $runtimeConfig } from "../../lib/runtime-config";
import {
  $mapType,
  $showPOIs,
  $showTransport,
  setMapType,
  setShowPOIs,
  setShowTransport,
} from "./map-settings-store";
import { mapSettingsMessages } from "./panels/messages";
import { SignSizingField } from "./sign-sizing/sign-sizing-field";

/** Each map type's message (the type's own name). */
const MAP_TYPE_NAMES = {
  roadmap: "roadmap",
  satellite: "satellite",
  hybrid: "hybrid",
  terrain: "terrain",
} as const satisfies Record<MapType, keyof typeof mapSettingsMessages.base>;

/**
 * Map type, sign size (fixed or true size on the ground) and the points-of-interest and
 * public-transport toggles.
 */
export function MapSettingsPanel() {
  const t = useStore(mapSettingsMessages);
  const runtimeConfig = useStore($runtimeConfig);
  const roadMapOnly =
    runtimeConfig.status === "ready" && runtimeConfig.config.map?.engine === "maplibre";
  const mapType = useStore($mapType);
  const showPOIs = useStore($showPOIs);
  const showTransport = useStore($showTransport);
  return (
    <fieldset className="map-settings">
      <legend>{t.legend}</legend>
      <label>
        {t.mapType}
        <select
          value={mapType}
          onChange={(event) => setMapType(event.target.value as MapType)}
          aria-describedby={roadMapOnly && mapType !== "roadmap" ? "map-type-note" : undefined}
        >
          {MAP_TYPES.map((type) => (
            <option key={type} value={type}>
              {t[MAP_TYPE_NAMES[type]]}
            </option>
          ))}
        </select>
      </label>
      {roadMapOnly && mapType !== "roadmap" && (
        <p id="map-type-note" className="field-note" role="status">
          {/* Said where the map has only a road map (MapLibre's keyless style). */}
          {t.roadMapOnly}
        </p>
      )}
      <SignSizingField />
      <Checkbox label={t.showPOIs} checked={showPOIs} onChange={setShowPOIs} />
      <Checkbox label={t.showTransport} checked={showTransport} onChange={setShowTransport} />
    </fieldset>
  );
}
