/**
 * Stored projects and markers as the app saves them in localStorage ("N markers", a project
 * with signs and shapes): one fixture for the client tests, the e2e tests and bench/.
 * Everything here is plain data, so a browser test can hand it to the page:
 * `await page.evaluate(writeStorage, storedProject({ markers: storedMarkers(500) }).storage)`
 * (the e2e tests store it before the app is opened: `seedStorage` in test/e2e/map-support.ts).
 */

export type LatLng = { lat: number; lng: number };
export type StoredMarker = {
  id: string;
  position: LatLng;
  signCode: string;
  label?: string;
  [more: string]: unknown;
};
export type MapState = {
  center: LatLng;
  mapType: string;
  markerSize: number;
  zoom: number;
  showPOIs: boolean;
  showTransport: boolean;
};
export type StoredPlan = {
  version: 2;
  shapes: unknown[];
  labels: unknown[];
  planSettings: {
    builtUp: boolean;
    speedLimit: number;
    /** A plan's phases (issue 38); absent: one layout. */
    phases?: { id: string; name: string }[];
  };
};

/** A project as the `projects` list holds it. */
export type StoredProject = {
  id: string;
  title: string;
  description: string;
  createdAt: string;
  details?: Record<string, string>;
  data: StoredPlan & { markers: StoredMarker[]; mapState: MapState };
};

/** The map settings the app starts from (and a new project snapshots). */
export const defaultMapState: MapState = {
  center: { lat: 55.5, lng: 10 },
  mapType: "roadmap",
  markerSize: 48,
  zoom: 7,
  showPOIs: true,
  showTransport: true,
};

/** What a project holds besides its markers and map settings while its plan is empty. */
export const emptyPlan: StoredPlan = {
  version: 2,
  shapes: [],
  labels: [],
  planSettings: { builtUp: false, speedLimit: 80 },
};

/** Positions from [lat, lng] pairs, as a shape's points are stored. */
export const latLngs = (...pairs: [lat: number, lng: number][]): LatLng[] =>
  pairs.map(([lat, lng]) => ({ lat, lng }));

/** Coordinates as the app stores them: seven decimals. */
const round = (value: number) => Math.round(value * 1e7) / 1e7;

/** Where the i-th marker stands; both are the same on every run. */
const spreads = {
  /** Scattered over Denmark, as a country-wide plan. */
  denmark: (i: number) => ({
    lat: round(54.8 + ((i * 7919) % 2900) / 1000),
    lng: round(8.2 + ((i * 104_729) % 4300) / 1000),
  }),
  /** Along a few streets of Copenhagen: rows of 40 signs, 0.0003° apart. */
  street: (i: number) => ({
    lat: round(55.67 + Math.floor(i / 40) * 0.0003),
    lng: round(12.56 + (i % 40) * 0.0003),
  }),
};

export type MarkerOptions = {
  /** Where they stand (default "denmark"). */
  spread?: keyof typeof spreads;
  /** Sign codes, taken in turn (default C55, A39). */
  codes?: readonly string[];
  /** Every `labelEvery`-th marker, from the first, is labelled `Sign <i>` (default none). */
  labelEvery?: number;
  /** Ids are `<idPrefix>-<i>` (default "marker"). */
  idPrefix?: string;
};

/** `n` markers, the same on every call with the same options. */
export function storedMarkers(n: number, options: MarkerOptions = {}): StoredMarker[] {
  const { spread = "denmark", codes = ["C55", "A39"], labelEvery, idPrefix = "marker" } = options;
  return Array.from({ length: n }, (_, i) => ({
    id: `${idPrefix}-${i}`,
    position: spreads[spread](i),
    signCode: codes[i % codes.length] ?? "A39",
    ...(labelEvery && i % labelEvery === 0 ? { label: `Sign ${i}` } : {}),
  }));
}

export type ProjectOptions = {
  id?: string;
  title?: string;
  description?: string;
  createdAt?: string;
  details?: Record<string, string>;
  markers?: StoredMarker[];
  /** Settings that differ from `defaultMapState`. */
  mapState?: Partial<MapState>;
  /** Shapes, labels and road facts that differ from `emptyPlan`. */
  plan?: Partial<Omit<StoredPlan, "version">>;
};

