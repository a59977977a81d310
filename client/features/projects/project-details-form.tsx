import type { FormEvent } from "react";
import { type Project, saveProjectDetails } from "./projects-store";

/** Renames the current project and edits its description. */
export function ProjectDetailsForm({ project }: { project: Project }) {
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const title = String(form.get("title") ?? "");
    const description = String(form.get("description") ?? "");
    saveProjectDetails(project, title, description);
  };
  return (
    <form
      // Keyed by content so a rename elsewhere (another tab, undo) refreshes the fields.
      key={`${project.id}:${project.title}:${project.description}`}
      className="stacked-form"
      onSubmit={save}
    >
      <label>
        Project title
        <input name="title" defaultValue={project.title} maxLength={120} required />
      </label>
      <label>
        Description
        <textarea name="description" defaultValue={project.description} rows={2} maxLength={2000} />
      </label>
      <button type="submit">Save details</button>
    </form>
  );
}
