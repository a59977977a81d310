import { useStore } from "@nanostores/react";
import { Fragment, type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { type ShortcutAction, shortcutActionMessages, shortcutsDialogMessages } from "./messages";
import "./shortcuts.css";

/**
 * A shortcut as the keymap lists it (features/plan/tools/keymap.ts, `MAP_SHORTCUTS`): keys
 * pressed together, joined by "+".
 */
export type ShortcutLine = { keys: string; does: ShortcutAction };

const onMac = () =>
  /Mac|iPhone|iPad/.test(
    (navigator as { userAgentData?: { platform?: string } }).userAgentData?.platform ??
      navigator.platform,
  );

/** Keys as written on the keyboard; "Mod" is Ctrl, or ⌘ on a Mac. */
const KEY_NAMES: Readonly<Record<string, string>> = { Escape: "Esc" };

/** One way to press a shortcut: its keys, each a <kbd>, joined by "+". */
function Chord({ keys, mod }: { keys: string; mod: string }) {
  return (
    <span className="shortcut-chord">
      {keys.split("+").map((key, index) => (
        <Fragment key={key}>
          {index > 0 && "+"}
          <kbd>{key === "Mod" ? mod : (KEY_NAMES[key] ?? key)}</kbd>
        </Fragment>
      ))}
    </span>
  );
}

/** The ways to press one shortcut, "or" between them. */
function Alternatives({ ways, or }: { ways: readonly ReactNode[]; or: string }) {
  return ways.map((way, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the ways keep their order while shown.
    <Fragment key={index}>
      {index > 0 && ` ${or} `}
      {way}
    </Fragment>
  ));
}

/** A table of shortcuts, a row each: the keys (`head[0]`), then what they do (`head[1]`). */
function ShortcutTable({
  head,
  rows,
}: {
  head: readonly [keys: string, action: string];
  rows: readonly (readonly [keys: ReactNode, action: string])[];
}) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{head[0]}</th>
          <th scope="col">{head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([keys, action]) => (
          <tr key={action}>
            <td>{keys}</td>
            <td>{action}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The map screen's keyboard shortcuts in a modal dialog: every line of the keymap, as it
 * lists itself (`shortcuts`: the keys and what they do, one row for each thing done), then
 * the keys a focused sign, shape, point or text takes. Escape or Close closes it and the
 * focus goes back where it was; keys pressed in it do nothing on the map behind.
 */
export function ShortcutsDialog({
  shortcuts,
  onClose,
}: {
  shortcuts: readonly ShortcutLine[];
  onClose: () => void;
}) {
  const t = useStore(shortcutsDialogMessages);
  const does = useStore(shortcutActionMessages);
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<Element | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    returnFocus.current = document.activeElement;
    // showModal keeps the focus in the dialog and closes it on Escape; an engine without it
    // (jsdom) gets a plain open dialog.
    if (typeof element.showModal === "function") element.showModal();
    else element.setAttribute("open", "");
  }, []);

  const closed = () => {
    if (returnFocus.current instanceof HTMLElement) returnFocus.current.focus();
    onClose();
  };
  // close() fires the dialog's close event, which calls `closed`.
  const close = () => {
    const element = dialog.current;
    if (element && typeof element.close === "function" && element.open) element.close();
    else closed();
  };
  // The dialog's own keys (Escape closes it, Tab moves in it) stay out of the map's keymap.
  const keepKeys = (event: KeyboardEvent) => event.stopPropagation();

  const mod = onMac() ? "⌘" : "Ctrl";
  // One row for each thing done, with every way to press it.
  const rows = new Map<ShortcutAction, string[]>();
  for (const { keys, does: action } of shortcuts) {
    rows.set(action, [...(rows.get(action) ?? []), keys]);
  }
  const focusedRows: [ReactNode, string][] = [
    [<kbd key="arrows">{t.arrowKeys}</kbd>, t.moveFocused],
    [
      <Alternatives
        key="delete"
        or={t.or}
        ways={[<kbd key="delete">Delete</kbd>, <kbd key="backspace">Backspace</kbd>]}
      />,
      t.deleteFocused,
    ],
    [<kbd key="knob">{t.arrowKeys}</kbd>, t.turnKnob],
    [<kbd key="home">Home</kbd>, t.faceNorth],
  ];
  const pointerRows: [ReactNode, string][] = [
    [<Chord key="shift-click" keys={`Shift+${t.click}`} mod={mod} />, t.shiftClick],
    [<Chord key="shift-drag" keys={`Shift+${t.drag}`} mod={mod} />, t.shiftDrag],
  ];

  return (
    <dialog
      ref={dialog}
      className="shortcuts-dialog"
      aria-labelledby={titleId}
      onClose={closed}
      onKeyDown={keepKeys}
    >
      <div className="shortcuts-dialog-head">
        <h2 id={titleId}>{t.title}</h2>
        <button type="button" onClick={close}>
          {t.close}
        </button>
      </div>
      <div className="shortcuts-dialog-body">
        <p>{t.intro}</p>
        <ShortcutTable
          head={[t.keys, t.action]}
          rows={[...rows].map(([action, ways]) => [
            <Alternatives
              key={action}
              or={t.or}
              ways={ways.map((keys) => <Chord key={keys} keys={keys} mod={mod} />)}
            />,
            does[action],
          ])}
        />
        <h3>{t.focusedTitle}</h3>
        <ShortcutTable head={[t.keys, t.action]} rows={focusedRows} />
        <h3>{t.pointerTitle}</h3>
        <ShortcutTable head={[t.keys, t.action]} rows={pointerRows} />
      </div>
    </dialog>
  );
}
