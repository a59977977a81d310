import { useStore } from "@nanostores/react";
import { Search } from "lucide-react";
import { atom } from "nanostores";
import { type KeyboardEvent, useId, useMemo, useRef, useState } from "react";
import { $locale } from "../../../lib/i18n";
import { $runtimeConfig } from "../../../lib/runtime-config";
import { $center } from "../map-settings-store";
import { type Place, placeLabel } from "./geocoder";
import { placeSearchMessages } from "./messages";
import {
  choosePlace,
  createPlaceSearch,
  forgetPlace,
  type PlaceSearch as Search_,
  type SearchState,
} from "./search-store";
import "./place-search.css";

/** One search per geocoder (a visit has one): its answers are kept while the page lives. */
const searches = new Map<string, Search_>();
function searchFor(url: string): Search_ {
  let search = searches.get(url);
  if (!search) {
    search = createPlaceSearch({ url, lang: () => $locale.get(), near: () => $center.get() });
    searches.set(url, search);
  }
  return search;
}

/** What a box without a geocoder shows: nothing found, ever. */
const IDLE = atom<SearchState>({ status: "idle" });

/**
 * The map's address search (issue 22): a search box whose suggestions come as one types,
 * chosen with the arrow keys and Enter or a click; the map goes to the chosen place and
 * marks it (place-mark.tsx) until the next search or Escape. The box keeps the focus while
 * the list's active option is named by aria-activedescendant (the combobox pattern); once a
 * place is chosen the box lets go of it, so the map's keys (X for the road axis, O for a
 * set-up) are the map's again, not letters typed into the box (issue 37).
 */
export function PlaceSearch() {
  const config = useStore($runtimeConfig);
  const geocoder = config.status === "ready" ? config.config.geocoder : undefined;
  if (!geocoder || (!geocoder.url && !geocoder.problem)) return null;
  return geocoder.url ? <SearchBox url={geocoder.url} /> : <SearchBox url={null} />;
}

function SearchBox({ url }: { url: string | null }) {
  const t = useStore(placeSearchMessages);
  const search = useMemo(() => (url ? searchFor(url) : null), [url]);
  const state = useStore(search?.$state ?? IDLE);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const box = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const places = state.status === "found" ? state.places : [];
  const shown = open && places.length > 0;

  const type = (value: string) => {
    setText(value);
    setOpen(true);
    setActive(-1);
    search?.type(value);
  };
  const choose = (place: Place) => {
    const label = placeLabel(place);
    setText(label);
    setOpen(false);
    setActive(-1);
    search?.reset();
    choosePlace(place, label);
    box.current?.blur();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (places.length === 0) return;
      event.preventDefault();
      if (!shown) {
        setOpen(true);
        setActive(event.key === "ArrowDown" ? 0 : places.length - 1);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      const from = active < 0 ? (step > 0 ? -1 : places.length) : active;
      setActive((from + step + places.length) % places.length);
    } else if (event.key === "Enter") {
      const place = shown ? (places[active] ?? places[0]) : undefined;
      if (!place) return;
      event.preventDefault();
      choose(place);
    } else if (event.key === "Escape") {
      // The map's own shortcuts (Escape cancels a tool) are not for the box's Escape, nor
      // is the browser's own clearing of a search field: the first Escape only closes.
      event.stopPropagation();
      event.preventDefault();
      if (shown) {
        setOpen(false);
        setActive(-1);
      } else {
        setText("");
        search?.reset();
        forgetPlace();
      }
    }
  };

  let status = "";
  if (!url) status = t.badUrl;
  else if (open && state.status === "searching") status = t.searching;
  else if (open && state.status === "found") {
    status = places.length ? t.found({ count: places.length }) : t.nothingFound;
  } else if (state.status === "offline") status = t.offline;
  else if (state.status === "failed") status = t.failed;
  else if (state.status === "slow") status = t.slow;

  return (
    <search className="place-search">
      <div className="place-search-field">
        <Search aria-hidden="true" size={16} className="place-search-icon" />
        <input
          ref={box}
          type="search"
          aria-label={t.search}
          placeholder={t.placeholder}
          aria-autocomplete="list"
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? `${id}-${active}` : undefined}
          autoComplete="off"
          spellCheck={false}
          disabled={!url}
          value={text}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <div className="place-search-popup" hidden={!shown}>
          <div id={listId} role="listbox" aria-label={t.suggestions}>
            {places.map((place, index) => (
              <div
                key={place.key}
                tabIndex={-1}
                id={`${id}-${index}`}
                role="option"
                aria-selected={index === active}
                // Before the box loses the focus (which closes the list); the keyboard's way
                // is the box's arrow keys and Enter.
                onPointerDown={(event) => {
                  event.preventDefault();
                  choose(place);
                }}
              >
                <span className="place-search-name">{place.name}</span>
                {place.detail ? <span className="place-search-detail">{place.detail}</span> : null}
              </div>
            ))}
          </div>
          <p className="place-search-credit">{t.attribution}</p>
        </div>
      </div>
      {/* The list says what was found to the eye; the status, to a screen reader. */}
      <p role="status" className={shown ? "visually-hidden" : "place-search-status"}>
        {status}
      </p>
    </search>
  );
}
