import { i18n } from "../../../lib/i18n";

/**
 * The plan document's title block and approval box (issue 25), beside the words it shares
 * with the rest of the document (../messages.ts). Danish: messages.da.json beside this file.
 */
export const titleBlockMessages = i18n("print/title-block", {
  roadAuthority: "Road authority",
  caseNumber: "Case number",
  stationing: "Stationing",
  workingHours: "Working hours",
  phase: "Phase",
  protectionLevel: "Protection level",
  revision: "Revision",
  revisions: "Revisions",
  revisionLabel: "Rev.",
  revisionChange: "What changed",
  approval: "Approval",
  police: "Police",
  date: "Date",
  name: "Name",
  signature: "Signature",
});
