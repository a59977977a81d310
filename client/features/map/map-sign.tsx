import { useStore } from "@nanostores/react";
import type { CSSProperties } from "react";
import { $locale, type Locale } from "../../lib/i18n";
import type { MapPort } from "../../lib/map-port";
import type { Marker } from "../../lib/marker-model";
import { SIGN_LOOKS, SignFigure, signFigureLayout } from "../../lib/plan-drawing/sign-figure";
import { displayCode } from "../../lib/sign-code";
import { mapSignMessages } from "./messages";
import { compassName } from "./rotation";
import { ScreenFace } from "./screen-face";

/**
 * The accessible name of a sign on the map or in the list, e.g. "A39 sign: Works ahead"
 * ("Tavle A 39: …" in Danish, which writes codes with a space).
 */
export function markerName(
  marker: Marker,
  t = mapSignMessages.get(),
  locale: Locale = $locale.get(),
): string {
  const code = displayCode(marker.signCode, locale);
  return marker.label ? t.nameWithLabel({ code, label: marker.label }) : t.name({ code });
}

/** What a screen reader adds to the name: the facing and the sub-signs. */
function markerDescription(marker: Marker, t = mapSignMessages.get()): string {
  const rotation = marker.rotation ?? 0;
  const locale = $locale.get();
  const subs = (marker.subSigns ?? []).map((sub) => {
    const code = displayCode(sub.code, locale);
    return sub.text ? `${code} “${sub.text}”` : code;
  });
  const facing = { direction: compassName(rotation, t), degrees: rotation };
  const faces = subs.length
    ? t.facesWithSubSigns({ ...facing, subSigns: subs.join(", ") })
    : t.faces(facing);
  return marker.value ? `${t.shows({ value: marker.value })} ${faces}` : faces;
}

/**
 * One placed sign on the map: a button (select with a click or Enter, drag to move, arrows
 * to nudge, Delete to remove; R turns the selected sign) showing the sign upright at `size`
 * pixels (the marker size, or its true size on the ground) with its sub-signs under it, as
 * the printed map draws it (lib/plan-drawing/sign-figure.tsx, the screen's look), a wedge
 * on its rim pointing the way it faces, and its label under all.
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
  const t = useStore(mapSignMessages);
  const subSigns = marker.subSigns ?? [];
  return (
    <button
      type="button"
      className="map-sign"
      data-marker-id={marker.id}
      aria-label={markerName(marker, t)}
      aria-description={markerDescription(marker, t)}
      aria-pressed={selected}
      title={marker.label ?? marker.signCode}
      // Its own size: in true size each sign's depends on its latitude (and the zoom).
      style={{ "--marker-size": `${size}px` } as CSSProperties}
      ref={(element) => (element ? port.track(element, marker.position) : undefined)}
    >
      {/* Under the plates where it points down. */}
      <span
        className="sign-facing"
        aria-hidden="true"
        style={{ "--facing": `${marker.rotation ?? 0}deg` } as CSSProperties}
      />
      {/* The face's box, centred on the point; the plates hang below it (overflow). */}
      <svg
        className="sign-picture"
        role="img"
        aria-label={marker.signCode}
        width={size}
        height={size}
        viewBox={`${-size / 2} ${-size / 2} ${size} ${size}`}
        overflow="visible"
      >
        <SignFigure
          code={marker.signCode}
          value={marker.value}
          plates={subSigns}
          size={size}
          look="screen"
          face={ScreenFace}
        />
      </svg>
      {marker.label && (
        <span
          className="map-sign-label"
          style={{ top: signFigureLayout(subSigns, size, "screen").bottom + SIGN_LOOKS.screen.gap }}
        >
          {marker.label}
        </span>
      )}
    </button>
  );
}
