import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { markFirstScreenRendered } from "../lib/first-screen";
import { PageTitle } from "../lib/ui/page-title";
import { isCrawler } from "./crawler";
import { describeError } from "./describe-error";
import { errorMessages } from "./messages";

/**
 * The page shown when a screen fails to render or load (a fatal error). Crawlers get
 * nothing rendered (product spec §2): the error is only logged, so no error text is indexed.
 */
export function ErrorPage() {
  const t = useStore(errorMessages);
  const error = useRouteError();
  const described = describeError(error, isRouteErrorResponse(error));
  const { status, message } = described;
  const title = status === 404 ? t.notFound : t.serverError;
  const crawler = isCrawler(navigator.userAgent);
  // Shown instead of the root layout when it fails: this is then the first screen, and what
  // waits for one (new-build detection among it) must not wait for ever.
  useEffect(markFirstScreenRendered, []);
  useEffect(() => {
    if (crawler) console.error(`${status} ${title}: ${message}`, error);
  }, [crawler, status, title, message, error]);
  if (crawler) return <PageTitle title={title} />;
  return (
    <section className="status-page" role="alert" data-status={status}>
      <PageTitle title={title} />
      <h1>{title}</h1>
      {/* The error's own words (from the code or the server) when it has any. */}
      {message === described.title ? null : <p>{message}</p>}
      <p>
        <Link to="/map" reloadDocument>
          {t.backToMap}
        </Link>
      </p>
    </section>
  );
}
