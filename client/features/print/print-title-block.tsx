import { useStore } from "@nanostores/react";
import { $format, type Formatters } from "../../lib/format";
import { descriptionOf, type Project } from "../projects";
import { printMessages } from "./messages";

/** A stored `YYYY-MM-DD` as a date people read (the day itself, whatever the time zone). */
function day(iso: string | undefined, format: Formatters): string | undefined {
  if (!iso) return undefined;
  const date = new Date(`${iso}T12:00:00`);
  return Number.isNaN(date.getTime()) ? iso : format.date(date, { dateStyle: "long" });
}

/** The document's title block: project, the details of the works, and when it was printed. */
export function PrintTitleBlock({ project, printedAt }: { project: Project; printedAt: Date }) {
  const T = useStore(printMessages);
  const format = useStore($format);
  const details = project.details ?? {};
  const from = day(details.periodFrom, format);
  const to = day(details.periodTo, format);
  const period = from || to ? `${from ?? "…"} – ${to ?? "…"}` : undefined;
  const responsible = [details.responsible, details.phone].filter(Boolean).join(", ");
  const rows: [string, string | undefined][] = [
    [T.planNumber, details.planNumber],
    [T.location, details.location],
    [T.period, period],
    [T.responsible, responsible || undefined],
    [T.applicant, details.applicant],
    [T.printed, format.date(printedAt, { dateStyle: "long", timeStyle: "short" })],
  ];
  return (
    <header className="print-title-block">
      <div className="print-title">
        <p className="print-kind">{T.documentKind}</p>
        <h1>{project.title}</h1>
        {descriptionOf(project) && <p className="print-description">{descriptionOf(project)}</p>}
      </div>
      <dl className="print-details" aria-label={T.details}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value ?? T.notGiven}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
