import { count, i18n, params } from "../../../lib/i18n";

/** The sign palette's text (its own chunk, loaded when it first opens). Danish: messages.da.json beside this file. */

export const signPaletteMessages = i18n("map/sign-palette", {
  title: "Sign palette",
  search: "Search signs by code or name",
  placeholder: "Code or name, e.g. C 55",
  hint: "Type a code and press Enter to choose it. Arrow keys move through the signs; Escape closes.",
  favourites: "Favourites",
  recent: "Recently used",
  results: "Matching signs",
  matches: count({ one: "{count} sign matches", other: "{count} signs match" }),
  more: params("The first {shown} are shown: type more of the code or name."),
  noMatch: params("No sign matches “{query}”."),
  loading: "Loading the signs…",
  loadFailed: "The signs could not be loaded. Check your connection and try again.",
  tryAgain: "Try again",
  addFavourite: params("Add {code} to favourites"),
  removeFavourite: params("Remove {code} from favourites"),
  close: "Close",
});
