import "./shares.css";
import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { afterPaint, holdFirstScreen } from "../../lib/first-screen";
import { $format } from "../../lib/format";
import type { LatLng } from "../../lib/geo";
import { distance } from "../../lib/geometry";
import { useShownAfter } from "../../lib/ui/after-first-screen";
import { PageTitle } from "../../lib/ui/page-title";
import { $chosenPhase, shownIn, shownPhaseOf } from "../document";
import { fetchPicturesAhead } from "../print";
import { sharedViewMessages } from "./messages";
import { useOfflineKeeper } from "./offline-keeper";
import { planPictures } from "./plan-pictures";
import { usePrintScreen } from "./print-screen-loader";
import { versionLink } from "./printed-share";
import { fetchSharedPlan, type SharedPlanAnswer } from "./share-actions";
import { SiteChecklist } from "./site-checklist";
import { useWhereIAm } from "./where-i-am";

/** A phone's width (shares.css). */
const PHONE = "(max-width: 30rem)";

/** How long what waits for the first screen waits for the plan and its document at most. */
const FIRST_SCREEN_HOLD_MS = 5000;

/**
 * A shared plan (`/p/<id>`, `/p/<id>/<version>`; issue 39): read-only, as the print view
 * draws a project (the plan on its map sheets, title block, legend and sign list), with
 * which version it is and its fingerprint, and a notice when a newer version exists. A
 * withdrawn plan says so and nothing else (the Worker answers its page 410).
 */
