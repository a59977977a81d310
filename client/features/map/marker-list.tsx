import { useStore } from "@nanostores/react";
import { useState } from "react";
import { markerName } from "./map-sign";
import { $markers } from "./markers-store";
import { $selectedMarkerId, showMarker } from "./selection-store";
import { SignPicture } from "./sign-picture";

const PAGE_SIZE = 50;
const number = (value: number) => value.toLocaleString("en");

/** Every placed sign, newest first, a page at a time; picking one shows it on the map. */
export function MarkerList() {
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
      <h2 id="marker-list-title">Signs on the map ({number(markers.length)})</h2>
      {markers.length === 0 ? (
        <p>No signs placed yet. Click the map to place the chosen sign.</p>
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
                  <SignPicture code={marker.signCode} size={24} decorative />
                  <span>{markerName(marker)}</span>
                </button>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className="pager" aria-label="Sign list pages">
              <button type="button" disabled={current === 0} onClick={() => setPage(current - 1)}>
                Newer
              </button>
              <span>
                {number(from + 1)}–{number(from + shown.length)} of {number(markers.length)}
              </span>
              <button
                type="button"
                disabled={current >= pages - 1}
                onClick={() => setPage(current + 1)}
              >
                Older
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
