import { count, i18n, params } from "../../lib/i18n";

/** The planner's own set-ups: their list and the field that saves one. Danish: messages.da.json beside this file. */

export const ownSetupsMessages = i18n("setups/own-setups", {
  title: "My set-ups",
  empty: "No set-ups of your own yet. Lay one, adjust it and save it.",
  rename: "Rename",
  renameLabel: params("Rename {name}"),
  newName: params("New name for {name}"),
  renameHint: "Enter saves, Escape cancels.",
  remove: "Delete",
  removeLabel: params("Delete {name}"),
  confirmRemove: params("Delete “{name}”? It cannot be brought back."),
  confirmRemoveYes: "Yes, delete",
  cancel: "Cancel",
  exportFile: "Export",
  exportLabel: params("Export {name}"),
  importFiles: "Import set-ups",
  imported: count({
    one: "Imported {count} set-up.",
    other: "Imported {count} set-ups.",
  }),
  importProblems: params("Not everything in {file} could be imported:"),
  tooLarge: "The file is too large to hold set-ups.",
  notJson: "The file is not a set-up file (it is not JSON).",
  notSetups: "The file holds no set-ups.",
  storedUnreadable:
    "Your saved set-ups could not be read here, and importing would replace them: nothing was imported.",
  replaceUnreadable:
    "Your saved set-ups could not be read by this version of the app (a newer version may have saved them). Importing replaces them in this browser. To keep them, download them first with “Download unreadable data” at the top of the map.",
  replaceUnreadableYes: "Import and replace them",
  tooMany: params("Only {max} set-ups of your own can be kept; the rest were left out."),
  newer: params(
    "Set-up {index} was made by a newer version of the app. Update the app to import it.",
  ),
  invalid: params("Set-up {index} cannot be read ({details})."),
});

export const saveOwnSetupMessages = i18n("setups/save-own-setup", {
  nameLabel: "Name of the set-up",
  save: "Save as my set-up",
});
