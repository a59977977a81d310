import { useStore } from "@nanostores/react";
import type { ReactNode, Ref } from "react";
import { $format, type Formatters } from "../../../lib/format";
import type { PlanPhase } from "../../../lib/phases";
import { descriptionOf, type Project } from "../../projects";
import { printMessages } from "../messages";
import { PublishedMark, type PublishedVersion } from "../published-mark";
import { titleBlockMessages } from "./messages";
import "./title-block.css";

/**
 * The plan document's title block (issue 12, issue 25): the project and the details of the
 * works in a bordered grid as a Danish plan's title block has them, the revision list, an
 * approval box for the road authority and the police, and when it was printed. A field
 * left empty prints as a line to fill in by hand, as on a paper form.
 */

/** A stored `YYYY-MM-DD` (with its `HH:MM`, if any) as people read it; the day as typed. */
function when(
  date: string | undefined,
  time: string | undefined,
  format: Formatters,
  dateStyle: "long" | "short" = "long",
): string | undefined {
  if (!date && !time) return undefined;
  const at = new Date(`${date || "2000-01-01"}T${time || "12:00"}:00`);
  if (Number.isNaN(at.getTime())) return [date, time].filter(Boolean).join(" ");
  return format.date(at, {
    ...(date ? { dateStyle } : {}),
    ...(time ? { timeStyle: "short" } : {}),
  });
}

/** A line to write on, where a paper form leaves room for the words. */
const blank = (className = "title-block-blank") => <span className={className} />;

type Revision = NonNullable<NonNullable<Project["details"]>["revisions"]>[number];

/** One field of the grid: its name above, its value (or the line to fill in) below. */
function Field({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "title-block-field wide" : "title-block-field"}>
      <dt>{term}</dt>
      <dd>{children || blank()}</dd>
    </div>
  );
}

export function PrintTitleBlock({
  project,
  printedAt,
  compact = false,
  ref,
  published,
  phase,
}: {
  project: Project;
  /** The phase these sheets show (issue 38): its name, and its dates and hours where given. */
  phase?: PlanPhase | null;
  printedAt: Date;
  /** The shared version this plan is (issue 39): its QR code, number and fingerprint. */
  published?: PublishedVersion;
  /** Drawn compact, where the block in full would leave the map too little of the page. */
  compact?: boolean;
  ref?: Ref<HTMLElement>;
}) {
  const T = useStore(printMessages);
  const M = useStore(titleBlockMessages);
  const format = useStore($format);
  const details = project.details ?? {};
  const revisions = details.revisions ?? [];
  // A phase's own dates and hours stand in for the works' where it has them.
  const from = phase?.from
    ? when(phase.from, undefined, format)
    : when(details.periodFrom, details.timeFrom, format);
  const to = phase?.to
    ? when(phase.to, undefined, format)
    : when(details.periodTo, details.timeTo, format);
  const period = (from || to) && (
    <>
      {from ?? blank("title-block-blank inline")} – {to ?? blank("title-block-blank inline")}
    </>
  );
  const responsible = [details.responsible, details.phone].filter(Boolean).join(", ");
  const description = descriptionOf(project);
  // The grid's fields in reading order; a wide one takes two of the grid's columns.
  const fields: { term: string; value: ReactNode; wide?: boolean }[] = [
    ...(phase ? [{ term: M.phase, value: phase.name, wide: true }] : []),
    { term: M.roadAuthority, value: details.roadAuthority, wide: true },
    { term: M.caseNumber, value: details.caseNumber },
    { term: T.planNumber, value: details.planNumber },
    // "—": the plan as first issued, before any revision (as drawings mark it).
    { term: M.revision, value: revisions[0]?.label ?? T.notGiven },
    { term: M.protectionLevel, value: details.protectionLevel },
    { term: T.location, value: details.location, wide: true },
    { term: M.stationing, value: details.stationing, wide: true },
    { term: T.period, value: period, wide: true },
    { term: M.workingHours, value: phase?.hours ?? details.workingHours, wide: true },
    { term: T.responsible, value: responsible, wide: true },
    { term: T.applicant, value: details.applicant, wide: true },
  ];
  return (
    <header ref={ref} className={compact ? "title-block compact" : "title-block"}>
      <div className="title-block-head">
        <p className="title-block-kind">{T.documentKind}</p>
        <h1>{project.title}</h1>
        {description && <p className="title-block-description">{description}</p>}
        <dl className="title-block-printed">
          <dt>{T.printed}</dt>
          <dd>{format.date(printedAt, { dateStyle: "long", timeStyle: "short" })}</dd>
        </dl>
        {published && <PublishedMark published={published} size={68} />}
      </div>
      <dl className="title-block-fields" aria-label={T.details}>
        {fields.map(({ term, value, wide }) => (
          <Field key={term} term={term} wide={wide}>
            {value}
          </Field>
        ))}
      </dl>
      <RevisionTable revisions={revisions} format={format} />
      <ApprovalBox />
    </header>
  );
}

/** The plan's revisions, the newest first; with none, two empty rows to fill in. */
function RevisionTable({
  revisions,
  format,
}: {
  revisions: readonly Revision[];
  format: Formatters;
}) {
  const M = useStore(titleBlockMessages);
  return (
    // The part of the grid is the box around the table: the table keeps its own height.
    <div className="title-block-revisions">
      <table>
        <caption>{M.revisions}</caption>
        <thead>
          <tr>
            <th scope="col">{M.revisionLabel}</th>
            <th scope="col">{M.date}</th>
            <th scope="col">{M.revisionChange}</th>
          </tr>
        </thead>
        <tbody>
          {revisions.length === 0
            ? [1, 2].map((row) => (
                <tr key={row} className="empty">
                  <td />
                  <td />
                  <td />
                </tr>
              ))
            : revisions.map((revision, index) => (
                // Labels may repeat (typed by hand): the position keeps the rows apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is redrawn whole, never reordered in place.
                <tr key={index}>
                  <th scope="row">{revision.label}</th>
                  <td>{when(revision.date, undefined, format, "short")}</td>
                  <td>{revision.change}</td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}

/** Room for the road authority's and the police's approval: date, name and signature. */
function ApprovalBox() {
  const M = useStore(titleBlockMessages);
  const party = (name: string) => (
    <section className="title-block-party" aria-label={name}>
      <h3>{name}</h3>
      <dl>
        {[M.date, M.name, M.signature].map((term, index) => (
          // The signature's line has room for a hand's height.
          <div key={term} className={index === 2 ? "signature" : undefined}>
            <dt>{term}</dt>
            <dd>{blank()}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
  return (
    <section className="title-block-approval" aria-labelledby="title-block-approval">
      <h2 id="title-block-approval">{M.approval}</h2>
      {party(M.roadAuthority)}
      {party(M.police)}
    </section>
  );
}
