import { useStore } from "@nanostores/react";
import { type InputHTMLAttributes, useEffect, useRef, useState } from "react";
import { projectDetailsMessages } from "../messages";
import type { ProjectDetails, ProjectRevision } from "../project-codec";
import {
  PROJECT_DETAIL_MAX_LENGTH as MAX,
  MAX_REVISIONS,
  PROJECT_DETAIL_KEYS,
  PROTECTION_LEVELS,
  REVISION_MAX_LENGTH,
} from "./detail-fields";
import { planDetailsMessages } from "./messages";
import "./plan-details.css";

/**
 * The plan document's fields in the project's details form (issue 12, issue 25): a chunk of
 * their own, loaded when "Plan document details" is first opened, so /map's first load does
 * not carry them. The form they sit in saves them with `planDetailsOf`.
 */

/** The name of a field that is in the form only once these fields are. */
const PRESENT = "planDetails";

/**
 * The plan document's details as typed in `form` over those `before` (whose fields this
 * build does not know stay); undefined when its fields were never shown (the details stay
 * as they are). Trimming and leaving out what is empty is `saveProjectPlanDetails`'s.
 */
export function planDetailsOf(
  form: FormData,
  before: ProjectDetails | undefined,
): ProjectDetails | undefined {
  if (!form.has(PRESENT)) return undefined;
  const details: ProjectDetails = { ...before };
  for (const key of PROJECT_DETAIL_KEYS) details[key] = String(form.get(key) ?? "");
  const all = (name: string) => form.getAll(name).map(String);
  const dates = all("revisionDate");
  const changes = all("revisionChange");
  details.revisions = all("revisionLabel").map((label, index) => ({
    label,
    date: dates[index] ?? "",
    change: changes[index] ?? "",
  }));
  return details;
}