/**
 * One project, made current: its identity (what `current-project` holds), the project with
 * its content (as the first format's `projects` list held it, and as the app's `$projects`
 * gives it), and `storage`, every localStorage entry the app keeps for it now: the list of
 * format 2 and the project's content under its own keys (issue 38).
 */
export function storedProject(options: ProjectOptions = {}) {
  const {
    id = "project001",
    title = "Stored project",
    description = "New project",
    createdAt = "2026-01-01T00:00:00.000Z",
    details,
    markers = [],
  } = options;
  const identity = { id, title, description, createdAt, ...(details ? { details } : {}) };
  const mapState = { ...defaultMapState, ...options.mapState };
  const plan = { ...emptyPlan, ...options.plan };
  const project: StoredProject = { ...identity, data: { ...plan, markers, mapState } };
  const entry = { ...identity, data: { version: plan.version, mapState } };
  const storage: Record<string, string> = {
    projects: JSON.stringify({ version: 2, projects: [entry] }),
    "current-project": JSON.stringify(identity),
    // In parts of 500, as the app stores a plan's signs (lib/marker-model.ts MARKER_PARTS).
    ...Object.fromEntries(
      Array.from({ length: Math.max(1, Math.ceil(markers.length / 500)) }, (_, n) => [
        n === 0 ? `project/${id}/signs` : `project/${id}/signs/${n}`,
        JSON.stringify(markers.slice(n * 500, (n + 1) * 500)),
      ]),
    ),
    [`project/${id}/plan`]: JSON.stringify(plan),
    center: JSON.stringify(mapState.center),
    "map-type": JSON.stringify(mapState.mapType),
    "marker-size": JSON.stringify(mapState.markerSize),
    zoom: JSON.stringify(mapState.zoom),
    "show-pois": JSON.stringify(mapState.showPOIs),
    "show-transport": JSON.stringify(mapState.showTransport),
  };
  return { identity, project, markers, mapState, plan, storage };
}

/**
 * Writes entries into localStorage. It uses nothing outside itself, so it runs in a browser
 * page too: `page.evaluate(writeStorage, entries)`.
 */
export function writeStorage(entries: Record<string, string>) {
  for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
}

/**
 * A plan with one of everything the map and the plan document show, around a work zone in
 * Copenhagen: signs with rotation and a sub-sign, a cone line of 0.002° of latitude (222.4
 * m) and a work zone of 0.001° × 0.001° at 55.68° N (111.2 m × 62.7 m = 6,972 m²), a text
 * label, road facts (built-up, 50 km/h), and a warning sign 0.004° (445 m) north of the work
 * zone with no distance sub-sign, so outside the placement rule. `words` are what a person
 * would have typed.
 */
export function planProject(
  words: Pick<ProjectOptions, "id" | "title" | "description" | "details"> & {
    lineLabel: string;
    labelText: string;
  },
) {
  const { lineLabel, labelText, ...identity } = words;
  return storedProject({
    ...identity,
    markers: [
      {
        id: "m1",
        position: { lat: 55.6805, lng: 12.5905 },
        signCode: "A39",
        rotation: 180,
        subSigns: [{ code: "U1.1", text: "200 m" }],
      },
      { id: "m2", position: { lat: 55.6815, lng: 12.5895 }, signCode: "C55", rotation: 90 },
      { id: "m3", position: { lat: 55.685, lng: 12.5905 }, signCode: "A39" },
    ],
    plan: {
      shapes: [
        {
          id: "s1",
          kind: "cone-line",
          points: latLngs([55.68, 12.5898], [55.682, 12.5898]),
          label: lineLabel,
        },
        {
          id: "s2",
          kind: "work-zone",
          points: latLngs([55.68, 12.59], [55.68, 12.591], [55.681, 12.591], [55.681, 12.59]),
        },
      ],
      labels: [{ id: "t1", position: { lat: 55.6812, lng: 12.5905 }, text: labelText }],
      planSettings: { builtUp: true, speedLimit: 50 },
    },
    mapState: { center: { lat: 55.681, lng: 12.59 }, zoom: 16 },
  });
}
