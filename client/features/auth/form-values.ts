import type { FormEvent } from "react";

/** A submitted form's fields, once the browser's own submit (a page load) is stopped. */
export function submittedForm(event: FormEvent<HTMLFormElement>): FormData {
  event.preventDefault();
  return new FormData(event.currentTarget);
}

/** A text field's value without the spaces around it. */
export function trimmedValue(form: FormData, name: string): string {
  return String(form.get(name)).trim();
}
