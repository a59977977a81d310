import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { createPortal } from "react-dom";
import type { MapPort } from "../../../lib/map-port";
import { placeSearchMessages } from "./messages";
import { $chosenPlace } from "./search-store";
import "./place-search.css";

/** Google's scale: a street with its houses (an address), a neighbourhood (anything else). */
const ADDRESS_ZOOM = 18;
const PLACE_ZOOM = 16;
/** Pixels kept around a place's extent when the map shows all of it. */
const EXTENT_PADDING = 40;

/**
 * The place chosen in the address search, on the map: the camera goes there (to its extent
 * when the geocoder gave one) and a pin marks it until the next search or Escape. Written
 * against the port only, so it is the same on both engines.
 */
export function PlaceMark({ port }: { port: MapPort }) {
  const t = useStore(placeSearchMessages);
  const chosen = useStore($chosenPlace);
  useEffect(() => {
    if (!chosen) return;
    const { place } = chosen;
    if (place.extent && !place.address) port.fitBounds(place.extent, EXTENT_PADDING);
    else
      port.moveCamera({ center: place.position, zoom: place.address ? ADDRESS_ZOOM : PLACE_ZOOM });
  }, [chosen, port]);
  if (!chosen) return null;
  return createPortal(
    <div
      className="place-mark"
      role="img"
      aria-label={t.marked({ place: chosen.label })}
      ref={(element) => (element ? port.track(element, chosen.place.position) : undefined)}
    >
      <svg viewBox="0 0 24 36" width="24" height="36" aria-hidden="true">
        <path
          d="M12 35C12 35 1.5 20.5 1.5 12a10.5 10.5 0 0 1 21 0C22.5 20.5 12 35 12 35Z"
          fill="#d92d20"
          stroke="#fff"
          strokeWidth="2"
        />
        <circle cx="12" cy="12" r="4" fill="#fff" />
      </svg>
    </div>,
    port.signLayer,
  );
}
