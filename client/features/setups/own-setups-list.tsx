import { useStore } from "@nanostores/react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { Setup } from "../../lib/setups/setup-model";
import { downloadText } from "../../lib/storage-export";
import { ownSetupsMessages, saveOwnSetupMessages } from "./messages";
import {
  $ownSetups,
  deleteOwnSetup,
  exportOwnSetup,
  type ImportProblem,
  importOwnSetups,
  MAX_IMPORT_TEXT,
  MAX_OWN_SETUPS,
  MAX_SETUP_NAME,
  ownSetupName,
  renameOwnSetup,
  storedSetupsUnreadable,
} from "./own-setups-store";

type Texts = ReturnType<typeof ownSetupsMessages.get>;

/** What importing one file came to, as shown under the list. */
type ImportReport = { file: string; added: number; errors: ImportProblem[] };

function problemText(problem: ImportProblem, t: Texts): string {
  if (problem.kind === "newer") return t.newer({ index: problem.index });
  if (problem.kind === "invalid") {
    return t.invalid({ index: problem.index, details: problem.details.join("; ") });
  }
  if (problem.kind === "too-many") return t.tooMany({ max: MAX_OWN_SETUPS });
  const whole = {
    "too-large": t.tooLarge,
    "not-json": t.notJson,
    "not-setups": t.notSetups,
    "stored-unreadable": t.storedUnreadable,
  };
  return whole[problem.kind];
}

async function importFile(file: File, replaceUnreadable: boolean): Promise<ImportReport> {
  // A file too large is refused before it is read: nothing of it is kept.
  if (file.size > MAX_IMPORT_TEXT) {
    return { file: file.name, added: 0, errors: [{ kind: "too-large" }] };
  }
  const { added, errors } = importOwnSetups(await file.text(), { replaceUnreadable });
  return { file: file.name, added: added.length, errors };
}

function exportSetup(id: string) {
  const file = exportOwnSetup(id);
  if (file) downloadText(file.fileName, file.text);
}

/** The name field that renames a set-up in its row: Enter (or leaving it) saves, Escape cancels. */
function RenameField({ setup, onDone }: { setup: Setup; onDone: () => void }) {
  const t = useStore(ownSetupsMessages);
  const input = useRef<HTMLInputElement>(null);
  const hint = useId();
  // Set once Enter or Escape has ended the edit: leaving the field then saves nothing more.
  const done = useRef(false);
  const name = ownSetupName(setup);
  const finish = (save: boolean) => {
    if (done.current) return;
    const value = input.current?.value ?? "";
    // An empty name is no name: Enter keeps the field open, leaving it cancels.
    if (save && !value.trim()) return;
    done.current = true;
    if (save) renameOwnSetup(setup.id, value);
    onDone();
  };
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      finish(true);
    } else if (event.key === "Escape") {
      event.preventDefault();
      finish(false);
    }
  };
  return (
    <>
      <input
        ref={input}
        aria-label={t.newName({ name })}
        aria-describedby={hint}
        defaultValue={name}
        maxLength={MAX_SETUP_NAME}
        required
        onKeyDown={onKeyDown}
        onBlur={() => finish(Boolean(input.current?.value.trim()))}
      />
      <span id={hint} className="visually-hidden">
        {t.renameHint}
      </span>
    </>
  );
}

function OwnSetupRow({ setup }: { setup: Setup }) {
  const t = useStore(ownSetupsMessages);
  const [mode, setMode] = useState<"show" | "rename" | "confirm-delete">("show");
  const renameButton = useRef<HTMLButtonElement>(null);
  const name = ownSetupName(setup);
  const back = () => {
    setMode("show");
    // Focus returns to where the person was, not to the top of the page.
    requestAnimationFrame(() => renameButton.current?.focus());
  };
  if (mode === "rename") {
    return (
      <li className="own-setup">
        <RenameField setup={setup} onDone={back} />
      </li>
    );
  }
  if (mode === "confirm-delete") {
    return (
      <li className="own-setup">
        <fieldset className="confirm-delete">
          <legend>{t.confirmRemove({ name })}</legend>
          <button type="button" className="danger" onClick={() => deleteOwnSetup(setup.id)}>
            {t.confirmRemoveYes}
          </button>{" "}
          <button type="button" onClick={() => setMode("show")}>
            {t.cancel}
          </button>
        </fieldset>
      </li>
    );
  }
  return (
    <li className="own-setup">
      <span className="own-setup-name">{name}</span>{" "}
      <span className="button-row">
        <button
          ref={renameButton}
          type="button"
          aria-label={t.renameLabel({ name })}
          onClick={() => setMode("rename")}
        >
          {t.rename}
        </button>
        <button
          type="button"
          aria-label={t.exportLabel({ name })}
          onClick={() => exportSetup(setup.id)}
        >
          {t.exportFile}
        </button>
        <button
          type="button"
          className="danger"
          aria-label={t.removeLabel({ name })}
          onClick={() => setMode("confirm-delete")}
        >
          {t.remove}
        </button>
      </span>
    </li>
  );
}

