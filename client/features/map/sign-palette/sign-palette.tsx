import { useStore } from "@nanostores/react";
import {
  type KeyboardEvent,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { $locale } from "../../../lib/i18n";
import {
  $signCatalogue,
  displayCode,
  loadSignCatalogue,
  normaliseForSearch,
  type Sign,
  searchSigns,
  signName,
} from "../../signs";
import {
  $selectedSignCode,
  $signPaletteOpen,
  selectSign,
  takeTypedAhead,
} from "../sign-choice-store";
import { SignPicture } from "../sign-picture";
import { signPaletteMessages } from "./messages";
import { $favouriteSigns, $firstSigns, toggleFavourite } from "./sign-memory-store";
import "./sign-palette.css";

/** How many matches are listed at once: enough to scan, few enough to arrow through. */
const SHOWN_MAX = 40;

/** The sign whose code the query is, written either way ("C55", "c 55", "N 44,2"). */
export function signWithCode(signs: readonly Sign[], query: string): Sign | undefined {
  const compact = normaliseForSearch(query).replace(/\s+/g, "");
  return compact === "" ? undefined : signs.find((sign) => sign.code.toLowerCase() === compact);
}

/** Closes the palette, and gives the focus back to the button that opened it. */
function closePalette() {
  $signPaletteOpen.set(false);
  document.getElementById("choose-sign")?.focus();
}

function choose(code: string) {
  // Closed first: giving the focus back scrolls to the button, and then the map screen
  // brings the map into view (on a phone) for the sign chosen.
  closePalette();
  selectSign(code);
}

/** Arrow keys move between the signs' buttons (from the search field, to the first). */
function moveThroughSigns(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const buttons = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>(".sign-palette-choice"),
  ];
  if (buttons.length === 0) return;
  event.preventDefault();
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const step = event.key === "ArrowDown" ? 1 : -1;
  const next = at === -1 ? (step === 1 ? 0 : buttons.length - 1) : at + step;
  if (next < 0) event.currentTarget.querySelector<HTMLInputElement>("input")?.focus();
  else buttons[Math.min(next, buttons.length - 1)]?.focus();
}

/**
 * The sign palette in the map's panel (issue 22 item 2): choose the sign a click places
 * without leaving the map. Favourites and recently used signs first; the catalogue's
 * search by code or name; a typed code and Enter chooses that sign at once.
 */
export function SignPalette() {
  const t = useStore(signPaletteMessages);
  const catalogue = useStore($signCatalogue);
  const first = useStore($firstSigns);
  // What was typed while this code loaded is the search's start (sign-choice-store.ts).
  const [typedAhead] = useState(takeTypedAhead);
  const [query, setQuery] = useState(typedAhead.text);
  // Enter pressed before the catalogue was in: chosen as soon as it is.
  const [enterPending, setEnterPending] = useState(typedAhead.enter);
  const deferredQuery = useDeferredValue(query);
  const searchRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  useEffect(() => {
    void loadSignCatalogue();
    const search = searchRef.current;
    search?.focus();
    search?.setSelectionRange(search.value.length, search.value.length);
  }, []);

  const signs = catalogue.status === "ready" ? catalogue.signs : null;
  const byCode = useMemo(() => new Map(signs?.map((sign) => [sign.code, sign])), [signs]);
  const matches = useMemo(
    () => (signs && deferredQuery.trim() ? searchSigns(signs, deferredQuery) : []),
    [signs, deferredQuery],
  );

  const chooseTyped = () => {
    if (!signs) return setEnterPending(true);
    setEnterPending(false);
    const found = signWithCode(signs, query) ?? (matches.length === 1 ? matches[0] : undefined);
    if (found) choose(found.code);
  };
  useEffect(() => {
    if (enterPending && signs) chooseTyped();
  });

  // A remembered code the catalogue no longer has is not listed.
  const list = (title: string, shown: readonly (Sign | undefined)[]) => {
    const known = shown.filter((sign) => sign !== undefined);
    return known.length > 0 && <SignList title={title} signs={known} />;
  };
  const listCodes = (title: string, codes: readonly string[]) =>
    list(
      title,
      codes.map((code) => byCode.get(code)),
    );

  return (
    <section
      className="sign-palette"
      aria-label={t.title}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          closePalette();
        } else moveThroughSigns(event);
      }}
    >
      <div className="sign-palette-search">
        <input
          ref={searchRef}
          type="search"
          aria-label={t.search}
          aria-describedby={hintId}
          placeholder={t.placeholder}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setEnterPending(false);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              chooseTyped();
            }
          }}
        />
        <button type="button" onClick={closePalette}>
          {t.close}
        </button>
      </div>
      <p id={hintId} className="muted sign-palette-hint">
        {t.hint}
      </p>
      {catalogue.status === "failed" ? (
        <p role="alert">
          {t.loadFailed}{" "}
          <button type="button" onClick={() => void loadSignCatalogue()}>
            {t.tryAgain}
          </button>
        </p>
      ) : !signs ? (
        <p role="status">{t.loading}</p>
      ) : query.trim() === "" ? (
        <>
          {listCodes(t.favourites, first.favourites)}
          {listCodes(t.recent, first.recent)}
        </>
      ) : (
        <>
          <p role="status" className="muted">
            {matches.length === 0 ? t.noMatch({ query: query.trim() }) : t.matches(matches.length)}
          </p>
          {list(t.results, matches.slice(0, SHOWN_MAX))}
          {matches.length > SHOWN_MAX && <p className="muted">{t.more({ shown: SHOWN_MAX })}</p>}
        </>
      )}
    </section>
  );
}

/** A titled list of signs: each a button that chooses it, and its favourite star. */
function SignList({ title, signs }: { title: string; signs: readonly Sign[] }) {
  const t = useStore(signPaletteMessages);
  const locale = useStore($locale);
  const favourites = useStore($favouriteSigns);
  const current = useStore($selectedSignCode);
  const titleId = useId();
  return (
    <section className="sign-palette-list" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <ul>
        {signs.map((sign) => {
          const code = displayCode(sign.code, locale);
          const favourite = favourites.includes(sign.code);
          return (
            <li key={sign.code}>
              <button
                type="button"
                className="sign-palette-choice"
                aria-current={sign.code === current || undefined}
                onClick={() => choose(sign.code)}
              >
                <SignPicture code={sign.code} size={32} decorative />
                {/* The spaces keep the parts apart in the button's accessible name. */}
                <span className="sign-palette-code">{code}</span>{" "}
                <span className="sign-palette-name">{signName(sign, locale)}</span>
              </button>
              <button
                type="button"
                className="sign-palette-star"
                data-favourite={favourite || undefined}
                aria-label={favourite ? t.removeFavourite({ code }) : t.addFavourite({ code })}
                onClick={() => toggleFavourite(sign.code)}
              >
                {/* Text, not an icon set: the palette's chunk is loaded with nothing else. */}
                <span aria-hidden="true">{favourite ? "★" : "☆"}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
