import { useStore } from "@nanostores/react";
import { useEffect, useId, useRef, useState } from "react";
import { $format } from "../../lib/format";
import { showToast } from "../../lib/toast";
import { $currentProject, type Project } from "../projects";
import { shareMessages } from "./messages";
import { useSameAsPublished } from "./same-as-published";
import { publishProject, type ShareFailure, withdrawShare } from "./share-actions";
import { $shares } from "./shares-store";

/** The link a share is opened by, on this site. */
export const shareLink = (id: string) => `${window.location.origin}/p/${id}`;

const reasonOf = (failure: ShareFailure, offline: string) =>
  failure.status === 0 ? offline : (failure.message ?? `HTTP ${failure.status}`);

/**
 * The open project's sharing (issue 39): "Share plan" publishes the project as it is and
 * shows its link; then the plan as it is now can be published as the next version once it
 * has changed (the section says whether it has: a version the same as the last would only
 * renumber what the link and the printed QR codes already show), and the share withdrawn,
 * once asked again: a withdrawn plan cannot be brought back, and its link and the QR codes
 * on sheets already printed (and approved) stop opening it. The right to do so stays in
 * this browser (shares-store.ts).
 */
export function ShareSection() {
  const project = useStore($currentProject);
  return project ? <ProjectShare project={project} /> : null;
}

function ProjectShare({ project }: { project: Project }) {
  const t = useStore(shareMessages);
  const format = useStore($format);
  const share = useStore($shares)[project.id];
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");
  // Asking whether to withdraw: its safe answer takes the focus, and gives it back after.
  const [confirming, setConfirming] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  const withdrawButton = useRef<HTMLButtonElement>(null);
  const copyButton = useRef<HTMLButtonElement>(null);
  const section = useRef<HTMLElement>(null);
  const changesId = useId();
  const asked = useRef(false);
  const unchanged = useSameAsPublished(project, share);
  // The button pressed to publish is gone ("Share plan") or disabled (nothing has changed
  // since): the focus goes on to "Copy link", the next thing a planner does with a version.
  const [publishedHere, setPublishedHere] = useState<number | null>(null);
  useEffect(() => {
    if (publishedHere === null || share?.version !== publishedHere) return;
    setPublishedHere(null);
    // Not if the planner has gone on elsewhere meanwhile.
    const focused = document.activeElement;
    if (!focused || focused === document.body || section.current?.contains(focused)) {
      copyButton.current?.focus();
    }
  }, [publishedHere, share]);
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
    else if (asked.current) withdrawButton.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  const publish = async () => {
    setBusy(true);
    setProblem("");
    try {
      const result = await publishProject(project, share);
      if ("error" in result) setProblem(t.failed({ reason: reasonOf(result.error, t.offline) }));
      else {
        showToast((toast) => toast(t.publishedVersion({ version: String(result.share.version) })));
        setPublishedHere(result.share.version);
      }
    } catch {
      setProblem(t.failed({ reason: t.offline }));
    } finally {
      setBusy(false);
    }
  };
  const withdraw = async () => {
    if (!share) return;
    setBusy(true);
    setProblem("");
    try {
      const failure = await withdrawShare(project.id, share);
      if (failure) setProblem(t.withdrawFailed({ reason: reasonOf(failure, t.offline) }));
      else showToast((toast) => toast(t.withdrawn));
    } catch {
      setProblem(t.withdrawFailed({ reason: t.offline }));
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    if (!share) return;
    await navigator.clipboard?.writeText(shareLink(share.id)).catch(() => {});
    showToast((toast) => toast(t.copied));
  };

  return (
    <section ref={section} className="share-section" aria-labelledby="share-section-title">
      <h3 id="share-section-title">{t.heading}</h3>
      {share ? (
        <>
          <label>
            {t.link}
            <input
              type="url"
              readOnly
              value={shareLink(share.id)}
              onFocus={(event) => event.currentTarget.select()}
            />
          </label>
          <p className="share-version">
            {t.published({
              version: String(share.version),
              date: format.dateTime(new Date(share.publishedAt)),
              fingerprint: share.fingerprint,
            })}
          </p>
          <p id={changesId} className="share-changes" role="status">
            {unchanged === null
              ? ""
              : unchanged
                ? t.unchanged({ version: String(share.version) })
                : t.changed({ version: String(share.version) })}
          </p>
          {confirming ? (
            <fieldset className="share-withdraw">
              <legend>{t.withdrawQuestion}</legend>
              <div className="button-row">
                <button
                  type="button"
                  className="danger"
                  onClick={() => {
                    setConfirming(false);
                    void withdraw();
                  }}
                >
                  {t.withdrawYes}
                </button>
                <button ref={keepButton} type="button" onClick={() => setConfirming(false)}>
                  {t.keepShared}
                </button>
              </div>
            </fieldset>
          ) : (
            <div className="button-row">
              <button ref={copyButton} type="button" onClick={() => void copy()}>
                {t.copy}
              </button>
              <button
                type="button"
                onClick={() => void publish()}
                disabled={busy || unchanged !== false}
                aria-describedby={changesId}
              >
                {busy ? t.sharing : t.publishAgain}
              </button>
              <button
                ref={withdrawButton}
                type="button"
                className="danger"
                onClick={() => setConfirming(true)}
                disabled={busy}
              >
                {t.withdraw}
              </button>
            </div>
          )}
        </>
      ) : (
        <>
          <p className="share-explain">{t.explain}</p>
          <div className="button-row">
            <button type="button" onClick={() => void publish()} disabled={busy}>
              {busy ? t.sharing : t.share}
            </button>
          </div>
        </>
      )}
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
    </section>
  );
}
