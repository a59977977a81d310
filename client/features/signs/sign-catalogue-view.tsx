import { useStore } from "@nanostores/react";
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from "react";
import { Checkbox } from "../../lib/checkbox";
import { $locale } from "../../lib/i18n";
import { focusKeepsKey } from "../../lib/ui/focus-keeps-key";
import { $signsInCurrentProject } from "../document";
import { $selectedSignCode } from "../map";
import { catalogueMessages, categoryMessages } from "./messages";
import { SelectedSignSummary } from "./selected-sign-summary";
import { SignCard } from "./sign-card";
import {
  categoryLabel,
  groupByCategory,
  SIGN_CATEGORIES,
  type Sign,
  type SignCategory,
  searchSigns,
} from "./sign-catalogue";
import { SignDetailDialog } from "./sign-detail-dialog";

/** The loaded catalogue: search, category filter, the grouped grid and the detail view. */
export function SignCatalogueView({ signs }: { signs: readonly Sign[] }) {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<SignCategory | "all">("all");
  const [onlyUsed, setOnlyUsed] = useState(false);
  const [openCode, setOpenCode] = useState<string | null>(null);
  const selectedCode = useStore($selectedSignCode);
  const used = useStore($signsInCurrentProject);
  const searchRef = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const deferredQuery = useDeferredValue(query);
  const t = useStore(catalogueMessages);
  const categories = useStore(categoryMessages);
  const locale = useStore($locale);

  const shown = useMemo(() => {
    const matching = searchSigns(signs, deferredQuery, [categories]);
    return matching.filter(
      (sign) =>
        (category === "all" || sign.category === category) && (!onlyUsed || used.has(sign.code)),
    );
  }, [signs, deferredQuery, category, onlyUsed, used, categories]);
  const groups = useMemo(() => groupByCategory(shown), [shown]);
  const openSign = signs.find((sign) => sign.code === openCode) ?? null;

  // "/" jumps to the search box from anywhere on the screen, as on many catalogues.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const keep = focusKeepsKey(event.target, event.key);
      if (event.key === "/" && !keep && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        searchRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  // The count and the grid (379 cards with their pictures) are drawn in a background
  // render (React's, which yields), after the screen's frame and its filters: drawn with
  // them, the grid held a phone's main thread in two tasks of 0.55 and 0.34 s (Lighthouse's
  // simulated phone, `npm run bench:phone -- /signs`).
  const gridDue = useDeferredValue(true, false);
  const filtered = query.trim() !== "" || category !== "all" || onlyUsed;
  return (
    <div className="sign-catalogue">
      <SelectedSignSummary signs={signs} onShow={setOpenCode} />
      <search className="sign-filters">
        <label className="sign-search" htmlFor={searchId}>
          {t.search}
          <input
            id={searchId}
            ref={searchRef}
            type="search"
            value={query}
            placeholder={t.searchPlaceholder}
            autoComplete="off"
            aria-keyshortcuts="/"
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
        <label>
          {t.category}
          <select
            value={category}
            onChange={(event) => setCategory(event.target.value as SignCategory | "all")}
          >
            <option value="all">{t.allCategories}</option>
            {SIGN_CATEGORIES.map((item) => (
              <option key={item.id} value={item.id}>
                {categories[item.label]}
              </option>
            ))}
          </select>
        </label>
        <Checkbox label={t.onlyUsed} checked={onlyUsed} onChange={setOnlyUsed} />
      </search>
      <p className="sign-count" role="status">
        {!gridDue
          ? ""
          : filtered
            ? t.countOf({ shown: shown.length, total: signs.length })
            : t.count(signs.length)}
      </p>
      {!gridDue ? null : shown.length === 0 ? (
        <div className="signs-state">
          <p>
            {onlyUsed && used.size === 0
              ? t.noneOnMap
              : t.noMatch({
                  query:
                    query.trim() ||
                    (category === "all" ? t.theFilters : categoryLabel(category, categories)),
                })}
          </p>
          <button
            type="button"
            onClick={() => {
              setQuery("");
              setCategory("all");
              setOnlyUsed(false);
            }}
          >
            {t.showAll}
          </button>
        </div>
      ) : (
        groups.map((group) => (
          <section key={group.id} className="sign-group" aria-labelledby={`group-${group.id}`}>
            <h2 id={`group-${group.id}`}>
              {categories[group.label]} <span className="muted">({group.signs.length})</span>
            </h2>
            <ul className="sign-grid">
              {group.signs.map((sign) => (
                <SignCard
                  key={sign.code}
                  sign={sign}
                  selected={sign.code === selectedCode}
                  usedCount={used.get(sign.code) ?? 0}
                  onOpen={setOpenCode}
                  locale={locale}
                  t={t}
                />
              ))}
            </ul>
          </section>
        ))
      )}
      {openSign && (
        <SignDetailDialog
          sign={openSign}
          selected={openSign.code === selectedCode}
          usedCount={used.get(openSign.code) ?? 0}
          onClose={() => setOpenCode(null)}
        />
      )}
    </div>
  );
}
