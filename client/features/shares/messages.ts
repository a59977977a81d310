import { i18n, params } from "../../lib/i18n";

/**
 * The project panel's sharing section and the shared plan's view. Danish: messages.da.json
 * beside this file.
 */
export const shareMessages = i18n("shares/panel", {
  heading: "Share",
  explain:
    "Publish a read-only copy of this plan that anyone with the link can open: a reviewer, the police, the crew at the site.",
  share: "Share plan",
  sharing: "Publishing…",
  link: "Link to the shared plan",
  copy: "Copy link",
  copied: "Link copied",
  published: params("Version {version} published {date} · fingerprint {fingerprint}"),
  unchanged: params("No changes since version {version}: the link shows the plan as it is."),
  changed: params(
    "The plan has changed since version {version}: publish it again for the link to show the changes.",
  ),
  publishAgain: "Publish the plan as it is now",
  publishedVersion: params("Version {version} is published"),
  withdraw: "Withdraw",
  withdrawQuestion:
    "Withdraw the shared plan? Its link and the QR codes on sheets already printed will no longer open it. This cannot be undone.",
  withdrawYes: "Withdraw the plan",
  keepShared: "Keep it shared",
  withdrawn: "The shared plan is withdrawn: its link no longer opens it.",
  failed: params("Could not publish: {reason}"),
  withdrawFailed: params("Could not withdraw: {reason}"),
  offline: "no connection to the server",
});

export const sharedViewMessages = i18n("shares/view", {
  pageTitle: "Shared plan",
  loading: "Opening the shared plan…",
  loadingDocument: "Drawing the plan…",
  notFound: "No shared plan has this link.",
  notFoundHint: "Check the link, or ask the planner who sent it for a new one.",
  withdrawn: "This shared plan has been withdrawn.",
  withdrawnHint: "The planner who published it has taken it back. Ask them for the current plan.",
  unreadable: "This shared plan could not be read.",
  offline: "The shared plan could not be fetched: no connection to the server.",
  tryAgain: "Try again",
  version: params("Shared plan · version {version} of {latest} · fingerprint {fingerprint}"),
  newer: params("A newer version of this plan exists: version {version}."),
  openNewest: "Open the newest version",
  showWhereIAm: "Show where I am",
  hideWhereIAm: "Stop showing where I am",
  finding: "Finding where you are…",
  here: params("You are the blue dot, to within {metres} m."),
  offSheets: params("You are outside the plan's map (to within {metres} m)."),
  offSheetsFrom: params(
    "You are outside the plan's map: {distance} from its nearest sign or line (to within {metres} m).",
  ),
  denied: "This browser may not tell the page where you are: allow the location in its settings.",
  unavailable: "Your location could not be found.",
  keptOffline: "Saved on this device: the plan opens here without a network too.",
  checklist: params("Checklist at the site: {up} of {total} set up, {removed} removed"),
  phaseChecklist: params(
    "Checklist at the site, {phase}: {up} of {total} set up, {removed} removed",
  ),
  number: "No.",
  sign: "Sign",
  setUp: "Set up",
  removed: "Removed",
  signSetUp: params("Sign {number} ({code}) set up"),
  signRemoved: params("Sign {number} ({code}) removed"),
});

export const sharedListMessages = i18n("shares/list", {
  heading: "Plans you shared",
  version: params("· version {version}, published {date}"),
});
