import { useStore } from "@nanostores/react";
import { useId, useState } from "react";
import { $format } from "../../lib/format";
import { $locale } from "../../lib/i18n";
import type { Marker } from "../../lib/marker-model";
import { displayCode } from "../../lib/sign-code";
import { $plan, $selectedMarkerIds, $shownMarkers, showMarker } from "../document";
import { markerName } from "./map-sign";
import { mapSignMessages } from "./messages";
import { markerListMessages } from "./panels/messages";
import { SignPicture } from "./sign-picture";
import { distanceToWorks, workZones } from "./works-distance";

const PAGE_SIZE = 50;

/**
 * What tells one sign of the list from another of its kind (issue 22 item 7): its value,
 * its sub-signs with their text, and how far it stands from the nearest work zone.
 */
function markerDetails(
  marker: Marker,
  works: readonly (readonly { lat: number; lng: number }[])[],
  words: { toWorks: (values: { distance: string }) => string; atWorks: string },
  format: { distance: (metres: number) => string },
): string {
  const locale = $locale.get();
  const parts: string[] = [];
  if (marker.value) parts.push(marker.value);
  for (const sub of marker.subSigns ?? []) {
    const code = displayCode(sub.code, locale);
    parts.push(sub.text ? `${code} “${sub.text}”` : code);
  }
  const metres = distanceToWorks(marker.position, works);
  if (metres !== undefined)
    parts.push(metres < 0.5 ? words.atWorks : words.toWorks({ distance: format.distance(metres) }));
  return parts.join(" · ");
}

/**
 * Every placed sign, newest first, a page at a time, each told apart by its value, plates
 * and distance to the works; picking one selects it (the tool stays) and brings it into
 * view if it is not.
 */
export function MarkerList() {
  const t = useStore(markerListMessages);
  const names = useStore(mapSignMessages);

  const markers = useStore($shownMarkers);
  const selectedIds = useStore($selectedMarkerIds);
  const format = useStore($format);
  const plan = useStore($plan);
  const works = workZones(plan.shapes);
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(markers.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const from = current * PAGE_SIZE;
  // Newest first: index i of the page is marker (length - 1 - from - i).
  const shown = markers.slice(
    Math.max(0, markers.length - from - PAGE_SIZE),
    markers.length - from,
  );
  shown.reverse();

  return (
    <section className="marker-list" aria-labelledby="marker-list-title">
      <h2 id="marker-list-title">{t.title({ count: format.number(markers.length) })}</h2>
      {markers.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <>
          <ul>
            {shown.map((marker) => (
              <li key={marker.id}>
                <MarkerRow
                  marker={marker}
                  name={markerName(marker, names)}
                  details={markerDetails(marker, works, t, format)}
                  selected={selectedIds.has(marker.id)}
                />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className="pager" aria-label={t.pages}>
              <button type="button" disabled={current === 0} onClick={() => setPage(current - 1)}>
                {t.newer}
              </button>
              <span>
                {t.range({
                  from: format.number(from + 1),
                  to: format.number(from + shown.length),
                  total: format.number(markers.length),
                })}
              </span>
              <button
                type="button"
                disabled={current >= pages - 1}
                onClick={() => setPage(current + 1)}
              >
                {t.older}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

/**
 * A sign of the list: its name is its button's name; what tells it apart (value, plates,
 * distance to the works) is shown under it and read as the button's description.
 */
function MarkerRow(props: { marker: Marker; name: string; details: string; selected: boolean }) {
  const { marker, name, details, selected } = props;
  const detailsId = useId();
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={name}
      aria-describedby={details ? detailsId : undefined}
      onClick={() => showMarker(marker)}
    >
      <SignPicture code={marker.signCode} size={24} value={marker.value} decorative />
      <span className="marker-list-name">
        {name}
        {details && (
          <small id={detailsId} className="marker-list-details">
            {details}
          </small>
        )}
      </span>
    </button>
  );
}
