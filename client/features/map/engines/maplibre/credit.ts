/**
 * MapLibre's own credit, after the style's sources' (HTML, as its attribution control takes
 * it): on the screen's map (maplibre-controls.tsx, whose control is re-made in the app's
 * language) and on the printed sheets (maplibre-sheet.tsx). A module of its own, so that
 * the sheets do not load the screen's controls for it.
 */
export const MAPLIBRE_CREDIT = '<a href="https://maplibre.org/" target="_blank">MapLibre</a>';
