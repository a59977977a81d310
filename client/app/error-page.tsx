import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { describeError } from "./describe-error";
import { usePageTitle } from "./page-title";

/** The page shown when a screen fails to render or load (a fatal error). */
export function ErrorPage() {
  const error = useRouteError();
  const { status, title, message } = describeError(error, isRouteErrorResponse(error));
  usePageTitle(title);
  return (
    <section className="status-page" role="alert" data-status={status}>
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        <Link to="/map" reloadDocument>
          Back to the map
        </Link>
      </p>
    </section>
  );
}