export function SharedPlanScreen() {
  const t = useStore(sharedViewMessages);
  const { id = "", version: versionParam } = useParams();
  const version = versionParam ? Number(versionParam) : undefined;
  const [answer, setAnswer] = useState<SharedPlanAnswer | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [locating, setLocating] = useState(false);
  const where = useWhereIAm(locating);
  const format = useStore($format);
  const chosenPhase = useStore($chosenPhase);
  // Whether the reader's dot falls on a sheet (the print view says), and whether the page
  // has been brought to it since "Show where I am" was pressed.
  const [hereOnSheets, setHereOnSheets] = useState<boolean | null>(null);
  const broughtToHere = useRef(false);
  const screen = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (locating) return;
    setHereOnSheets(null);
    broughtToHere.current = false;
  }, [locating]);
  // On a phone the sheet is below the header: the first fix brings its dot into view, once,
  // so that following the reader does not take the page from them as they scroll.
  useEffect(() => {
    if (where.state !== "here" || !hereOnSheets || broughtToHere.current) return;
    const dot = screen.current?.querySelector(".print-map-here");
    if (!dot) return;
    broughtToHere.current = true;
    dot.scrollIntoView({ block: "center", inline: "nearest" });
  }, [where, hereOnSheets]);
  const { planDrawn, planShown, keptOffline } = useOfflineKeeper();

  useEffect(() => {
    let live = true;
    setAnswer(null);
    const valid = version === undefined || (Number.isSafeInteger(version) && version >= 1);
    const asked = valid
      ? fetchSharedPlan(id, version)
      : Promise.resolve<SharedPlanAnswer>({ missing: "not-found" });
    void asked.then((next) => live && setAnswer(next));
    // `attempt` asks again after a failure to reach the server.
    void attempt;
    return () => {
      live = false;
    };
  }, [id, version, attempt]);

  // The plan's header (which version it is, the crew's checklist) is drawn as soon as the
  // plan is here; the plan's document (the print view: its code, its long render and its
  // map) is asked for once that is painted (issue 39: on a phone the header is read first,
  // and the print view's code and work no longer hold it back). Tried and not kept on a
  // wider screen: the print view's code asked for at once, with the plan: the 2,000-sign
  // view's first visit under `wrangler dev` was no sooner (2,085 against 2,067 ms, medians
  // of 10 interleaved), its header 44 ms later.
  const headerShown = useShownAfter(Boolean(answer && "plan" in answer), afterPaint);
  // On a phone the sheets start below the first screen: their map is not started with the
  // print view's code, and neither it nor the plan over it and the lists are drawn until
  // the reader comes to them (print-screen.tsx `drawnWhenSeen`; the offline keeper keeps
  // what they need all the same). On a wider screen the first sheet is in view: drawn at
  // once, its map started ahead.
  const [onPhone] = useState(() => window.matchMedia(PHONE).matches);
  const data = answer && "plan" in answer ? answer.plan.project.data : null;
  // On a wider screen the sheets' map (its code, style and worker) and the sign pictures
  // are asked for as soon as the plan is here, not with the print view's code after the
  // header is painted: the map and then the pictures (a 2,000-sign plan's canvas asked for
  // them only as it drew) were the last things its first visit waited for (issue 39).
  const Print = usePrintScreen(headerShown, { mapAhead: !onPhone, mapStart: data !== null });
  // What the document draws, kept for the site with its maps' files: named ahead, since on
  // a phone it is drawn only once the reader scrolls to it.
  const pictures = useMemo(() => (data ? planPictures(data) : []), [data]);
  useEffect(() => {
    if (!onPhone) fetchPicturesAhead(pictures);
  }, [onPhone, pictures]);
  const documentReady = useCallback(
    (maps: Parameters<typeof planDrawn>[0]) => planDrawn(maps, pictures),
    [planDrawn, pictures],
  );
  // The first screen is the plan's header, or why there is none, not the loading line: what
  // waits for the first screen (the account menu and its session, new-build detection)
  // waits for this. On a wider screen the plan's document is in the first screen too: it
  // waits for the document to be drawn as well (not taking the network and the CPU from
  // it), or FIRST_SCREEN_HOLD_MS at most. One hold for both: released between the two, the
  // first screen would be marked shown at once.
  const firstScreenHeld = answer === null || (!onPhone && data !== null && !planShown);
  useEffect(() => {
    if (!firstScreenHeld) return;
    const release = holdFirstScreen();
    const timer = setTimeout(release, FIRST_SCREEN_HOLD_MS);
    return () => {
      clearTimeout(timer);
      release();
    };
  }, [firstScreenHeld]);

  if (!answer) {
    return (
      <section className="status-page" aria-busy="true">
        <PageTitle title={t.pageTitle} />
        <p role="status">{t.loading}</p>
      </section>
    );
  }
  if ("missing" in answer) {
    const [heading, hint] =
      answer.missing === "withdrawn"
        ? [t.withdrawn, t.withdrawnHint]
        : answer.missing === "not-found"
          ? [t.notFound, t.notFoundHint]
          : [answer.missing === "offline" ? t.offline : t.unreadable, ""];
    return (
      <section className="status-page" aria-labelledby="shared-plan-title">
        <PageTitle title={t.pageTitle} />
        <h1 id="shared-plan-title">{heading}</h1>
        {hint && <p>{hint}</p>}
        {(answer.missing === "offline" || answer.missing === "unreadable") && (
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>
            {t.tryAgain}
          </button>
        )}
      </section>
    );
  }
  const { plan } = answer;
  // Off the sheets, how far the reader is from the plan: from its nearest sign or line, of
  // the phase the sheets show in a plan in phases.
  const offSheetsLine = (at: LatLng, metres: number) => {
    const { markers, shapes, planSettings } = plan.project.data;
    const phase = shownPhaseOf(planSettings.phases, chosenPhase);
    const points = [
      ...shownIn(markers, phase).map((marker) => marker.position),
      ...shownIn(shapes, phase).flatMap((shape) => shape.points),
    ];
    if (points.length === 0) return t.offSheets({ metres: String(metres) });
    const nearest = points.reduce((least, point) => Math.min(least, distance(at, point)), Infinity);
    return t.offSheetsFrom({ distance: format.distance(nearest), metres: String(metres) });
  };
  const header = (
    <div className="shared-plan-header">
      <p className="shared-plan-version">
        {t.version({
          version: String(plan.version),
          latest: String(plan.latestVersion),
          fingerprint: plan.fingerprint,
        })}
      </p>
      {plan.latestVersion > plan.version && (
        <p role="status" className="shared-plan-newer">
          {t.newer({ version: String(plan.latestVersion) })}{" "}
          <Link to={`/p/${plan.id}`}>{t.openNewest}</Link>
        </p>
      )}
      <p role="status" className="shared-plan-offline">
        {keptOffline ? t.keptOffline : ""}
      </p>
      <SiteChecklist shareId={plan.id} project={plan.project} />
      <div className="shared-plan-where">
        <button
          type="button"
          className="outline-button"
          aria-pressed={locating}
          onClick={() => setLocating(!locating)}
        >
          {locating ? t.hideWhereIAm : t.showWhereIAm}
        </button>
        <p role="status">
          {where.state === "asking"
            ? t.finding
            : where.state === "here"
              ? hereOnSheets === false
                ? offSheetsLine(where.here.position, Math.round(where.here.accuracy))
                : t.here({ metres: String(Math.round(where.here.accuracy)) })
              : where.state === "denied"
                ? t.denied
                : where.state === "unavailable"
                  ? t.unavailable
                  : ""}
        </p>
      </div>
    </div>
  );
  const published = {
    url: versionLink(plan.id, plan.version),
    version: plan.version,
    fingerprint: plan.fingerprint,
  };
  const here = where.state === "here" ? where.here : undefined;
  return (
    <div className="shared-plan-screen" ref={screen}>
      <PageTitle title={t.pageTitle} />
      {header}
      {Print && headerShown ? (
        <Print
          project={plan.project}
          published={published}
          here={here}
          onHereOnSheets={setHereOnSheets}
          drawnWhenSeen={onPhone}
          onReady={documentReady}
        />
      ) : (
        <p role="status" aria-busy="true">
          {t.loadingDocument}
        </p>
      )}
    </div>
  );
}
