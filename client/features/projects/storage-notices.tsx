import { useStore } from "@nanostores/react";
import {
  $storageFailure,
  $storageNotices,
  dismissStorageNotice,
  type StorageNotice,
  saveHeldEntry,
} from "../../lib/storage";
import { datedFilename, downloadText } from "../../lib/storage-export";
import { exportProjectsJson } from "./projects-store";

const ENTRY_NAMES: Record<string, string> = {
  markers: "the signs on the map",
  projects: "the project list",
  "current-project": "which project was open",
  center: "the map position",
  zoom: "the zoom level",
  "map-type": "the map type",
  "marker-size": "the marker size",
  "show-pois": "the points-of-interest setting",
  "show-transport": "the public-transport setting",
  plan: "the lines, areas and labels on the map",
  "selected-sign": "the chosen sign",
  "pending-email-change": "the email change in progress",
  "project-changed-at": "when projects last changed",
};

const nameOf = (key: string) => ENTRY_NAMES[key] ?? key;

function downloadUnreadable(notices: StorageNotice[]) {
  const entries = Object.fromEntries(notices.map((notice) => [notice.key, notice.raw]));
  downloadText(datedFilename("signage-planner-unreadable"), JSON.stringify(entries, null, 1));
}

function downloadBackup() {
  downloadText(datedFilename("signage-planner-backup"), exportProjectsJson());
}

/**
 * Says when saved data could not be read (and what the app did instead), and when changes
 * cannot be saved, offering a JSON download either way.
 */
export function StorageNotices() {
  const notices = useStore($storageNotices);
  const failure = useStore($storageFailure);
  const held = notices.filter((notice) => notice.held);
  return (
    <>
      {failure && (
        <div className="storage-notice storage-failure" role="alert">
          <p>
            <strong>Changes are not being saved.</strong> {failure.message} Download a backup to
            keep them, then free some space (for example, delete projects you no longer need).
          </p>
          <button type="button" onClick={downloadBackup}>
            Download backup (JSON)
          </button>
        </div>
      )}
      {notices.length > 0 && (
        <div className="storage-notice" role="status">
          <p>
            <strong>Recovered from unreadable saved data.</strong> This browser held data the app
            could not read ({notices.map((notice) => nameOf(notice.key)).join(", ")}), so it started
            from the defaults there (or the open project's copy). The unreadable data stays saved
            until you change that part.
          </p>
          {held.length > 0 && (
            <p>
              <strong>Some changes are kept in this tab only.</strong> Your map edits also change
              the open project, but saving them would replace{" "}
              {held.map((notice) => nameOf(notice.key)).join(", ")}, which could not be read. They
              are saved when you next change projects (create, rename or delete one), or now with
              Save changes. Download the unreadable data first if you want to keep it.
            </p>
          )}
          <div className="button-row">
            <button type="button" onClick={() => downloadUnreadable(notices)}>
              Download unreadable data
            </button>
            {held.length > 0 && (
              <button
                type="button"
                onClick={() => {
                  for (const notice of held) saveHeldEntry(notice.key);
                }}
              >
                Save changes
              </button>
            )}
            {held.length < notices.length && (
              <button
                type="button"
                onClick={() => {
                  for (const notice of notices) dismissStorageNotice(notice.key);
                }}
              >
                Dismiss
              </button>
            )}
          </div>
        </div>
      )}
    </>
  );
}
