import { useStore } from "@nanostores/react";
import { Link } from "react-router";
import type { Sign } from "./sign-catalogue";
import { signImageUrl } from "./sign-image";
import { $selectedSignCode } from "./signs-store";

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
  return (
    <div className="selected-sign" aria-live="polite">
      <img src={signImageUrl(code)} alt="" width={40} height={40} />
      <p>
        Placed on the map:{" "}
        <button type="button" className="link-button" onClick={() => onShow(code)}>
          <strong>{code}</strong> {sign?.name ?? ""}
        </button>
      </p>
      <Link to="/map">Go to the map</Link>
    </div>
  );
}
