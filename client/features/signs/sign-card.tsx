import type { Sign } from "./sign-catalogue";
import { signImageUrl } from "./sign-image";

/** One sign in the catalogue grid: a button that opens its details. */
export function SignCard({
  sign,
  selected,
  usedCount,
  onOpen,
}: {
  sign: Sign;
  selected: boolean;
  usedCount: number;
  onOpen: (code: string) => void;
}) {
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
          src={signImageUrl(sign.code)}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
        />
        {/* The spaces keep the parts apart in the button's accessible name. */}
        <span className="sign-code">{sign.code}</span>{" "}
        <span className="sign-name">{sign.name}</span>{" "}
        {(selected || usedCount > 0) && (
          <span className="sign-badges">
            {selected && <span className="badge badge-selected">Placed on the map</span>}{" "}
            {usedCount > 0 && (
              <span className="badge badge-used">
                Used {usedCount === 1 ? "once" : `${usedCount} times`}
              </span>
            )}
          </span>
        )}
      </button>
    </li>
  );
}
