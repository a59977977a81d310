import { afterEach, describe, expect, it } from "vitest";
import { describeReport } from "../../client/features/dashboard/dashboard-actions";
import {
  exportFileName,
  type ImportResult,
  MAX_IMPORTED_ITEMS,
  MAX_IMPORTED_MARKERS,
  projectToGeoJson,
  projectToKml,
  readProjectFile,
} from "../../client/features/projects/project-files";
import { $chosenLocale, chooseLocale, prepareTranslations } from "../../client/lib/i18n";
import { SHAPE_KINDS } from "../../client/lib/plan-model";
import myMapsKml from "../fixtures/imports/google-my-maps-vestergade.kml?raw";
import umapGeoJson from "../fixtures/imports/umap-omkoersel-noerregade.geojson?raw";
import { latLngs } from "../support/stored-projects";
import { loadStores } from "./persistence-support";

const options = {
  knownSignCodes: new Set(["A39", "C55", "B11", "E55", "U1.1", "U3.1"]),
};

/** A closed ring of three corners, as GeoJSON writes it (longitude first). */
const TRIANGLE_RING = [
  [12, 55],
  [12.1, 55],
  [12.1, 55.1],
  [12, 55],
];

function imported(result: ImportResult) {
  if (!result.ok) throw new Error(`expected a usable file, got: ${result.message}`);
  return result;
}

function failure(result: ImportResult): string {
  if (result.ok) throw new Error("expected the file to be refused");
  return result.message;
}

/** A GeoJSON file with one sign more than a project holds. */
function oneSignTooMany(): string {
  const features = Array.from({ length: MAX_IMPORTED_MARKERS + 1 }, (_, index) => ({
    type: "Feature",
    geometry: { type: "Point", coordinates: [10 + index / 1e6, 56] },
    properties: { code: "A39" },
  }));
  return JSON.stringify({ type: "FeatureCollection", features });
}

/** One MultiPoint of `count` points without a sign code (each would be a text label). */
function manyPoints(count: number): string {
  const coordinates = Array.from({ length: count }, (_, index) => [
    10 + (index % 1000) / 1e4,
    55 + Math.floor(index / 1000) / 1e4,
  ]);
  return JSON.stringify({
    type: "FeatureCollection",
    features: [{ type: "Feature", geometry: { type: "MultiPoint", coordinates }, properties: {} }],
  });
}

/** A GeoJSON file of these features (geometries, with properties). */
const collection = (...features: { geometry: unknown; properties?: object }[]) =>
  JSON.stringify({
    type: "FeatureCollection",
    features: features.map((feature) => ({ type: "Feature", properties: {}, ...feature })),
  });

/** A line of `count` points. */
const longLine = (count: number) => ({
  geometry: {
    type: "LineString",
    coordinates: Array.from({ length: count }, (_, index) => [10 + index / 1e5, 56]),
  },
});

/** Nothing of a sign's or line's fields, nor of the plan's details, was left out. */
const noFieldsLeftOut = { details: 0, subSigns: 0, spacings: 0, values: 0, shortened: 0 };
const nothingLeftOut = {
  badCoordinates: 0,
  unsupported: 0,
  holes: 0,
  unknownSignCodes: [],
  ...noFieldsLeftOut,
};

/** A project with every kind of thing a plan holds, made through the stores' actions. */
async function fullPlan() {
  const stores = await loadStores();
  const plan = await import("../../client/features/document/plan-store");
  const { markers, projects, settings } = stores;
  markers.addMarker({ position: { lat: 55.676098, lng: 12.568337 }, signCode: "C55", value: "50" });
  markers.addMarker({
    position: { lat: 55.68, lng: 12.57 },
    signCode: "A39",
    label: "Road works",
    note: "Both directions.\nRemove after 18:00 <b>&</b>",
    rotation: 135,
    subSigns: [{ code: "U1.1", text: "200 m" }, { code: "U3.1" }],
  });
  markers.addMarker({ position: { lat: -33.9, lng: 151.2 }, signCode: "B11", label: "Ærø ø" });
  plan.addShape({
    kind: "work-zone",
    label: "Zone A",
    points: latLngs([55.677, 12.569], [55.677, 12.571], [55.678, 12.57]),
  });
  plan.addShape({
    kind: "cone-line",
    points: latLngs([55.676, 12.568], [55.6765, 12.5685]),
  });
  plan.addLabel({ position: { lat: 55.679, lng: 12.572 }, text: "Site hut" });
  plan.setPlanSettings({ builtUp: true, speedLimit: 50 });
  settings.setMapType("satellite");
  settings.setCamera({ center: { lat: 55.68, lng: 12.57 }, zoom: 15 });
  const original = projects.createProject();
  projects.renameProject(original.id, "Nørrebrogade works");
  projects.setProjectDescription(original.id, "Night closure, phase 2");
  const saved = projects.$projects.get().find((project) => project.id === original.id);
  if (!saved) throw new Error("project missing");
  return { ...stores, plan, saved };
}