/** The fields, filled with `details`; the form around them names and saves them. */
export function PlanDetailsFields({ details }: { details: ProjectDetails }) {
  const t = useStore(projectDetailsMessages);
  const m = useStore(planDetailsMessages);
  const [period, setPeriod] = useState({
    from: details.periodFrom ?? "",
    to: details.periodTo ?? "",
    timeFrom: details.timeFrom ?? "",
  });
  /** A detail's input (`input`: its type, limits and handlers), named by its label. */
  const field = (
    name: keyof typeof MAX,
    label: string,
    input: InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <label>
      {label}
      <input name={name} defaultValue={details[name]} {...input} />
    </label>
  );
  const text = (name: keyof typeof MAX, label: string, placeholder?: string) =>
    field(name, label, { maxLength: MAX[name], placeholder });
  return (
    <>
      <input type="hidden" name={PRESENT} value="1" />
      {text("planNumber", t.planNumber)}
      {text("roadAuthority", m.roadAuthority)}
      {text("caseNumber", m.caseNumber)}
      {text("location", t.location)}
      {text("stationing", m.stationing, m.stationingPlaceholder)}
      <div className="field-pair">
        {field("periodFrom", t.from, {
          type: "date",
          onChange: (event) => setPeriod({ ...period, from: event.target.value }),
        })}
        {field("timeFrom", m.timeFrom, {
          type: "time",
          onChange: (event) => setPeriod({ ...period, timeFrom: event.target.value }),
        })}
      </div>
      <div className="field-pair">
        {field("periodTo", t.until, {
          type: "date",
          // The browser refuses an end before the start, saying so at the field.
          min: period.from || undefined,
          onChange: (event) => setPeriod({ ...period, to: event.target.value }),
        })}
        {field("timeTo", m.timeTo, {
          type: "time",
          // On the day the works start, they end after they start.
          min: (period.from && period.from === period.to && period.timeFrom) || undefined,
        })}
      </div>
      {text("workingHours", m.workingHours, m.workingHoursPlaceholder)}
      {text("responsible", t.responsible)}
      {field("phone", t.phone, { type: "tel", maxLength: MAX.phone })}
      {text("applicant", t.applicant)}
      <label>
        {m.protectionLevel}
        <select name="protectionLevel" defaultValue={details.protectionLevel ?? ""}>
          <option value="">{m.notStated}</option>
          {PROTECTION_LEVELS.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </select>
      </label>
      <RevisionList revisions={details.revisions ?? []} />
    </>
  );
}

type Row = { key: number; label: string; date: string; change: string };

/** Today as `YYYY-MM-DD`, in this browser's time zone. */
function today(): string {
  const now = new Date();
  const two = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** The label after `label`: 2 after 1, B after A; "A" for the first; "" when it cannot tell. */
export function nextRevisionLabel(label: string | undefined): string {
  if (!label) return "A";
  if (/^\d+$/.test(label)) return String(Number(label) + 1);
  if (/^[a-yA-Y]$/.test(label)) return String.fromCharCode(label.charCodeAt(0) + 1);
  return "";
}

/**
 * The plan's revisions, the newest first: "Add revision" puts a new one on top with the
 * next label and today's date and moves the focus into it; each has its remove button.
 */
function RevisionList({ revisions }: { revisions: readonly ProjectRevision[] }) {
  const m = useStore(planDetailsMessages);
  const [rows, setRows] = useState<Row[]>(() =>
    revisions.map((revision, key) => ({
      key,
      label: revision.label,
      date: revision.date ?? "",
      change: revision.change ?? "",
    })),
  );
  const nextKey = useRef(rows.length);
  const addButton = useRef<HTMLButtonElement>(null);
  const labelInputs = useRef(new Map<number, HTMLInputElement>());
  const [focusRow, setFocusRow] = useState<number | null>(null);
  useEffect(() => {
    if (focusRow === null) return;
    const input = labelInputs.current.get(focusRow);
    input?.focus();
    input?.select();
    setFocusRow(null);
  }, [focusRow]);

  const full = rows.length >= MAX_REVISIONS;
  const add = () => {
    if (full) return;
    const key = nextKey.current++;
    setRows([
      { key, label: nextRevisionLabel(rows[0]?.label), date: today(), change: "" },
      ...rows,
    ]);
    setFocusRow(key);
  };
  const remove = (key: number) => {
    setRows(rows.filter((row) => row.key !== key));
    addButton.current?.focus();
  };
  const change = (key: number, part: Partial<Row>) =>
    setRows(rows.map((row) => (row.key === key ? { ...row, ...part } : row)));

  return (
    <fieldset className="plan-revisions">
      <legend>{m.revisions}</legend>
      <p className="plan-revisions-hint">
        {full ? m.maxRevisions({ max: MAX_REVISIONS }) : m.revisionsHint}
      </p>
      <button
        type="button"
        ref={addButton}
        onClick={add}
        // Kept focusable when the list is full, so its reason above is read out.
        aria-disabled={full || undefined}
      >
        {m.addRevision}
      </button>
      {rows.length > 0 && (
        <ol>
          {rows.map((row) => {
            const name = row.label.trim() ? m.revision({ label: row.label.trim() }) : m.newRevision;
            return (
              <li key={row.key}>
                <fieldset>
                  <legend>{name}</legend>
                  <label>
                    {m.revisionLabel}
                    <input
                      ref={(input) => {
                        if (input) labelInputs.current.set(row.key, input);
                        else labelInputs.current.delete(row.key);
                      }}
                      name="revisionLabel"
                      value={row.label}
                      maxLength={REVISION_MAX_LENGTH.label}
                      // A revision is named by its label: one with a date or a change needs one.
                      required={Boolean(row.date || row.change.trim())}
                      onChange={(event) => change(row.key, { label: event.target.value })}
                    />
                  </label>
                  <label>
                    {m.revisionDate}
                    <input
                      name="revisionDate"
                      type="date"
                      value={row.date}
                      onChange={(event) => change(row.key, { date: event.target.value })}
                    />
                  </label>
                  <label className="plan-revision-change">
                    {m.revisionChange}
                    <input
                      name="revisionChange"
                      value={row.change}
                      maxLength={REVISION_MAX_LENGTH.change}
                      onChange={(event) => change(row.key, { change: event.target.value })}
                    />
                  </label>
                  <button type="button" onClick={() => remove(row.key)}>
                    {m.removeRevision({ label: row.label.trim() || "" }).trim()}
                  </button>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
    </fieldset>
  );
}
