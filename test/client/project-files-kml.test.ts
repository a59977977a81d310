import { describe, expect, it } from "vitest";
import { describeReport } from "../../client/features/dashboard/dashboard-actions";
import {
  projectToGeoJson,
  projectToKml,
  readProjectFile,
} from "../../client/features/projects/project-files";
import { chooseLocale, prepareTranslations } from "../../client/lib/i18n";
import { MAX_VALUE_LENGTH } from "../../client/lib/sign-values";
import myMapsKml from "../fixtures/imports/google-my-maps-vestergade.kml?raw";
import { loadStores } from "./persistence-support";
import { imported, saveWithDetails } from "./project-files-support";

/**
 * The plan document's details travel in KML as they do in GeoJSON, and an import tells the
 * planner what it left out of a file, by kind and count, in English and Danish.
 */

const options = { knownSignCodes: new Set(["A39", "C55", "U1.1", "U2.1", "U3.1"]) };

/** Every field of the plan document's details, with text XML must escape. */
const DETAILS = {
  location: "Nørrebrogade 12 <ved Åboulevarden>",
  periodFrom: "2027-03-01",
  periodTo: "2027-03-14",
  responsible: "Ane Jensen",
  phone: "+45 12 34 56 78",
  applicant: `Hansen & Søn "Vej" A/S's afdeling`,
  planNumber: "TP-2027/017",
};

/** A saved project with a sign, a cone line and every detail of the plan document. */
async function planWithDetails() {
  const { markers, projects } = await loadStores();
  const plan = await import("../../client/features/document/plan-store");
  markers.addMarker({
    position: { lat: 55.69, lng: 12.55 },
    signCode: "A39",
    subSigns: [{ code: "U1.1", text: "200 m" }],
  });
  plan.addShape({
    kind: "cone-line",
    points: [
      { lat: 55.691, lng: 12.551 },
      { lat: 55.692, lng: 12.552 },
    ],
  });
  const saved = saveWithDetails(projects, "Vejarbejde Nørrebrogade", DETAILS);
  return { projects, saved };
}

describe("the plan document's details in KML", () => {
  it("are written into the Document's ExtendedData, one versioned Data a field", async () => {
    const { saved } = await planWithDetails();
    const kml = new DOMParser().parseFromString(projectToKml(saved), "application/xml");
    expect(kml.getElementsByTagName("parsererror")).toHaveLength(0);
    const document = kml.documentElement.firstElementChild;
    // KML's order: a Document's own data before the Folders it holds.
    expect([...(document?.children ?? [])].map((child) => child.localName)).toEqual([
      "name",
      "description",
      "ExtendedData",
      "Folder",
      "Folder",
      "Folder",
    ]);
    const fields = [...(document?.children[2]?.children ?? [])].map((data) => [
      data.getAttribute("name"),
      data.getElementsByTagName("displayName")[0]?.textContent,
      data.getElementsByTagName("value")[0]?.textContent,
    ]);
    expect(fields).toEqual([
      ["signagePlanner.details.v1.location", "Location or road", DETAILS.location],
      ["signagePlanner.details.v1.periodFrom", "Works from", DETAILS.periodFrom],
      ["signagePlanner.details.v1.periodTo", "Works until", DETAILS.periodTo],
      ["signagePlanner.details.v1.responsible", "Responsible person", DETAILS.responsible],
      ["signagePlanner.details.v1.phone", "Responsible person's phone", DETAILS.phone],
      ["signagePlanner.details.v1.applicant", "Applicant or company", DETAILS.applicant],
      ["signagePlanner.details.v1.planNumber", "Plan number", DETAILS.planNumber],
    ]);
  });

  it("come back from an exported KML file as they went, and the import says nothing was left out", async () => {
    const { projects, saved } = await planWithDetails();
    const result = imported(readProjectFile("plan.kml", projectToKml(saved), options));
    expect(result.project.details).toEqual(DETAILS);
    const copy = projects.addProject(result.project);
    expect(copy.details).toEqual(saved.details);
    expect(copy.title).toBe("Vejarbejde Nørrebrogade");
    expect(describeReport(result.report)).toBe("Came in: 1 sign, 1 line. Nothing was left out.");

    // The same plan through GeoJSON brings the same details.
    const geojson = JSON.stringify(projectToGeoJson(saved));
    expect(imported(readProjectFile("plan.geojson", geojson, options)).project.details).toEqual(
      DETAILS,
    );
  });

  it("are not needed: a KML file without them (My Maps, or this app before) still imports", async () => {
    const result = imported(readProjectFile("Vejarbejde Vestergade.kml", myMapsKml, options));
    expect(result.project.details).toBeUndefined();
    expect(result.project.markers).toHaveLength(2);
    expect(result.report.details).toBe(0);

    const { saved } = await planWithDetails();
    const { details: _details, ...without } = saved;
    const older = imported(readProjectFile("older.kml", projectToKml(without), options));
    expect(projectToKml(without)).not.toContain("signagePlanner.details");
    expect(older.project.details).toBeUndefined();
    expect(older.project.markers).toHaveLength(1);
    expect(describeReport(older.report)).toBe("Came in: 1 sign, 1 line. Nothing was left out.");
  });
});

