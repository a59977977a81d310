import { useStore } from "@nanostores/react";
import { useMap } from "@vis.gl/react-maplibre";
import { useEffect, useState } from "react";
import { $showPOIs, $showTransport } from "../../map-settings-store";
import { applyMapLook, type StyleLayers, styleLayers } from "./map-look";

/** Shows or hides the style's points of interest and public transport, as the toggles say. */
export function MapLibreLook() {
  const map = useMap().current?.getMap();
  const showPOIs = useStore($showPOIs);
  const showTransport = useStore($showTransport);
  const [layers, setLayers] = useState<StyleLayers | null>(null);

  useEffect(() => {
    if (!map) return;
    const read = () => setLayers(styleLayers(map));
    if (map.isStyleLoaded()) read();
    map.on("style.load", read);
    return () => {
      map.off("style.load", read);
    };
  }, [map]);

  useEffect(() => {
    if (map && layers)
      applyMapLook(map, layers.groups, layers.hiddenByStyle, { showPOIs, showTransport });
  }, [map, layers, showPOIs, showTransport]);
  return null;
}
