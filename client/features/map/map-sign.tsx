import type { Marker } from "./markers-store";
import type { MapPort } from "./port";
import { SignPicture } from "./sign-picture";

/** The accessible name of a sign on the map or in the list, e.g. "A39 sign: Works ahead". */
export function markerName(marker: Marker): string {
  return `${marker.signCode} sign${marker.label ? `: ${marker.label}` : ""}`;
}

/**
 * One placed sign on the map: a button (select with a click or Enter, drag to move, arrows
 * to nudge, Delete to remove) showing the sign at the chosen marker size.
 */
export function MapSign({
  marker,
  size,
  selected,
  port,
}: {
  marker: Marker;
  size: number;
  selected: boolean;
  port: MapPort;
}) {
  return (
    <button
      type="button"
      className="map-sign"
      data-marker-id={marker.id}
      aria-label={markerName(marker)}
      aria-pressed={selected}
      title={marker.label ?? marker.signCode}
      ref={(element) => (element ? port.track(element, marker.position) : undefined)}
    >
      <SignPicture code={marker.signCode} size={size} />
      {marker.label && <span className="map-sign-label">{marker.label}</span>}
    </button>
  );
}