const withoutIds = <T extends { id: string }>(items: readonly T[]) =>
  items.map(({ id: _id, ...rest }) => rest);

describe("GeoJSON export and import", () => {
  it("round-trips everything: signs with facing and sub-signs, lines, areas, labels, settings", async () => {
    const { projects, saved } = await fullPlan();
    const file = JSON.stringify(projectToGeoJson(saved));
    const result = imported(readProjectFile(exportFileName(saved), file, options));
    expect(result.format).toBe("GeoJSON");
    expect(result.report).toEqual({
      ...nothingLeftOut,
      signs: 3,
      lines: 1,
      areas: 1,
      labels: 1,
      pointsAsLabels: 0,
    });

    const before = projects.$projects.get();
    const copy = projects.addProject(result.project);
    expect(copy.id).not.toBe(saved.id);
    expect(copy.title).toBe("Nørrebrogade works");
    expect(copy.description).toBe("Night closure, phase 2");
    expect(copy.data.markers).toEqual(saved.data.markers);
    expect(copy.data.shapes).toEqual(saved.data.shapes);
    expect(copy.data.labels).toEqual(saved.data.labels);
    expect(copy.data.planSettings).toEqual({ builtUp: true, speedLimit: 50 });
    expect(copy.data.mapState).toEqual(saved.data.mapState);
    // The others are untouched, and the map still shows what it showed.
    expect(projects.$projects.get().slice(0, before.length)).toEqual(before);
    expect(projects.$currentProject.get()?.id).toBe(saved.id);
  });

  it("writes signs as Points with code, value, rotation and sub-signs, lines and areas with their kind", async () => {
    const { saved } = await fullPlan();
    const geojson = projectToGeoJson(saved);
    expect(geojson.type).toBe("FeatureCollection");
    expect(geojson.features[1]).toEqual({
      type: "Feature",
      id: saved.data.markers[1]?.id,
      geometry: { type: "Point", coordinates: [12.57, 55.68] },
      properties: {
        code: "A39",
        rotation: 135,
        subSigns: [{ code: "U1.1", text: "200 m" }, { code: "U3.1" }],
        label: "Road works",
        note: "Both directions.\nRemove after 18:00 <b>&</b>",
      },
    });
    // A sign's value is written as on its face (issue 26).
    expect(geojson.features[0]?.properties).toEqual({
      code: "C55",
      value: "50",
      rotation: 0,
      subSigns: [],
    });
    // An area is a closed ring (RFC 7946 §3.1.6), a line a LineString.
    expect(geojson.features[3]).toMatchObject({
      geometry: {
        type: "Polygon",
        coordinates: [
          [
            [12.569, 55.677],
            [12.571, 55.677],
            [12.57, 55.678],
            [12.569, 55.677],
          ],
        ],
      },
      properties: { kind: "work-zone", name: "Zone A", label: "Zone A" },
    });
    expect(geojson.features[4]).toMatchObject({
      geometry: { type: "LineString" },
      properties: { kind: "cone-line" },
    });
    expect(geojson.features[5]).toMatchObject({ properties: { kind: "label", text: "Site hut" } });
    expect(exportFileName({ title: "Vej/arbejde: Århus  nord!" })).toBe(
      "Vej-arbejde-Aarhus-nord.geojson",
    );
    expect(exportFileName({ title: "///" }, "kml")).toBe("plan.kml");
  });

  it("reads other programs' GeoJSON: property names, MultiPoints, lines and areas kept", () => {
    const file = JSON.stringify({
      type: "FeatureCollection",
      name: "From QGIS",
      features: [
        {
          type: "Feature",
          geometry: { type: "Point", coordinates: [12.5, 55.6, 12] },
          properties: { sign_code: "C55", name: "Speed", description: "Temporary" },
        },
        {
          type: "Feature",
          geometry: {
            type: "MultiPoint",
            coordinates: [
              [12.6, 55.7],
              [12.7, 55.8],
            ],
          },
          properties: { code: "b 11" },
        },
        {
          type: "Feature",
          geometry: {
            type: "LineString",
            coordinates: [
              [12, 55],
              [13, 56],
            ],
          },
          properties: { name: "Spærring" },
        },
        {
          type: "Feature",
          geometry: {
            type: "Polygon",
            coordinates: [
              TRIANGLE_RING,
              [
                [12.01, 55.01],
                [12.02, 55.01],
                [12.02, 55.02],
                [12.01, 55.01],
              ],
            ],
          },
          properties: { name: "Lukket område" },
        },
        { type: "Feature", geometry: { type: "Point", coordinates: [200, 55] }, properties: {} },
        {
          type: "Feature",
          geometry: { type: "Point", coordinates: [12.8, 55.9] },
          properties: { signCode: "XX99", name: "Mystery" },
        },
        { type: "Feature", geometry: { type: "Point", coordinates: [12.9, 56] }, properties: null },
        { type: "Feature", geometry: null, properties: {} },
      ],
    });
    const result = imported(readProjectFile("survey.geojson", file, options));
    expect(result.project.title).toBe("From QGIS");
    expect(result.project.description).toBe("Imported from a GeoJSON file");
    expect(result.project.markers).toEqual([
      { position: { lat: 55.6, lng: 12.5 }, signCode: "C55", label: "Speed", note: "Temporary" },
      { position: { lat: 55.7, lng: 12.6 }, signCode: "B11" },
      { position: { lat: 55.8, lng: 12.7 }, signCode: "B11" },
    ]);
    expect(result.project.shapes).toEqual([
      {
        kind: "closure",
        label: "Spærring",
        points: latLngs([55, 12], [56, 13]),
      },
      {
        kind: "closed-area",
        label: "Lukket område",
        points: latLngs([55, 12], [55, 12.1], [55.1, 12.1]),
      },
    ]);
    // Points with no sign code the catalogue knows are text labels, never a chosen sign.
    expect(result.project.labels).toEqual([
      { position: { lat: 55.9, lng: 12.8 }, text: "Mystery" },
      { position: { lat: 56, lng: 12.9 }, text: "Imported point" },
    ]);
    expect(result.report).toEqual({
      signs: 3,
      lines: 1,
      areas: 1,
      labels: 2,
      pointsAsLabels: 2,
      unknownSignCodes: ["XX99"],
      badCoordinates: 1,
      unsupported: 1,
      holes: 1,
      ...noFieldsLeftOut,
    });
    expect(describeReport(result.report)).toBe(
      "Came in: 3 signs, 1 line, 1 area, 2 text labels. 2 points have no sign code the catalogue knows (unknown sign codes: XX99) and came in as text labels, not signs. Left out: 1 feature without valid coordinates; 1 feature of a kind the plan cannot hold; 1 hole in areas.",
    );
    // Without a camera of its own, the project opens framing what came in.
    expect(result.project.mapState?.zoom).toBeGreaterThan(3);
  });

  it("reads a uMap export: its name, its points as signs or labels, its line and area", () => {
    const result = imported(readProjectFile("umap_export.geojson", umapGeoJson, options));
    expect(result.project.title).toBe("Omkørsel Nørregade");
    // The point named "Omkørsel" is a label; the one named "A 39" is that sign.
    expect(result.project.labels).toEqual([
      { position: { lat: 55.6821, lng: 12.5741 }, text: "Omkørsel" },
    ]);
    expect(result.project.markers).toEqual([
      { position: { lat: 55.6812, lng: 12.5731 }, signCode: "A39" },
    ]);
    expect(result.project.shapes?.map((shape) => [shape.kind, shape.label])).toEqual([
      ["detour", "Omkørsel"],
      ["work-zone", "Gravning"],
    ]);
    expect(result.report).toMatchObject({ signs: 1, lines: 1, areas: 1, labels: 1 });

    // uMap's whole-map backup names the map in its properties and keeps features in layers.
    const backup = JSON.stringify({
      type: "umap",
      properties: { name: "Backup of a map", zoom: 16 },
      layers: [JSON.parse(umapGeoJson)],
    });
    const fromBackup = imported(readProjectFile("map.umap", backup, options));
    expect(fromBackup.project.title).toBe("Backup of a map");
    expect(fromBackup.report.signs + fromBackup.report.labels).toBe(2);
  });

  it("accepts a single Feature or a bare geometry, named after the file", () => {
    const feature = JSON.stringify({
      type: "Feature",
      geometry: { type: "Point", coordinates: [10, 56] },
      properties: { signCode: "A39" },
    });
    expect(imported(readProjectFile("one-sign.json", feature, options)).project.title).toBe(
      "one-sign",
    );
    const geometry = JSON.stringify({
      type: "LineString",
      coordinates: [
        [10, 56],
        [10.1, 56],
      ],
    });
    expect(
      imported(readProjectFile("bare.geojson", geometry, options)).project.shapes,
    ).toHaveLength(1);
  });

  it.each([
    // Where the parser stopped, not its own (engine-specific, English) words.
    ["broken.geojson", "{ not json", "The file is not valid JSON (line 1, column 3)."],
    ["broken.json", '{"type":\n  "Feature",]', "The file is not valid JSON (line 2, column 13)."],
    ["list.json", "[1, 2, 3]", "The file is JSON but not GeoJSON: it has no “type”."],
    [
      "empty.geojson",
      '{"type":"FeatureCollection"}',
      "The GeoJSON FeatureCollection has no “features” list.",
    ],
    [
      "none.geojson",
      '{"type":"FeatureCollection","features":[]}',
      "Nothing to import from this GeoJSON file: it contains no points, lines or areas.",
    ],
    [
      "nowhere.geojson",
      '{"type":"Feature","geometry":{"type":"Point","coordinates":["x",91]},"properties":{}}',
      "Nothing to import from this GeoJSON file: none of its features has valid coordinates.",
    ],
    [
      "short.geojson",
      '{"type":"Feature","geometry":{"type":"Polygon","coordinates":[[[1,2],[3,4],[1,2]]]},"properties":{}}',
      "Nothing to import from this GeoJSON file: none of its features has valid coordinates.",
    ],
    ["photo.png", "\u0089PNG", "“photo.png” is neither a GeoJSON nor a KML file."],
  ])("refuses %s with a clear reason", (name, text, message) => {
    expect(failure(readProjectFile(name, text, options))).toMatch(message);
  });

  it("refuses more signs than a project holds", () => {
    expect(failure(readProjectFile("huge.geojson", oneSignTooMany(), options))).toBe(
      "This file has 20,001 signs; a project holds at most 20,000.",
    );
  });
});

