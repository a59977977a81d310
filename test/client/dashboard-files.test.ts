import { describe, expect, it } from "vitest";
import {
  exportFileName,
  type ImportResult,
  MAX_IMPORTED_MARKERS,
  projectToGeoJson,
  readProjectFile,
} from "../../client/features/dashboard/project-files";
import { loadStores } from "./persistence-support";

const options = { knownSignCodes: new Set(["A39", "C55", "B11", "E55"]), defaultSignCode: "A39" };

function imported(result: ImportResult) {
  if (!result.ok) throw new Error(`expected a usable file, got: ${result.message}`);
  return result;
}

function failure(result: ImportResult): string {
  if (result.ok) throw new Error("expected the file to be refused");
  return result.message;
}

describe("GeoJSON export and import", () => {
  it("round-trips a project: out and back in gives the same markers and settings", async () => {
    const { markers, projects, settings } = await loadStores();
    markers.addMarker({ position: { lat: 55.676098, lng: 12.568337 }, signCode: "A39" });
    markers.addMarker({
      position: { lat: 55.68, lng: 12.57 },
      signCode: "C55",
      label: "50 km/h",
      note: "Both directions.\nRemove after 18:00",
    });
    markers.addMarker({ position: { lat: -33.9, lng: 151.2 }, signCode: "B11", label: "Ærø ø" });
    settings.setMapType("satellite");
    settings.setCamera({ center: { lat: 55.68, lng: 12.57 }, zoom: 15 });
    const original = projects.createProject();
    projects.renameProject(original.id, "Nørrebrogade works");
    projects.setProjectDescription(original.id, "Night closure, phase 2");
    const saved = projects.$projects.get().find((project) => project.id === original.id);
    if (!saved) throw new Error("project missing");

    const file = JSON.stringify(projectToGeoJson(saved));
    const result = imported(readProjectFile(exportFileName(saved), file, options));
    expect(result.format).toBe("GeoJSON");
    expect(result.report).toEqual({
      notPoints: 0,
      badCoordinates: 0,
      unknownSignCodes: [],
      withoutSignCode: 0,
    });

    const before = projects.$projects.get();
    const copy = projects.addProject(result.project);
    expect(copy.id).not.toBe(saved.id);
    expect(copy.title).toBe("Nørrebrogade works");
    expect(copy.description).toBe("Night closure, phase 2");
    expect(copy.data.markers).toEqual(saved.data.markers);
    expect(copy.data.mapState).toEqual(saved.data.mapState);
    // The others are untouched, and the map still shows what it showed.
    expect(projects.$projects.get().slice(0, before.length)).toEqual(before);
    expect(projects.$currentProject.get()?.id).toBe(saved.id);
  });

  it("writes markers as points, longitude first, with sign code, label and note", async () => {
    const { markers, projects } = await loadStores();
    markers.addMarker({ position: { lat: 55.5, lng: 10.25 }, signCode: "E55", label: "P" });
    const project = projects.createProject();
    const geojson = projectToGeoJson(project);
    expect(geojson.type).toBe("FeatureCollection");
    expect(geojson.features).toEqual([
      {
        type: "Feature",
        id: project.data.markers[0]?.id,
        geometry: { type: "Point", coordinates: [10.25, 55.5] },
        properties: { signCode: "E55", label: "P" },
      },
    ]);
    expect(exportFileName({ title: "Vej/arbejde: Århus  nord!" })).toBe(
      "Vejarbejde-Arhus-nord.geojson",
    );
    expect(exportFileName({ title: "///" })).toBe("project.geojson");
  });

  it("reads other programs' GeoJSON: common property names, MultiPoints, lines left out", () => {
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
          properties: { code: "B11" },
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
          properties: {},
        },
        { type: "Feature", geometry: { type: "Point", coordinates: [200, 55] }, properties: {} },
        {
          type: "Feature",
          geometry: { type: "Point", coordinates: [12.8, 55.9] },
          properties: { signCode: "XX99" },
        },
        { type: "Feature", geometry: { type: "Point", coordinates: [12.9, 56] }, properties: null },
      ],
    });
    const result = imported(readProjectFile("survey.geojson", file, options));
    expect(result.project.title).toBe("From QGIS");
    expect(result.project.description).toBe("Imported from a GeoJSON file");
    expect(result.project.markers).toEqual([
      { position: { lat: 55.6, lng: 12.5 }, signCode: "C55", label: "Speed", note: "Temporary" },
      { position: { lat: 55.7, lng: 12.6 }, signCode: "B11" },
      { position: { lat: 55.8, lng: 12.7 }, signCode: "B11" },
      {
        position: { lat: 55.9, lng: 12.8 },
        signCode: "A39",
        note: "Sign code in the imported file: XX99",
      },
      { position: { lat: 56, lng: 12.9 }, signCode: "A39" },
    ]);
    expect(result.report).toEqual({
      notPoints: 1,
      badCoordinates: 1,
      unknownSignCodes: ["XX99"],
      withoutSignCode: 1,
    });
    // Without a camera of its own, the project opens framing its points.
    expect(result.project.mapState?.center?.lat).toBeCloseTo(55.8, 5);
    expect(result.project.mapState?.zoom).toBeGreaterThan(5);
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
    const geometry = JSON.stringify({ type: "Point", coordinates: [10, 56] });
    expect(
      imported(readProjectFile("bare.geojson", geometry, options)).project.markers,
    ).toHaveLength(1);
  });

  it.each([
    ["broken.geojson", "{ not json", /^The file is not valid JSON \(/],
    ["list.json", "[1, 2, 3]", "The file is JSON but not GeoJSON: it has no “type”."],
    [
      "empty.geojson",
      '{"type":"FeatureCollection"}',
      "The GeoJSON FeatureCollection has no “features” list.",
    ],
    [
      "none.geojson",
      '{"type":"FeatureCollection","features":[]}',
      "Nothing to import from this GeoJSON file: it contains no points.",
    ],
    [
      "lines.geojson",
      '{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"LineString","coordinates":[[1,2],[3,4]]},"properties":{}}]}',
      "Nothing to import from this GeoJSON file: it has only lines or areas, and only points can become signs.",
    ],
    [
      "nowhere.geojson",
      '{"type":"Feature","geometry":{"type":"Point","coordinates":["x",91]},"properties":{}}',
      "Nothing to import from this GeoJSON file: none of its points has valid coordinates.",
    ],
    ["photo.png", "\u0089PNG", "“photo.png” is neither a GeoJSON nor a KML file."],
  ])("refuses %s with a clear reason", (name, text, message) => {
    expect(failure(readProjectFile(name, text, options))).toMatch(message);
  });

  it("refuses more markers than a project holds", () => {
    const features = Array.from({ length: MAX_IMPORTED_MARKERS + 1 }, (_, index) => ({
      type: "Feature",
      geometry: { type: "Point", coordinates: [10 + index / 1e6, 56] },
      properties: { signCode: "A39" },
    }));
    const text = JSON.stringify({ type: "FeatureCollection", features });
    expect(failure(readProjectFile("huge.geojson", text, options))).toBe(
      "This file has 20,001 points; a project holds at most 20,000.",
    );
  });
});

