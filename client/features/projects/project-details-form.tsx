import { useStore } from "@nanostores/react";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { loadChunk } from "../../lib/build-version-reload";
import { projectDetailsMessages } from "./messages";
import {
  descriptionOf,
  type Project,
  saveProjectDetails,
  saveProjectPlanDetails,
} from "./projects-store";

type FieldsModule = typeof import("./plan-details/plan-details-fields");
let fieldsModule: FieldsModule | undefined;
/**
 * The plan document's fields load when "Plan document details" is first opened, not with
 * the map: /map's JavaScript budget (bench/sizes.ts).
 */
const loadFields = () =>
  loadChunk(() => import("./plan-details/plan-details-fields")).then((loaded) => {
    fieldsModule = loaded;
    return loaded;
  });
const PlanDetailsFields = lazy(async () => ({ default: (await loadFields()).PlanDetailsFields }));

/** Renames the current project and edits its description and plan-document details. */
export function ProjectDetailsForm({ project }: { project: Project }) {
  const t = useStore(projectDetailsMessages);
  const details = project.details ?? {};
  // The fields are shown once the details are first opened, and stay while they are closed.
  const [opened, setOpened] = useState(false);
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    saveProjectDetails(project, text("title"), text("description"));
    // Details never opened are not in the form: they stay as they are.
    const typed = fieldsModule?.planDetailsOf(form, project.details);
    if (typed) saveProjectPlanDetails(project, typed);
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
      <details
        className="plan-details"
        onToggle={(event) => {
          if (event.currentTarget.open) setOpened(true);
        }}
      >
        <summary>{t.planDetails}</summary>
        {opened && (
          <Suspense fallback={null}>
            <PlanDetailsFields details={details} />
          </Suspense>
        )}
      </details>
      <button type="submit">{t.save}</button>
    </form>
  );
}
