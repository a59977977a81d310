import { i18n, params } from "../../../lib/i18n";

/** The storage notices' text (their own chunk, loaded as the map screen renders). Danish: messages.da.json beside this file. */

/** What the app says when saved data could not be read or changes cannot be saved. */
export const storageNoticeMessages = i18n("projects/storage-notices", {
  notSaved: "Changes are not being saved.",
  quota:
    "Your browser's storage for this site is full, so the latest changes are kept in this tab only and will be lost when it closes.",
  unavailable:
    "This browser does not let the site save data, so changes are kept in this tab only and will be lost when it closes.",
  backupAdvice:
    "Download a backup to keep them, then free some space (for example, delete projects you no longer need).",
  downloadBackup: "Download backup (JSON)",
  recovered: "Recovered from unreadable saved data.",
  recoveredDetail: params(
    "This browser held data the app could not read ({entries}), so it started from the defaults there (or the open project's copy). The unreadable data stays saved until you change that part.",
  ),
  held: "Some changes are kept in this tab only.",
  heldDetail: params(
    "Your map edits also change the open project, but saving them would replace {entries}, which could not be read. They are saved when you next change projects (create, rename or delete one), or now with Save changes. Download the unreadable data first if you want to keep it.",
  ),
  downloadUnreadable: "Download unreadable data",
  saveChanges: "Save changes",
  dismiss: "Dismiss",
  markers: "the signs on the map",
  projects: "the project list",
  currentProject: "which project was open",
  center: "the map position",
  zoom: "the zoom level",
  mapType: "the map type",
  markerSize: "the marker size",
  signSizing: "the choice of fixed or true sign size",
  showPois: "the points-of-interest setting",
  showTransport: "the public-transport setting",
  plan: "the lines, areas and labels on the map",
  ownSetups: "your own set-ups",
  selectedSign: "the chosen sign",
  recentSigns: "the recently used signs",
  favouriteSigns: "your favourite signs",
  shares: "the plans you shared, and your right to change them",
  siteChecklist: "the signs ticked as set up or removed on shared plans",
  pendingEmailChange: "the email change in progress",
  projectChangedAt: "when projects last changed",
  deletions: "the record of what was deleted, which keeps it deleted in other tabs",
});
