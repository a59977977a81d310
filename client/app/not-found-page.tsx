import { useStore } from "@nanostores/react";
import { Link, useLocation } from "react-router";
import { PageTitle } from "../lib/ui/page-title";
import { errorMessages } from "./messages";

/** The 404 page for a client route that does not exist. */
export function NotFoundPage() {
  const t = useStore(errorMessages);
  const { pathname } = useLocation();
  return (
    <section className="status-page" data-status={404}>
      <PageTitle title={t.notFound} />
      <h1>{t.notFound}</h1>
      <p>{t.notFoundAt({ path: pathname })}</p>
      <Link to="/map">{t.backToMap}</Link>
    </section>
  );
}
