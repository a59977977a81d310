/**
 * A plan's phases (issue 38 item 4): phase 1 and phase 2 of the works, the layout outside
 * working hours. The plan lists its phases (`PlanSettings.phases`: a name, the dates and
 * the daily hours); each sign, line, area and text either belongs to every phase (no
 * `phases` field: drawn once, shared) or lists the phases it stands in. A plan without
 * phases is one layout, as every plan before issue 38 was, so no stored data needs a
 * migration: the fields are new and optional within plan format 2.
 */
import { isId, isRecord } from "./json-checks";

export type PlanPhase = {
  id: string;
  /** "Fase 1", "Uden for arbejdstid". */
  name: string;
  /** The phase's first and last day, "YYYY-MM-DD", where the planner gives them. */
  from?: string;
  to?: string;
  /** The daily hours as the planner writes them ("07–16", "16–07 og weekender"). */
  hours?: string;
};

/** What an item of the plan carries: the phases it stands in, or none (every phase). */
export type InPhases = { phases?: readonly string[] };

/** The most phases a plan has: a plan document prints each one's sheets. */
export const MAX_PHASES = 12;
/** The longest name and hours text a phase keeps. */
export const MAX_PHASE_TEXT = 80;

const DATE = /^\d{4}-\d\d-\d\d$/;
/** Absent, or a text of this form (a date) or at most MAX_PHASE_TEXT characters. */
const isField = (value: unknown, form?: RegExp) =>
  value === undefined ||
  (typeof value === "string" && value.length <= MAX_PHASE_TEXT && (!form || form.test(value)));

export const isPlanPhase = (value: unknown): value is PlanPhase =>
  isRecord(value) &&
  isId(value.id) &&
  isId(value.name) &&
  !!value.name.trim() &&
  isField(value.name) &&
  isField(value.from, DATE) &&
  isField(value.to, DATE) &&
  isField(value.hours);

/** An item's phases as stored: one or more phase ids. */
export const isPhaseList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.length <= MAX_PHASES && value.every(isId);

/**
 * The plan's phases as read from stored or imported settings: the valid ones, each id once,
 * at most MAX_PHASES; undefined when there are none (a plan of one layout).
 */
export function readPhases(value: unknown): PlanPhase[] | undefined {
  const ids = new Set<unknown>();
  const phases = Array.isArray(value)
    ? value.filter((phase) => isPlanPhase(phase) && ids.size < ids.add(phase.id).size)
    : [];
  return phases.length > 0 ? phases.slice(0, MAX_PHASES) : undefined;
}

/**
 * Whether an item stands in the phase shown (`phase`: its id; null for a plan without
 * phases, where everything is shown). An item without phases is shared by all.
 */
export const inPhase = (item: InPhases, phase: string | null): boolean =>
  phase === null || !item.phases || item.phases.includes(phase);
