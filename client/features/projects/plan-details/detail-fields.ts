import type { ProjectDetails } from "../project-codec";

/**
 * The plan document's details (ProjectDetails, project-codec.ts): which fields there are and
 * their limits, kept out of the codec: only the details form and the files (each loaded
 * when used) need them, not /map's first load.
 */

/** The details that are one text each (all but the revisions), in the order files list them. */
export const PROJECT_DETAIL_KEYS = [
  "location",
  "periodFrom",
  "periodTo",
  "responsible",
  "phone",
  "applicant",
  "planNumber",
  "roadAuthority",
  "caseNumber",
  "stationing",
  "timeFrom",
  "timeTo",
  "workingHours",
  "protectionLevel",
] as const satisfies readonly (keyof ProjectDetails)[];
export type ProjectDetailText = (typeof PROJECT_DETAIL_KEYS)[number];

/**
 * The most characters each detail takes: the details form's limits (its inputs' maxLength),
 * a date's `YYYY-MM-DD` and a time's `HH:MM`. A file's detail over its limit is not read
 * (project-files.ts).
 */
export const PROJECT_DETAIL_MAX_LENGTH = {
  location: 200,
  periodFrom: 10,
  periodTo: 10,
  responsible: 120,
  phone: 40,
  applicant: 200,
  planNumber: 60,
  roadAuthority: 120,
  caseNumber: 60,
  stationing: 120,
  timeFrom: 5,
  timeTo: 5,
  workingHours: 120,
  protectionLevel: 1,
} as const satisfies Record<ProjectDetailText, number>;

/** The protection levels (beskyttelsesniveauer) a plan can state. */
export const PROTECTION_LEVELS = ["1", "2", "3", "4", "5", "6", "7", "8"] as const;

/** The most revisions a plan lists, and the most characters each part of one takes. */
export const MAX_REVISIONS = 10;
// What changed is a line of the plan's revision list, as drawings keep it: short.
export const REVISION_MAX_LENGTH = { label: 8, date: 10, change: 100 } as const;
