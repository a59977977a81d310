import { useStore } from "@nanostores/react";
import { Link } from "react-router";
import { $locale } from "../../lib/i18n";
import { signImageUrl } from "../../lib/sign-image";
import { $selectedSignCode } from "../map";
import { catalogueMessages } from "./messages";
import { displayCode, type Sign, signName } from "./sign-catalogue";

/** Which sign a click on the map places now, with a way to see it in the catalogue. */
export function SelectedSignSummary({
  signs,
  onShow,
}: {
  signs: readonly Sign[];
  onShow: (code: string) => void;
}) {
  const code = useStore($selectedSignCode);
  const sign = signs.find((item) => item.code === code);
  const t = useStore(catalogueMessages);
  const locale = useStore($locale);
  return (
    <div className="selected-sign" aria-live="polite">
      <img src={signImageUrl(code)} alt="" width={40} height={40} />
      <p>
        {t.placedBy}{" "}
        <button type="button" className="link-button" onClick={() => onShow(code)}>
          <strong>{displayCode(code, locale)}</strong> {sign && signName(sign, locale)}
        </button>
      </p>
      <Link to="/map">{t.goToMap}</Link>
    </div>
  );
}