/**
 * The planner's own set-ups: each with Rename (in place), Export (a file) and Delete (after
 * asking), and a file input that imports set-ups from files.
 */
export function OwnSetupsList() {
  const t = useStore(ownSetupsMessages);
  const setups = useStore($ownSetups);
  const [reports, setReports] = useState<ImportReport[]>([]);
  const [busy, setBusy] = useState(false);
  // Files chosen while the stored set-ups could not be read: imported only on the planner's yes.
  const [waiting, setWaiting] = useState<File[] | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const importFiles = async (files: readonly File[], replaceUnreadable: boolean) => {
    setWaiting(null);
    setBusy(true);
    const done: ImportReport[] = [];
    for (const file of files) done.push(await importFile(file, replaceUnreadable));
    setReports(done);
    setBusy(false);
  };
  const onFiles = () => {
    const files = [...(input.current?.files ?? [])];
    // The same file can be chosen again (e.g. after fixing it).
    if (input.current) input.current.value = "";
    if (files.length === 0) return;
    if (storedSetupsUnreadable()) {
      setReports([]);
      setWaiting(files);
    } else void importFiles(files, false);
  };
  const added = reports.reduce((sum, report) => sum + report.added, 0);
  const failed = reports.filter((report) => report.errors.length > 0);
  return (
    <section className="own-setups" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t.title}</h3>
      {setups.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <ul className="own-setups-list">
          {setups.map((setup) => (
            <OwnSetupRow key={setup.id} setup={setup} />
          ))}
        </ul>
      )}
      <label htmlFor={`${id}-import`} className="button-like" aria-disabled={busy || undefined}>
        {t.importFiles}
      </label>
      <input
        id={`${id}-import`}
        ref={input}
        className="visually-hidden"
        type="file"
        accept=".json,application/json"
        multiple
        disabled={busy || waiting !== null}
        onChange={onFiles}
      />
      {waiting && (
        <fieldset className="confirm-replace">
          <legend>{t.replaceUnreadable}</legend>
          <button type="button" className="danger" onClick={() => void importFiles(waiting, true)}>
            {t.replaceUnreadableYes}
          </button>{" "}
          <button type="button" onClick={() => setWaiting(null)}>
            {t.cancel}
          </button>
        </fieldset>
      )}
      <div role="status">{reports.length > 0 && added > 0 ? t.imported(added) : null}</div>
      {failed.length > 0 && (
        <div role="alert">
          {failed.map((report) => (
            <div key={report.file}>
              <p>{t.importProblems({ file: report.file })}</p>
              <ul>
                {report.errors.map((problem) => (
                  <li key={`${problem.kind}-${"index" in problem ? problem.index : ""}`}>
                    {problemText(problem, t)}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

export type SaveOwnSetupFormProps = {
  /** Called with the name typed (trimmed, not empty): the caller captures and saves. */
  onSave(name: string): void;
  /** The name offered first (e.g. the set-up laid). */
  defaultName?: string;
  /** Nothing to save (no set-up laid or selected). */
  disabled?: boolean;
};

/** A name field and "Save as my set-up": presentational, the caller saves (saveOwnSetup). */
export function SaveOwnSetupForm({ onSave, defaultName = "", disabled }: SaveOwnSetupFormProps) {
  const t = useStore(saveOwnSetupMessages);
  const [name, setName] = useState(defaultName);
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || disabled) return;
    onSave(trimmed);
    setName("");
  };
  return (
    <form className="save-own-setup" onSubmit={submit}>
      <label htmlFor={`${id}-name`}>{t.nameLabel}</label>
      <input
        id={`${id}-name`}
        value={name}
        maxLength={MAX_SETUP_NAME}
        required
        disabled={disabled}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" disabled={disabled || !name.trim()}>
        {t.save}
      </button>
    </form>
  );
}
