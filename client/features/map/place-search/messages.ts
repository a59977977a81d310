import { i18n, params } from "../../../lib/i18n";

/** The map's address search (its own chunk, loaded beside the map). Danish: messages.da.json beside this file. */
export const placeSearchMessages = i18n("map/place-search", {
  /** The search box's name. */
  search: "Search address or place",
  placeholder: "Search address or place",
  /** The suggestions list's name. */
  suggestions: "Suggestions",
  searching: "Searching…",
  nothingFound: "No address or place found",
  /** `{count}` suggestions are shown (for a screen reader). */
  found: params("{count} suggestions: use the arrow keys and Enter to choose"),
  offline: "No connection to the address search",
  failed: "The address search did not answer. Try again in a moment",
  /** The geocoder has not answered within the time a search may take. */
  slow: "The address search is taking too long. Type again to try once more",
  /** GEOCODER_URL is set to something that is not an https URL. */
  badUrl: "The address search is not set up correctly (GEOCODER_URL)",
  /** The mark on the map at the chosen place; `{place}` is its name and address. */
  marked: params("Found place: {place}"),
  /** The geocoder's data: OpenStreetMap's licence asks for this credit. */
  attribution: "© OpenStreetMap contributors",
});