describe("one cap for everything a file brings (signs, labels, lines, areas and their points)", () => {
  it("is the signs' cap", () => {
    expect(MAX_IMPORTED_ITEMS).toBe(MAX_IMPORTED_MARKERS);
  });

  it("refuses 200,000 points without a sign code (they would be text labels), naming them", () => {
    const started = performance.now();
    expect(failure(readProjectFile("points.geojson", manyPoints(200_000), options))).toBe(
      "This file has 200,000 text labels (points without a sign code the catalogue knows); a project holds at most 20,000.",
    );
    // Counted, not built into a plan first (the file itself takes most of this to parse).
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("takes the labels' cap to the last one", () => {
    expect(imported(readProjectFile("p.geojson", manyPoints(20_000), options)).report.labels).toBe(
      20_000,
    );
    expect(failure(readProjectFile("p.geojson", manyPoints(20_001), options))).toMatch(
      /^This file has 20,001 text labels/,
    );
  });

  it("refuses lines and areas with more points than a project holds", () => {
    expect(failure(readProjectFile("trace.geojson", collection(longLine(20_001)), options))).toBe(
      "This file's lines and areas have 20,001 points; a project holds at most 20,000.",
    );
  });

  it("refuses lines and areas with more points than that in all (a MultiLineString)", () => {
    const coordinates = Array.from({ length: 10_001 }, () => longLine(2).geometry.coordinates);
    const file = collection({ geometry: { type: "MultiLineString", coordinates } });
    expect(failure(readProjectFile("lines.geojson", file, options))).toBe(
      "This file's lines and areas have 20,002 points; a project holds at most 20,000.",
    );
  });

  it("counts signs, labels, lines, areas and points together, and names them all", () => {
    const signs = Array.from({ length: 12_000 }, (_, index) => [10 + index / 1e6, 56]);
    const area = {
      geometry: {
        type: "Polygon",
        coordinates: [TRIANGLE_RING],
      },
    };
    const file = (labels: number) =>
      collection(
        { geometry: { type: "MultiPoint", coordinates: signs }, properties: { code: "A39" } },
        { geometry: JSON.parse(manyPoints(labels)).features[0].geometry },
        longLine(4),
        area,
      );
    // 12,000 + 7,992 + 1 line + 1 area + 4 + 3 points = 20,001.
    expect(failure(readProjectFile("mixed.geojson", file(7_992), options))).toBe(
      "This file has 12,000 signs, 7,992 text labels, 1 line, 1 area and 7 points on its lines and areas: 20,001 in all; a project holds at most 20,000.",
    );
    // One label fewer fits.
    const result = imported(readProjectFile("mixed.geojson", file(7_991), options));
    expect(result.report).toMatchObject({ signs: 12_000, labels: 7_991, lines: 1, areas: 1 });
  });
});

describe("import in Danish", () => {
  afterEach(() => $chosenLocale.set(null));

  it("gives its reasons, numbers and fallback names in the reader's language", async () => {
    chooseLocale("da");
    await prepareTranslations();
    expect(failure(readProjectFile("photo.png", "\u0089PNG", options))).toBe(
      "“photo.png” er hverken en GeoJSON- eller en KML-fil.",
    );
    expect(
      failure(
        readProjectFile("none.geojson", '{"type":"FeatureCollection","features":[]}', options),
      ),
    ).toBe(
      "Intet at importere fra denne GeoJSON-fil: den indeholder ingen punkter, linjer eller områder.",
    );
    expect(failure(readProjectFile("broken.geojson", "{ not json", options))).toBe(
      "Filen er ikke gyldig JSON (linje 1, kolonne 3).",
    );
    expect(failure(readProjectFile("huge.geojson", oneSignTooMany(), options))).toBe(
      "Filen har 20.001 tavler; et projekt kan højst rumme 20.000.",
    );
    expect(failure(readProjectFile("points.geojson", manyPoints(20_001), options))).toBe(
      "Filen har 20.001 tekster (punkter uden en tavlekode, som kataloget kender); et projekt kan højst rumme 20.000.",
    );
    expect(failure(readProjectFile("trace.geojson", collection(longLine(20_001)), options))).toBe(
      "Filens linjer og områder har 20.001 punkter; et projekt kan højst rumme 20.000.",
    );
    expect(
      failure(
        readProjectFile(
          "mixed.geojson",
          collection(
            { geometry: JSON.parse(manyPoints(19_998)).features[0].geometry },
            longLine(2),
          ),
          options,
        ),
      ),
    ).toBe(
      "Filen har 19.998 tekster, 1 linje og 2 punkter på dens linjer og områder: 20.001 i alt; et projekt kan højst rumme 20.000.",
    );
    const point =
      '{"type":"Feature","geometry":{"type":"Point","coordinates":[10,56]},"properties":{}}';
    const result = imported(readProjectFile(".geojson", point, options));
    expect(result.project.title).toBe("Importeret projekt");
    expect(result.project.description).toBe("Importeret fra en GeoJSON-fil");
    expect(result.project.labels?.map((label) => label.text)).toEqual(["Importeret punkt"]);
  });
});

describe("every kind a set-up lays, through both formats", () => {
  /**
   * A plan with a line or area of every kind (the set-ups' stop line, fence, walkers' route
   * and barrier among them), a detour sign with its arrow and one pointing left.
   */
  async function everyKind() {
    const { markers, projects } = await loadStores();
    const plan = await import("../../client/features/document/plan-store");
    markers.addMarker({ position: { lat: 55.68, lng: 12.57 }, signCode: "F34.1", value: "←" });
    markers.addMarker({ position: { lat: 55.681, lng: 12.57 }, signCode: "F34.2", value: "←" });
    SHAPE_KINDS.forEach((kind, index) => {
      const lat = 55.67 + index / 1000;
      plan.addShape({
        kind,
        points: latLngs([lat, 12.56], [lat, 12.561], [lat + 0.0005, 12.5605]),
      });
    });
    const created = projects.createProject();
    const saved = projects.$projects.get().find((project) => project.id === created.id);
    if (!saved) throw new Error("project missing");
    return saved;
  }
  const options = { knownSignCodes: new Set(["F34.1", "F34.2"]) };

  it.each([
    [
      "GeoJSON",
      (saved: Parameters<typeof projectToKml>[0]) => JSON.stringify(projectToGeoJson(saved)),
      "plan.geojson",
    ],
    ["KML", projectToKml, "plan.kml"],
  ] as const)("keeps each kind and each sign's arrow in %s", async (format, write, name) => {
    const saved = await everyKind();
    const result = imported(readProjectFile(name, write(saved), options));
    expect(result.format).toBe(format);
    expect(result.project.shapes?.map((shape) => shape.kind)).toEqual([...SHAPE_KINDS]);
    expect(result.project.shapes?.map(({ id: _id, ...shape }) => shape)).toEqual(
      withoutIds(saved.data.shapes),
    );
    expect(result.project.markers?.map((marker) => [marker.signCode, marker.value])).toEqual([
      ["F34.1", "←"],
      ["F34.2", "←"],
    ]);
    expect(result.report).toMatchObject({ ...nothingLeftOut, pointsAsLabels: 0 });
  });
});

describe("a plan in phases, through both formats (issue 38)", () => {
  const at = (lat: number) => ({ lat, lng: 12.57 });
  const phases = [
    { id: "p1", name: "Fase 1", from: "2026-12-01", to: "2026-12-05", hours: "07–16" },
    { id: "night", name: "Uden for arbejdstid", hours: "16–07" },
  ];
  const saved = {
    id: "phased",
    title: "Vestergade i faser",
    description: "",
    createdAt: "2026-11-29T10:00:00.000Z",
    data: {
      version: 2,
      markers: [
        { id: "m1", position: at(55.68), signCode: "A39" },
        { id: "m2", position: at(55.681), signCode: "C55", value: "50", phases: ["p1"] },
        { id: "m3", position: at(55.682), signCode: "A39", phases: ["night"] },
      ],
      shapes: [
        {
          id: "s1",
          kind: "work-zone" as const,
          points: latLngs([55.68, 12.56], [55.68, 12.561], [55.681, 12.56]),
          phases: ["p1"],
        },
      ],
      labels: [{ id: "t1", position: at(55.683), text: "Nat", phases: ["night"] }],
      planSettings: { builtUp: false, speedLimit: 80, phases },
      mapState: {
        center: at(55.68),
        zoom: 16,
        mapType: "roadmap",
        markerSize: 48,
        showPOIs: false,
        showTransport: false,
      },
    },
  } as unknown as Parameters<typeof projectToKml>[0];
  const options = { knownSignCodes: new Set(["A39", "C55"]) };

  it.each([
    [
      "GeoJSON",
      (project: typeof saved) => JSON.stringify(projectToGeoJson(project)),
      "plan.geojson",
    ],
    ["KML", projectToKml, "plan.kml"],
  ] as const)("keeps the phases and what stands in each in %s", async (_format, write, name) => {
    const { projects } = await loadStores();
    const result = imported(readProjectFile(name, write(saved), options));
    const copy = projects.addProject(result.project);
    expect(copy.data.planSettings.phases).toEqual(phases);
    expect(copy.data.markers.map((marker) => [marker.signCode, marker.phases])).toEqual([
      ["A39", undefined],
      ["C55", ["p1"]],
      ["A39", ["night"]],
    ]);
    expect(copy.data.shapes[0]?.phases).toEqual(["p1"]);
    expect(copy.data.labels[0]?.phases).toEqual(["night"]);
  });

  it("loads an older build's file, or one naming phases it does not have, as one layout", async () => {
    const { projects } = await loadStores();
    const older = projectToGeoJson(saved) as unknown as {
      signagePlanner: { planSettings: Record<string, unknown> };
    };
    delete older.signagePlanner.planSettings.phases;
    const copy = projects.addProject(
      imported(readProjectFile("older.geojson", JSON.stringify(older), options)).project,
    );
    expect(copy.data.planSettings.phases).toBeUndefined();
    expect(
      [...copy.data.markers, ...copy.data.shapes, ...copy.data.labels].some((item) => item.phases),
    ).toBe(false);
  });
});

describe("KML export and import", () => {
  it("round-trips signs, lines, areas and labels through KML", async () => {
    const { saved } = await fullPlan();
    const result = imported(readProjectFile("plan.kml", projectToKml(saved), options));
    expect(result.format).toBe("KML");
    expect(result.project.title).toBe("Nørrebrogade works");
    expect(result.project.description).toBe("Night closure, phase 2");
    expect(result.project.markers).toEqual(
      saved.data.markers.map(({ id: _id, ...marker }) => marker),
    );
    expect(result.project.shapes?.map(({ id: _id, ...shape }) => shape)).toEqual(
      withoutIds(saved.data.shapes),
    );
    expect(result.project.labels?.map(({ id: _id, ...label }) => label)).toEqual(
      withoutIds(saved.data.labels),
    );
    expect(result.report).toMatchObject({ ...nothingLeftOut, pointsAsLabels: 0 });
  });

  it("keeps a shape's name: KML <name> out, a GeoJSON feature's `name` in", async () => {
    const { saved } = await fullPlan();
    expect(projectToKml(saved)).toContain("<name>Zone A</name>");
    const line = {
      type: "Feature",
      geometry: {
        type: "LineString",
        coordinates: [
          [12.5, 55.6],
          [12.51, 55.6],
        ],
      },
      properties: { name: "Omkørsel nord" },
    };
    const file = JSON.stringify({ type: "FeatureCollection", features: [line] });
    const result = imported(readProjectFile("umap.geojson", file, options));
    expect(result.project.shapes?.map((shape) => shape.label)).toEqual(["Omkørsel nord"]);
  });

  it("reads a Google My Maps export: folders, ExtendedData, styles, its line and area", () => {
    const result = imported(readProjectFile("Vejarbejde Vestergade.kml", myMapsKml, options));
    expect(result.project.title).toBe("Vejarbejde Vestergade");
    expect(result.project.description).toBe("Ledningsarbejde, etape 1");
    expect(result.project.markers).toEqual([
      { position: { lat: 55.3935, lng: 10.3855 }, signCode: "A39", note: "Vejarbejde, 200 m" },
      { position: { lat: 55.3941, lng: 10.3861 }, signCode: "C55", label: "C55 50 km/t" },
    ]);
    expect(result.project.labels).toEqual([
      { position: { lat: 55.395, lng: 10.387 }, text: "Mødested for holdet" },
    ]);
    expect(result.project.shapes).toEqual([
      {
        kind: "detour",
        label: "Omkørsel via Kongensgade",
        points: latLngs([55.3931, 10.3849], [55.3928, 10.3872], [55.3944, 10.3895]),
      },
      {
        kind: "work-zone",
        label: "Arbejdsområde",
        points: latLngs(
          [55.3948, 10.3864],
          [55.3948, 10.388],
          [55.3957, 10.388],
          [55.3957, 10.3864],
        ),
      },
    ]);
    expect(describeReport(result.report)).toBe(
      "Came in: 2 signs, 1 line, 1 area, 1 text label. 1 point has no sign code the catalogue knows and came in as text labels, not signs. Nothing was left out.",
    );
  });

  it.each([
    ["broken.kml", "<kml><Placemark>", /^The file is not valid KML: its XML cannot be read/],
    [
      "svg.kml",
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      "The file is XML but not KML: its root element is not <kml>.",
    ],
    [
      "empty.kml",
      '<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>x</name></Document></kml>',
      "Nothing to import from this KML file: it contains no points, lines or areas.",
    ],
  ])("refuses %s with a clear reason", (name, text, message) => {
    expect(failure(readProjectFile(name, text, options))).toMatch(message);
  });
});
