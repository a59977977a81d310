import { useStore } from "@nanostores/react";
import { useState } from "react";
import { $format } from "../../lib/format";
import { markerName } from "./map-sign";
import { $markers } from "./markers-store";
import { mapSignMessages, markerListMessages } from "./messages";
import { $selectedMarkerId, showMarker } from "./selection-store";
import { SignPicture } from "./sign-picture";

const PAGE_SIZE = 50;

/** Every placed sign, newest first, a page at a time; picking one shows it on the map. */
export function MarkerList() {
  const t = useStore(markerListMessages);
  const names = useStore(mapSignMessages);
  const { number } = useStore($format);
  const markers = useStore($markers);
  const selectedId = useStore($selectedMarkerId);
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
      <h2 id="marker-list-title">{t.title({ count: number(markers.length) })}</h2>
      {markers.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <>
          <ul>
            {shown.map((marker) => (
              <li key={marker.id}>
                <button
                  type="button"
                  aria-pressed={marker.id === selectedId}
                  onClick={() => showMarker(marker)}
                >
                  <SignPicture code={marker.signCode} size={24} value={marker.value} decorative />
                  <span>{markerName(marker, names)}</span>
                </button>
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
                  from: number(from + 1),
                  to: number(from + shown.length),
                  total: number(markers.length),
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
