import { count, i18n, params } from "../../lib/i18n";

/** The signs feature's text: catalogue, detail view, categories. Danish: messages.da.json beside this file. */

export const signsMessages = i18n("signs/screen", {
  title: "Signs",
  intro: "The official Danish road signs. Choose one and it is the sign a click on the map places.",
  loadFailed: "The sign catalogue could not be loaded. Check your connection and try again.",
  tryAgain: "Try again",
  loading: "Loading the sign catalogue…",
  about: "About these signs",
  aboutText:
    "Apart from the roadworks equipment (below), the drawings are the Wikimedia Commons files named “Denmark road sign <code>.svg”, as listed in the English Wikipedia article “Road signs in Denmark”, optimised for the web. The Danish names are those of the regulation (Bekendtgørelse om vejafmærkning). Danish road signs are laid down in Danish regulations; the Danish Copyright Act §9 places laws and administrative regulations outside copyright, and Commons tags such files PD-DenmarkGov. Some files were redrawn by contributors and carry their own tag: each sign's details link to its Commons file, which is the record. Where the data has no official Danish name for a sign yet, the Danish page names its kind (e.g. “UC 56 Undertavle”) and the sign's details give its English name.",
  aboutOwnDrawings:
    "Commons has no pictures of the roadworks equipment (N41–N46, O41–O45 and Z93): those are simple drawings of our own in the official colours, not copies of the regulation's figures. Their Danish names are the regulation's; that of Z93 comes from Vejdirektoratet's handbook.",
});

export const catalogueMessages = i18n("signs/catalogue", {
  search: "Search signs",
  searchPlaceholder: "Code or name, e.g. A39 or roadworks",
  category: "Category",
  allCategories: "All categories",
  onlyUsed: "Only signs on the map",
  countOf: params("{shown} of {total} signs"),
  count: count({ one: "{count} sign", other: "{count} signs" }),
  noneOnMap: "No signs are on the map yet.",
  noMatch: params("No sign matches “{query}”."),
  theFilters: "the filters",
  showAll: "Show all signs",
  placed: "Placed on the map",
  used: count({ one: "Used once", other: "Used {count} times" }),
  placedBy: "Placed on the map:",
  goToMap: "Go to the map",
});

export const detailMessages = i18n("signs/detail", {
  signAlt: params("Sign {code}"),
  notOnMap: "Not on the map yet.",
  onMap: count({ one: "On the map once.", other: "On the map {count} times." }),
  source: "Source:",
  commonsPage: "Wikimedia Commons file page",
  original: "original drawing",
  ownDrawing: "drawn by Signage Planner (Commons has no picture of it)",
  isPlaced: "This sign is placed by a click on the map",
  use: "Use this sign on the map",
  close: "Close",
  chosen: params("{sign} is now placed by a click on the map."),
  goToMap: "Go to the map",
  noDanishName: "The sign's official Danish name has no source in our data yet. Its English name:",
});

export const categoryMessages = i18n("signs/categories", {
  warning: "Warning signs",
  priority: "Priority signs",
  prohibitory: "Prohibitory signs",
  mandatory: "Mandatory signs",
  specialRegulation: "Special regulation signs",
  direction: "Direction signs",
  guide: "Guide signs",
  distanceLocality: "Distance and locality signs",
  motorway: "Motorway signs",
  route: "Route signs",
  service: "Service signs",
  subpanels: "Subpanels",
  roadworks: "Roadworks equipment",
  symbols: "Symbols",
});
