import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { $endingSession, $session } from "../../lib/auth-client";
import { $format } from "../../lib/format";
import { sharedListMessages } from "./messages";

type Listed = { id: string; latestVersion: number; title: string; publishedAt: string };

/**
 * The plans the signed-in account has shared and not withdrawn (`GET /api/shares`), newest
 * first, each linking to its shared view: on the dashboard, so a planner finds them from
 * any browser. Signed out, or with none, nothing is shown.
 */
export function SharedPlansList() {
  const t = useStore(sharedListMessages);
  const format = useStore($format);
  const [shares, setShares] = useState<readonly Listed[]>([]);
  // Asked only with an account's session: signed out there is no list (the API says 401).
  // Not while the session is being fetched again (a sign-out refetches it): the list shown
  // again in the meantime still had the old user, and its request met a session already gone.
  // Nor after a session fetch that failed: better-auth then keeps the user it had before,
  // which may be the one just signed out. Nor while this tab signs out: the session says who
  // it was until it is fetched again ($endingSession).
  const session = useStore($session);
  const endingSession = useStore($endingSession);
  const settled = !session.isPending && !session.isRefetching && !session.error && !endingSession;
  const userId = settled ? session.data?.user.id : undefined;
  useEffect(() => {
    let live = true;
    setShares([]);
    if (!userId) return;
    fetch("/api/shares", { headers: { accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : { shares: [] }))
      .then((body: { shares?: Listed[] }) => live && setShares(body.shares ?? []))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [userId]);
  if (shares.length === 0) return null;
  return (
    <section className="shared-plans" aria-labelledby="shared-plans-title">
      <h2 id="shared-plans-title">{t.heading}</h2>
      <ul>
        {shares.map((share) => (
          <li key={share.id}>
            <Link to={`/p/${share.id}`}>{share.title}</Link>{" "}
            {t.version({
              version: String(share.latestVersion),
              date: format.dateTime(new Date(share.publishedAt)),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
