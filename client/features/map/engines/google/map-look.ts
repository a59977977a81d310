import type { PublicConfig } from "../../../../../worker/lib/public-config";

type MapIds = PublicConfig["googleMapsMapIds"];

/** How the map shows (or hides) points of interest and public transport. */
export type MapLook = { mapId?: string; styles: google.maps.MapTypeStyle[] };

/**
 * The Map id for the two toggles (both on, POIs only, transport only, neither) when all
 * four are configured. Otherwise the toggles hide features with map styles, which Google
 * applies only to maps without a Map id.
 */
export function mapLook(
  ids: MapIds | undefined,
  showPOIs: boolean,
  showTransport: boolean,
): MapLook {
  if (ids?.all && ids.pois && ids.transport && ids.none) {
    const mapId = showPOIs
      ? showTransport
        ? ids.all
        : ids.pois
      : showTransport
        ? ids.transport
        : ids.none;
    return { mapId, styles: [] };
  }
  const styles: google.maps.MapTypeStyle[] = [];
  if (!showPOIs) styles.push({ featureType: "poi", stylers: [{ visibility: "off" }] });
  if (!showTransport) styles.push({ featureType: "transit", stylers: [{ visibility: "off" }] });
  return { styles };
}