describe("KML import", () => {
  const kml = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2">
  <Document>
    <name>Roadworks Vesterbro</name>
    <description>From Google Earth</description>
    <Folder>
      <Placemark id="pm1">
        <name>Start of works</name>
        <description><![CDATA[Lane closed <b>09–15</b>]]></description>
        <ExtendedData><Data name="signCode"><value>A39</value></Data></ExtendedData>
        <Point><coordinates>12.5401,55.6702,0</coordinates></Point>
      </Placemark>
      <Placemark>
        <name>Limit</name>
        <ExtendedData><SchemaData><SimpleData name="signCode">C55</SimpleData></SchemaData></ExtendedData>
        <Point><coordinates> 12.5411, 55.6712 </coordinates></Point>
      </Placemark>
      <Placemark><name>Detour</name><LineString><coordinates>12.5,55.6 12.6,55.7</coordinates></LineString></Placemark>
      <Placemark><name>No sign</name><Point><coordinates>12.55,55.68</coordinates></Point></Placemark>
    </Folder>
  </Document>
</kml>`;

  it("reads placemarks' points with their name, description and sign code", () => {
    const result = imported(readProjectFile("vesterbro.kml", kml, options));
    expect(result.format).toBe("KML");
    expect(result.project.title).toBe("Roadworks Vesterbro");
    expect(result.project.description).toBe("From Google Earth");
    expect(result.project.markers).toEqual([
      {
        position: { lat: 55.6702, lng: 12.5401 },
        signCode: "A39",
        label: "Start of works",
        note: "Lane closed <b>09–15</b>",
        id: "pm1",
      },
      { position: { lat: 55.6712, lng: 12.5411 }, signCode: "C55", label: "Limit" },
      { position: { lat: 55.68, lng: 12.55 }, signCode: "A39", label: "No sign" },
    ]);
    expect(result.report).toMatchObject({ notPoints: 1, withoutSignCode: 1 });
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
      "Nothing to import from this KML file: it contains no points.",
    ],
    [
      "bad.kml",
      '<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><Point><coordinates>abc</coordinates></Point></Placemark></kml>',
      "Nothing to import from this KML file: none of its points has valid coordinates.",
    ],
  ])("refuses %s with a clear reason", (name, text, message) => {
    expect(failure(readProjectFile(name, text, options))).toMatch(message);
  });
});
