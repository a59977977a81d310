import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { Screen } from "../../lib/ui/screen";
import { $signCatalogue, loadSignCatalogue } from "./sign-catalogue-store";
import { SignCatalogueView } from "./sign-catalogue-view";
import { SignCredits } from "./sign-credits";
import "./signs.css";
import { signsMessages } from "./messages";

/** The signs screen: the catalogue of road signs to place, its loading and failure states. */
export function SignsScreen() {
  const t = useStore(signsMessages);
  const catalogue = useStore($signCatalogue);
  useEffect(() => {
    void loadSignCatalogue();
  }, []);
  return (
    <Screen className="signs-screen" title={t.title} intro={t.intro}>
      {catalogue.status === "ready" && <SignCatalogueView signs={catalogue.signs} />}
      {catalogue.status === "failed" && (
        <div className="signs-state" role="alert">
          <p>{t.loadFailed}</p>
          <button type="button" onClick={() => void loadSignCatalogue()}>
            {t.tryAgain}
          </button>
        </div>
      )}
      {(catalogue.status === "idle" || catalogue.status === "loading") && (
        <p className="signs-state" role="status" aria-busy="true">
          {t.loading}
        </p>
      )}
      <SignCredits />
    </Screen>
  );
}