/** A KML file with something of every kind an import leaves out, and one thing of each kept. */
const LOSSY_KML = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Vejarbejde Vestergade</name>
<ExtendedData>
  <Data name="signagePlanner.details.v1.location"><value>Vestergade 4</value></Data>
  <Data name="signagePlanner.details.v1.phone"><value>${"1".repeat(41)}</value></Data>
  <Data name="signagePlanner.details.v1.periodFrom"><value>next week</value></Data>
  <Data name="signagePlanner.details.v1.colour"><value>red</value></Data>
  <Data name="signagePlanner.details.v9.planNumber"><value>TP-9</value></Data>
  <Data name="someone-else"><value>not ours, not counted</value></Data>
</ExtendedData>
<Placemark><name>A39</name><ExtendedData>
  <Data name="code"><value>A39</value></Data>
  <Data name="value"><value>${"x".repeat(MAX_VALUE_LENGTH + 1)}</value></Data>
  <Data name="subSigns"><value>[{"code":"U1.1","text":"200 m"},{"text":"no code"},{"code":"U2.1"},{"code":"U3.1"},{"code":"U1.1"},{"code":"U2.1"}]</value></Data>
</ExtendedData><Point><coordinates>10.3855,55.3935</coordinates></Point></Placemark>
<Placemark><name>Cones</name><ExtendedData>
  <Data name="kind"><value>cone-line</value></Data>
  <Data name="spacing"><value>0</value></Data>
  <Data name="lampSpacing"><value>40</value></Data>
</ExtendedData><LineString><coordinates>10.385,55.393 10.386,55.394</coordinates></LineString></Placemark>
<Placemark><name>${"Mødested ".repeat(30)}</name><Point><coordinates>10.387,55.395</coordinates></Point></Placemark>
<Placemark><name>Where nothing is drawn</name></Placemark>
<GroundOverlay><name>Scanned drawing</name><Icon><href>plan.png</href></Icon>
  <LatLonBox><north>55.4</north><south>55.39</south><east>10.39</east><west>10.38</west></LatLonBox></GroundOverlay>
<ScreenOverlay><name>Logo</name><Icon><href>logo.png</href></Icon></ScreenOverlay>
</Document></kml>`;

describe("an import that leaves something out", () => {
  it("keeps what it can read and says what it left out, by kind and count", () => {
    const result = imported(readProjectFile("vestergade.kml", LOSSY_KML, options));
    expect(result.project.details).toEqual({ location: "Vestergade 4" });
    expect(result.project.markers).toEqual([
      {
        position: { lat: 55.3935, lng: 10.3855 },
        signCode: "A39",
        subSigns: [
          { code: "U1.1", text: "200 m" },
          { code: "U2.1" },
          { code: "U3.1" },
          { code: "U1.1" },
        ],
      },
    ]);
    expect(result.project.shapes).toEqual([
      expect.objectContaining({ kind: "cone-line", lampSpacing: 40 }),
    ]);
    expect(result.project.shapes?.[0]).not.toHaveProperty("spacing");
    expect(result.project.labels?.map((label) => label.text.length)).toEqual([200]);
    expect(result.project.shapes).toHaveLength(1);
    expect(describeReport(result.report)).toBe(
      "Came in: 1 sign, 1 line, 1 text label. 1 point has no sign code the catalogue knows and came in as text labels, not signs. " +
        "Left out: 3 features of a kind the plan cannot hold; " +
        "4 plan document details that could not be read; " +
        "2 sub-signs without a code or beyond the 4 a sign carries; " +
        `1 value too long for a sign's face (over ${MAX_VALUE_LENGTH} characters); ` +
        "1 spacing along a line outside 0.5–500 m; " +
        "the end of 1 text over 200 characters.",
    );
  });

  it("says so in Danish", async () => {
    chooseLocale("da");
    await prepareTranslations();
    const result = imported(readProjectFile("vestergade.kml", LOSSY_KML, options));
    expect(describeReport(result.report)).toBe(
      "Indlæst: 1 tavle, 1 linje, 1 tekst. 1 punkt har ingen tavlekode, som kataloget kender, og blev indlæst som tekst, ikke som tavle. " +
        "Udeladt: 3 objekter af en slags, planen ikke kan rumme; " +
        "4 oplysninger til afmærkningsplanen, som ikke kunne læses; " +
        "2 undertavler uden kode eller ud over de 4, en tavle kan bære; " +
        `1 værdi for lang til tavlen (over ${MAX_VALUE_LENGTH} tegn); ` +
        "1 afstand langs en linje uden for 0,5–500 m; " +
        "slutningen af 1 tekst over 200 tegn.",
    );
    const { saved } = await planWithDetails();
    const clean = imported(readProjectFile("plan.kml", projectToKml(saved), options));
    expect(describeReport(clean.report)).toBe("Indlæst: 1 tavle, 1 linje. Intet blev udeladt.");
  });

  it("counts GeoJSON's details it cannot read as well", () => {
    const file = JSON.stringify({
      type: "FeatureCollection",
      signagePlanner: {
        version: 2,
        title: "Bro",
        details: { planNumber: "TP-1", phone: 12345678, periodTo: "14/3/2027", extra: "x" },
      },
      features: [
        {
          type: "Feature",
          geometry: { type: "Point", coordinates: [12.5, 55.6] },
          properties: { code: "C55", value: "50" },
        },
      ],
    });
    const result = imported(readProjectFile("bro.geojson", file, options));
    expect(result.project.details).toEqual({ planNumber: "TP-1" });
    expect(describeReport(result.report)).toBe(
      "Came in: 1 sign. Left out: 3 plan document details that could not be read.",
    );
  });
});
