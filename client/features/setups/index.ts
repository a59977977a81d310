/**
 * The set-ups feature's public module (issue 21 item 3): the planner's own set-ups, kept in
 * this browser (localStorage `setups`), their list with rename, delete, export and import,
 * and the field that saves a laid set-up as one of them (the plan feature captures it with
 * lib/setups/capture-setup.ts and calls `saveOwnSetup`).
 */

export { ownSetupsMessages, saveOwnSetupMessages } from "./messages";
export {
  OWN_SETUPS_KEY,
  OWN_SETUPS_VERSION,
  readOwnSetups,
  type StoredOwnSetups,
} from "./own-setups-codec";
export { OwnSetupsList, SaveOwnSetupForm, type SaveOwnSetupFormProps } from "./own-setups-list";
export * from "./own-setups-store";
