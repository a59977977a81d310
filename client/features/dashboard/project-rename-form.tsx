import { useStore } from "@nanostores/react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef } from "react";
import { descriptionOf, type Project, saveProjectDetails } from "../projects";
import { projectCardMessages } from "./messages";

/** Edits a project's title and description in place; Escape or Cancel leaves it as it was. */
export function ProjectRenameForm({ project, onDone }: { project: Project; onDone: () => void }) {
  const titleInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const t = useStore(projectCardMessages);
  useEffect(() => {
    titleInput.current?.focus();
    titleInput.current?.select();
  }, []);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const title = String(form.get("title") ?? "");
    const description = String(form.get("description") ?? "");
    saveProjectDetails(project, title, description);
    onDone();
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onDone();
    }
  };

  return (
    <form className="rename-form" onSubmit={save} onKeyDown={cancelOnEscape}>
      <label htmlFor={`${id}-title`}>{t.titleLabel}</label>
      <input
        id={`${id}-title`}
        ref={titleInput}
        name="title"
        defaultValue={project.title}
        maxLength={120}
        required
      />
      <label htmlFor={`${id}-description`}>{t.descriptionLabel}</label>
      <textarea
        id={`${id}-description`}
        name="description"
        defaultValue={descriptionOf(project)}
        placeholder={t.descriptionPlaceholder}
        rows={2}
        maxLength={2000}
      />
      <div className="card-actions">
        <button type="submit" className="primary">
          {t.save}
        </button>
        <button type="button" onClick={onDone}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
