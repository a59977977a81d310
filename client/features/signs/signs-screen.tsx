import { usePageTitle } from "../../app/page-title";

/** The signs screen: the catalogue of road signs to place. */
export function SignsScreen() {
  usePageTitle("Signs");
  return (
    <section aria-labelledby="signs-title">
      <h1 id="signs-title">Signs</h1>
      <p>The catalogue of road signs will appear here.</p>
    </section>
  );
}
