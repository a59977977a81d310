import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { usePageTitle } from "../../app/page-title";
import { $signCatalogue, loadSignCatalogue } from "./sign-catalogue-store";
import { SignCatalogueView } from "./sign-catalogue-view";
import { SignCredits } from "./sign-credits";
import "./signs.css";

/** The signs screen: the catalogue of road signs to place, its loading and failure states. */
export function SignsScreen() {
  usePageTitle("Signs");
  const catalogue = useStore($signCatalogue);
  useEffect(() => {
    void loadSignCatalogue();
  }, []);
  return (
    <section className="signs-screen" aria-labelledby="signs-title">
      <header className="screen-header">
        <h1 id="signs-title">Signs</h1>
        <p className="screen-intro">
          The official Danish road signs. Choose one and it is the sign a click on the map places.
        </p>
      </header>
      {catalogue.status === "ready" && <SignCatalogueView signs={catalogue.signs} />}
      {catalogue.status === "failed" && (
        <div className="signs-state" role="alert">
          <p>{catalogue.message}</p>
          <button type="button" onClick={() => void loadSignCatalogue()}>
            Try again
          </button>
        </div>
      )}
      {(catalogue.status === "idle" || catalogue.status === "loading") && (
        <p className="signs-state" role="status" aria-busy="true">
          Loading the sign catalogue…
        </p>
      )}
      <SignCredits />
    </section>
  );
}
