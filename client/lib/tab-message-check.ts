/**
 * The check of a message on the tabs' edits channel (features/document/edits-store.ts): a
 * chunk of its own, only a tab that hears another needs it. A message is applied only when
 * it is of this build's form and whole; anything else is left out.
 */
import { isRecord } from "./json-checks";
import { isMarker } from "./marker-model";
import { TAB_MESSAGE_VERSION, type TabEditMessage, type UndoableEdit } from "./plan-edits";
import { isPlanLabel, isPlanSettings, isPlanShape } from "./plan-model";

const ITEM_CHECKS: Record<string, (value: unknown) => boolean> = {
  marker: isMarker,
  shape: isPlanShape,
  label: isPlanLabel,
};

/**
 * Whether a value from outside (another tab's message) is an undoable edit this build
 * knows, whole: its type, the index of an added or removed item, and each item as stored
 * data is checked (a changed item keeps its id). Anything else is not applied.
 */
export function isUndoableEdit(value: unknown): value is UndoableEdit {
  if (!isRecord(value) || typeof value.type !== "string") return false;
  if (value.type === "plan-settings-changed") {
    return isPlanSettings(value.before) && isPlanSettings(value.after);
  }
  const match = /^(marker|shape|label)-(added|removed|changed)$/.exec(value.type);
  const valid = match && ITEM_CHECKS[match[1] as string];
  if (!match || !valid) return false;
  if (match[2] === "changed") {
    return (
      valid(value.before) &&
      valid(value.after) &&
      (value.before as { id: string }).id === (value.after as { id: string }).id
    );
  }
  return Number.isSafeInteger(value.index) && (value.index as number) >= 0 && valid(value.item);
}

/** Whether a message on the edits channel is one this build applies (TAB_MESSAGE_VERSION). */
export function isTabEdit(value: unknown): value is TabEditMessage {
  if (typeof value !== "object" || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    message.v === TAB_MESSAGE_VERSION &&
    typeof message.tab === "string" &&
    message.tab.length > 0 &&
    message.tab.length <= 64 &&
    Number.isFinite(message.at) &&
    (message.plan === null || typeof message.plan === "string") &&
    isUndoableEdit(message.edit)
  );
}
