import { Link, useLocation } from "react-router";
import { usePageTitle } from "./page-title";

/** The 404 page for a client route that does not exist. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageTitle("Page Not Found");
  return (
    <section className="status-page" data-status={404}>
      <h1>Page Not Found</h1>
      <p>Page Not Found: {pathname}</p>
      <Link to="/map">Back to the map</Link>
    </section>
  );
}
