import { useStore } from "@nanostores/react";
import { type FormEvent, useState } from "react";
import { projectDetailsMessages } from "./messages";
import { PROJECT_DETAIL_KEYS, type ProjectDetails } from "./project-codec";
import {
  descriptionOf,
  type Project,
  saveProjectDetails,
  saveProjectPlanDetails,
} from "./projects-store";

/** Renames the current project and edits its description and plan-document details. */
export function ProjectDetailsForm({ project }: { project: Project }) {
  const t = useStore(projectDetailsMessages);
  const details = project.details ?? {};
  const [periodFrom, setPeriodFrom] = useState(details.periodFrom ?? "");
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    saveProjectDetails(project, text("title"), text("description"));
    const typed: ProjectDetails = {};
    for (const key of PROJECT_DETAIL_KEYS) typed[key] = text(key);
    saveProjectPlanDetails(project, typed);
  };
  return (
    <form
      // Keyed by content so a change elsewhere (another tab, undo) refreshes the fields.
      key={`${project.id}:${project.title}:${project.description}:${JSON.stringify(details)}`}
      className="stacked-form"
      onSubmit={save}
    >
      <label>
        {t.title}
        <input name="title" defaultValue={project.title} maxLength={120} required />
      </label>
      <label>
        {t.description}
        <textarea
          name="description"
          defaultValue={descriptionOf(project)}
          placeholder={t.descriptionPlaceholder}
          rows={2}
          maxLength={2000}
        />
      </label>
      <details className="plan-details">
        <summary>{t.planDetails}</summary>
        <label>
          {t.location}
          <input name="location" defaultValue={details.location} maxLength={200} />
        </label>
        <div className="field-pair">
          <label>
            {t.from}
            <input
              name="periodFrom"
              type="date"
              defaultValue={details.periodFrom}
              onChange={(event) => setPeriodFrom(event.target.value)}
            />
          </label>
          <label>
            {t.until}
            <input
              name="periodTo"
              type="date"
              defaultValue={details.periodTo}
              // The browser refuses an end before the start, saying so at the field.
              min={periodFrom || undefined}
            />
          </label>
        </div>
        <label>
          {t.responsible}
          <input name="responsible" defaultValue={details.responsible} maxLength={120} />
        </label>
        <label>
          {t.phone}
          <input name="phone" type="tel" defaultValue={details.phone} maxLength={40} />
        </label>
        <label>
          {t.applicant}
          <input name="applicant" defaultValue={details.applicant} maxLength={200} />
        </label>
        <label>
          {t.planNumber}
          <input name="planNumber" defaultValue={details.planNumber} maxLength={60} />
        </label>
      </details>
      <button type="submit">{t.save}</button>
    </form>
  );
}
