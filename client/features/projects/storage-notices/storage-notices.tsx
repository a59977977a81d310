import { useStore } from "@nanostores/react";
import {
  $storageFailure,
  $storageNotices,
  dismissStorageNotice,
  type StorageNotice,
  saveHeldEntry,
} from "../../../lib/storage";
import { datedFilename, downloadText } from "../../../lib/storage-export";
import { exportProjectsJson } from "../project-additions";
import { storageNoticeMessages } from "./messages";

type Texts = ReturnType<typeof storageNoticeMessages.get>;

/** Each saved entry's message: what a person calls that part of their data. */
const ENTRY_NAMES = {
  markers: "markers",
  projects: "projects",
  "current-project": "currentProject",
  center: "center",
  zoom: "zoom",
  "map-type": "mapType",
  "marker-size": "markerSize",
  "sign-sizing": "signSizing",
  "show-pois": "showPois",
  "show-transport": "showTransport",
  plan: "plan",
  setups: "ownSetups",
  "selected-sign": "selectedSign",
  "recent-signs": "recentSigns",
  "favourite-signs": "favouriteSigns",
  shares: "shares",
  "site-checklist": "siteChecklist",
  "pending-email-change": "pendingEmailChange",
  "project-changed-at": "projectChangedAt",
  deletions: "deletions",
} as const satisfies Record<string, keyof typeof storageNoticeMessages.base>;

const namesOf = (notices: StorageNotice[], t: Texts) =>
  notices
    .map(({ key }) => (key in ENTRY_NAMES ? t[ENTRY_NAMES[key as keyof typeof ENTRY_NAMES]] : key))
    .join(", ");

function downloadUnreadable(notices: StorageNotice[]) {
  const entries = Object.fromEntries(notices.map((notice) => [notice.key, notice.raw]));
  downloadText(datedFilename("signage-planner-unreadable"), JSON.stringify(entries, null, 1));
}

function downloadBackup() {
  downloadText(datedFilename("signage-planner-backup"), exportProjectsJson());
}

/** Writes this tab's changes over the unreadable text of each entry (the person chose to). */
function saveHeldEntries(held: readonly StorageNotice[]) {
  for (const notice of held) saveHeldEntry(notice.key);
}

/** Puts the notices away (the unreadable text stays stored). */
function dismissNotices(notices: readonly StorageNotice[]) {
  for (const notice of notices) dismissStorageNotice(notice.key);
}

/**
 * Says when saved data could not be read (and what the app did instead), and when changes
 * cannot be saved, offering a JSON download either way.
 */
export function StorageNotices() {
  const t = useStore(storageNoticeMessages);
  const notices = useStore($storageNotices);
  const failure = useStore($storageFailure);
  const held = notices.filter((notice) => notice.held);
  return (
    <>
      {failure && (
        <div className="storage-notice storage-failure" role="alert">
          <p>
            <strong>{t.notSaved}</strong> {failure.kind === "quota" ? t.quota : t.unavailable}{" "}
            {t.backupAdvice}
          </p>
          <button type="button" onClick={downloadBackup}>
            {t.downloadBackup}
          </button>
        </div>
      )}
      {notices.length > 0 && (
        <div className="storage-notice" role="status">
          <p>
            <strong>{t.recovered}</strong> {t.recoveredDetail({ entries: namesOf(notices, t) })}
          </p>
          {held.length > 0 && (
            <p>
              <strong>{t.held}</strong> {t.heldDetail({ entries: namesOf(held, t) })}
            </p>
          )}
          <div className="button-row">
            <button type="button" onClick={() => downloadUnreadable(notices)}>
              {t.downloadUnreadable}
            </button>
            {held.length > 0 && (
              <button type="button" onClick={() => saveHeldEntries(held)}>
                {t.saveChanges}
              </button>
            )}
            {held.length < notices.length && (
              <button type="button" onClick={() => dismissNotices(notices)}>
                {t.dismiss}
              </button>
            )}
          </div>
        </div>
      )}
    </>
  );
}
