import { i18n, params } from "../../../lib/i18n";

/**
 * The plan document's fields in the project panel's details form (their own chunk, loaded
 * when "Plan document details" is first opened), and the words KML files give them.
 * Danish: messages.da.json beside this file.
 */
export const planDetailsMessages = i18n("projects/plan-details", {
  roadAuthority: "Road authority",
  caseNumber: "Case number",
  stationing: "Stationing",
  stationingPlaceholder: "e.g. km 12.300–12.420",
  timeFrom: "Starting time",
  timeTo: "Ending time",
  workingHours: "Working hours",
  workingHoursPlaceholder: "e.g. Mon–Fri 7–16",
  protectionLevel: "Protection level (1–8)",
  notStated: "Not stated",
  revisions: "Revisions",
  revisionsHint: "The newest first, as the plan prints them.",
  addRevision: "Add revision",
  maxRevisions: params("A plan lists at most {max} revisions."),
  revision: params("Revision {label}"),
  newRevision: "New revision",
  revisionLabel: "Revision (number or letter)",
  revisionDate: "Date",
  revisionChange: "What changed",
  removeRevision: params("Remove revision {label}"),
});
