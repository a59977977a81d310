import { useStore } from "@nanostores/react";
import { AttributionControl, NavigationControl, useMap } from "@vis.gl/react-maplibre";
import { useLayoutEffect, useMemo } from "react";
import { mapScreenMessages } from "../../messages";
import { mapLibreMessages } from "../messages";
import { MAPLIBRE_CREDIT } from "./credit";

/** MapLibre's own words (its locale table's keys), in the app's current language. */
function useMapLibreWords(): Record<string, string> {
  const { title } = useStore(mapScreenMessages);
  const words = useStore(mapLibreMessages);
  return useMemo(
    () => ({
      "Map.Title": title,
      "NavigationControl.ZoomIn": words.zoomIn,
      "NavigationControl.ZoomOut": words.zoomOut,
      "NavigationControl.ResetBearing": words.resetBearing,
      "AttributionControl.ToggleAttribution": words.toggleAttribution,
      "AttributionControl.MapFeedback": words.mapFeedback,
      "LogoControl.Title": words.logo,
    }),
    [title, words],
  );
}

/**
 * MapLibre's controls in the app's language, following the header's switch at once: a
 * control reads its words from the map's locale table when it is added (there is no
 * setter), so a change of words updates the table and re-makes the controls, keyed by
 * their words. The canvas's name is set once by MapLibre; it is renamed here.
 */
export function MapLibreControls() {
  const map = useMap().current?.getMap();
  const words = useMapLibreWords();
  // A layout effect runs before the passive effects in which the new controls are added.
  useLayoutEffect(() => {
    if (!map) return;
    map._locale = { ...map._locale, ...words };
    map.getCanvas().setAttribute("aria-label", words["Map.Title"] ?? "");
  }, [map, words]);
  return (
    <>
      <NavigationControl
        key={`${words["NavigationControl.ZoomIn"]}|${words["NavigationControl.ZoomOut"]}`}
        showCompass={false}
      />
      <AttributionControl
        key={`${words["AttributionControl.ToggleAttribution"]}|${words["AttributionControl.MapFeedback"]}`}
        compact
        customAttribution={MAPLIBRE_CREDIT}
      />
    </>
  );
}
