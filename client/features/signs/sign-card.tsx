import type { Locale } from "../../lib/i18n";
import { signImageUrl } from "../../lib/sign-image";
import { useNearViewport } from "../../lib/ui/near-viewport";
import type { catalogueMessages } from "./messages";
import { displayCode, type Sign, signName } from "./sign-catalogue";

type CatalogueWords = ReturnType<typeof catalogueMessages.get>;

/** One sign in the catalogue grid: a button that opens its details. */
export function SignCard({
  sign,
  selected,
  usedCount,
  onOpen,
  locale,
  t,
}: {
  sign: Sign;
  selected: boolean;
  usedCount: number;
  onOpen: (code: string) => void;
  /** The language and its words, from the grid (one subscription for 378 cards). */
  locale: Locale;
  t: CatalogueWords;
}) {
  // The picture is asked for once the card comes near the viewport: the catalogue's 379
  // pictures are SVG documents, each parsed on the page's main thread.
  const [pictureRef, near] = useNearViewport();
  return (
    <li>
      <button
        type="button"
        className="sign-card"
        aria-haspopup="dialog"
        data-selected={selected || undefined}
        onClick={() => onOpen(sign.code)}
      >
        <img
          ref={pictureRef}
          src={near ? signImageUrl(sign.code) : undefined}
          alt=""
          width={64}
          height={64}
          decoding="async"
        />
        {/* The spaces keep the parts apart in the button's accessible name. */}
        <span className="sign-code">{displayCode(sign.code, locale)}</span>{" "}
        <span className="sign-name">{signName(sign, locale)}</span>{" "}
        {(selected || usedCount > 0) && (
          <span className="sign-badges">
            {selected && <span className="badge badge-selected">{t.placed}</span>}{" "}
            {usedCount > 0 && <span className="badge badge-used">{t.used(usedCount)}</span>}
          </span>
        )}
      </button>
    </li>
  );
}
