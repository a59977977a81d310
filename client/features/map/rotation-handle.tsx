import { useStore } from "@nanostores/react";
import type { CSSProperties } from "react";
import type { MapPort } from "../../lib/map-port";
import type { Marker } from "../../lib/marker-model";
import { markerName } from "./map-sign";
import { mapSignMessages } from "./messages";
import { compassName } from "./rotation";

/**
 * The selected sign's rotation handle: a knob on a ring around the sign, in the direction
 * it faces. Drag it around (15° steps, Shift for 1°) or focus it and use the arrow keys
 * (the same steps; Home faces north). A slider to assistive technology.
 */
export function RotationHandle({
  marker,
  size,
  port,
}: {
  marker: Marker;
  /** The sign's size in pixels, which the ring goes round. */
  size: number;
  port: MapPort;
}) {
  const t = useStore(mapSignMessages);
  const rotation = marker.rotation ?? 0;
  return (
    <div
      className="sign-rotation"
      data-rotation-ring={marker.id}
      // The ring is placed with `transform`; turning it too would swing it round the layer's
      // corner, so an inner box turns.
      style={{ "--facing": `${rotation}deg`, "--marker-size": `${size}px` } as CSSProperties}
      ref={(element) => (element ? port.track(element, marker.position) : undefined)}
    >
      <span className="sign-rotation-turn">
        <span className="sign-rotation-arm" aria-hidden="true" />
        <span
          className="sign-rotation-knob"
          data-rotation-for={marker.id}
          role="slider"
          tabIndex={0}
          aria-label={t.facingOf({ name: markerName(marker, t) })}
          aria-valuemin={0}
          aria-valuemax={359}
          aria-valuenow={rotation}
          aria-valuetext={t.facingValue({ degrees: rotation, direction: compassName(rotation, t) })}
          aria-keyshortcuts="ArrowLeft ArrowRight Shift+ArrowLeft Shift+ArrowRight Home"
          title={t.dragToTurn}
        />
      </span>
    </div>
  );
}
