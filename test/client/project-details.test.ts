import { describe, expect, it } from "vitest";
import { describeReport } from "../../client/features/dashboard/dashboard-actions";
import {
  projectToGeoJson,
  projectToKml,
  readProjectFile,
} from "../../client/features/projects/project-files";
import { chooseLocale, prepareTranslations } from "../../client/lib/i18n";
// A project list and current project exactly as the build before the title block's new
// fields wrote them (its seven details); kept out of the formatter (biome.json).
import oldCurrentProject from "../fixtures/storage/v2-details-current-project.json?raw";
import oldProjects from "../fixtures/storage/v2-details-projects.json?raw";
import { emptyPlan } from "../support/stored-projects";
import { loadStores, stored, storedProjects } from "./persistence-support";
import { imported, saveWithDetails } from "./project-files-support";

/**
 * The plan document's title block (issue 25 item 4): the road authority and its case number,
 * the stationing, the times of the period, the working hours, the protection level and the
 * plan's revisions are kept with the project, beside the details it had, and travel in
 * GeoJSON and KML; what a file brings that cannot be read is left out and counted.
 */

const OLD_DETAILS = {
  location: "Knippelsbro, Christianshavn",
  periodFrom: "2027-03-01",
  periodTo: "2027-03-14",
  responsible: "Ane Jensen",
  phone: "+45 12 34 56 78",
  applicant: "Broværket A/S",
  planNumber: "TP-2027-017",
};

/** Every field of the title block, with text XML must escape. */
const DETAILS = {
  ...OLD_DETAILS,
  roadAuthority: "Københavns Kommune <Teknik & Miljø>",
  caseNumber: "2027-0123456",
  stationing: "km 12,300–12,420",
  timeFrom: "07:00",
  timeTo: "16:30",
  workingHours: "Man–fre 7–16",
  protectionLevel: "3",
  revisions: [
    { label: "C", date: "2027-02-20", change: `Omkørsel flyttet til "Torvegade"` },
    { label: "B", change: "A 39 tilføjet ved nordenden" },
    { label: "A", date: "2027-02-01" },
  ],
};

const options = { knownSignCodes: new Set(["A39", "C55"]) };

function storeOldProject() {
  const projects = oldProjects.trim();
  localStorage.setItem("projects", projects);
  localStorage.setItem("current-project", oldCurrentProject.trim());
  const [project] = JSON.parse(projects) as { data: { markers: unknown[] } }[];
  localStorage.setItem("markers", JSON.stringify(project?.data.markers));
  return projects;
}

/** A saved project with a sign and every detail of the title block. */
async function planWithDetails() {
  const { markers, projects } = await loadStores();
  markers.addMarker({ position: { lat: 55.69, lng: 12.55 }, signCode: "A39" });
  const saved = saveWithDetails(projects, "Knippelsbro", DETAILS);
  return { projects, saved };
}

describe("the title block's details as stored", () => {
  it("load unchanged from the build before, and the new fields are kept beside them", async () => {
    const written = storeOldProject();
    const first = await loadStores();
    const project = first.projects.$projects.get()[0];
    expect(project?.details).toEqual(OLD_DETAILS);
    expect(first.projects.$currentProject.get()?.details).toEqual(OLD_DETAILS);
    // Read once into the new layout (issue 38), the details as they were.
    first.storage.flushStorage();
    expect(storedProjects()).toMatchObject([{ id: project?.id, details: OLD_DETAILS }]);

    if (!project) throw new Error("no project");
    first.projects.saveProjectPlanDetails(project, { ...project.details, ...DETAILS });
    window.dispatchEvent(new PageTransitionEvent("pagehide"));
    expect(storedProjects()).toMatchObject([{ id: project.id, details: DETAILS }]);
    expect(stored("current-project")).toMatchObject({ details: DETAILS });

    const second = await loadStores();
    expect(second.projects.$projects.get()[0]?.details).toEqual(DETAILS);
    expect(second.projects.$currentProject.get()?.details).toEqual(DETAILS);
    // The rest of the project is as the build before wrote it.
    const before = JSON.parse(written)[0];
    expect({ ...(storedProjects() as object[])[0], details: undefined }).toEqual({
      ...before,
      data: { ...before.data, ...emptyPlan, version: 2 },
      details: undefined,
    });
  });

  it("are trimmed, empty ones and revisions without a label left out; a newer build's field is kept", async () => {
    const { projects } = await loadStores();
    const project = projects.createProject({ title: "Odd" });
    projects.saveProjectPlanDetails(project, {
      roadAuthority: "  Vejdirektoratet ",
      caseNumber: "",
      revisions: [
        { label: " B ", date: "", change: " Ny omkørsel " },
        { label: "  ", change: "no label" },
        { label: "A", date: "2027-01-02", change: "" },
      ],
    });
    const kept = {
      roadAuthority: "Vejdirektoratet",
      revisions: [
        { label: "B", change: "Ny omkørsel" },
        { label: "A", date: "2027-01-02" },
      ],
    };
    expect(projects.$currentProject.get()?.details).toEqual(kept);

    window.dispatchEvent(new PageTransitionEvent("pagehide"));
    const raw = stored("projects") as { version: 2; projects: Record<string, unknown>[] };
    localStorage.setItem(
      "projects",
      JSON.stringify({
        ...raw,
        projects: raw.projects.map((item) => ({
          ...item,
          details: { ...kept, weather: "Dry", revisions: [...kept.revisions, 7], lanes: 2 },
        })),
      }),
    );
    const second = await loadStores();
    // Not text (a number): dropped, not the project; a text field of a newer build: kept.
    expect(second.projects.$projects.get()[0]?.details).toEqual({ ...kept, weather: "Dry" });
  });
});

describe("the title block's details in files", () => {
  it("come back from GeoJSON as they went, nothing left out", async () => {
    const { projects, saved } = await planWithDetails();
    const geojson = projectToGeoJson(saved);
    expect(geojson.signagePlanner.details).toEqual(DETAILS);
    const result = imported(readProjectFile("plan.geojson", JSON.stringify(geojson), options));
    expect(result.project.details).toEqual(DETAILS);
    expect(projects.addProject(result.project).details).toEqual(DETAILS);
    expect(describeReport(result.report)).toBe("Came in: 1 sign. Nothing was left out.");
  });

  it("travel in KML as one versioned Data a field, the revisions as one list, and come back", async () => {
    const { saved } = await planWithDetails();
    const kml = projectToKml(saved);
    const document = new DOMParser().parseFromString(kml, "application/xml");
    expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
    const data = [...(document.documentElement.firstElementChild?.children ?? [])]
      .find((child) => child.localName === "ExtendedData")
      ?.getElementsByTagName("Data");
    const fields = [...(data ?? [])].map((item) => [
      item.getAttribute("name"),
      item.getElementsByTagName("displayName")[0]?.textContent,
      item.getElementsByTagName("value")[0]?.textContent,
    ]);
    const v1 = "signagePlanner.details.v1";
    expect(fields.slice(7)).toEqual([
      [`${v1}.roadAuthority`, "Road authority", DETAILS.roadAuthority],
      [`${v1}.caseNumber`, "Case number", DETAILS.caseNumber],
      [`${v1}.stationing`, "Stationing", DETAILS.stationing],
      [`${v1}.timeFrom`, "Starting time", "07:00"],
      [`${v1}.timeTo`, "Ending time", "16:30"],
      [`${v1}.workingHours`, "Working hours", DETAILS.workingHours],
      [`${v1}.protectionLevel`, "Protection level (1–8)", "3"],
      [`${v1}.revisions`, "Revisions", JSON.stringify(DETAILS.revisions)],
    ]);
    const result = imported(readProjectFile("plan.kml", kml, options));
    expect(result.project.details).toEqual(DETAILS);
    expect(describeReport(result.report)).toBe("Came in: 1 sign. Nothing was left out.");
  });

  it("name the fields in Danish in a Danish KML export", async () => {
    chooseLocale("da");
    await prepareTranslations();
    const { saved } = await planWithDetails();
    const kml = projectToKml(saved);
    for (const name of ["Vejmyndighed", "Sagsnummer", "Stationering", "Arbejdstid"])
      expect(kml).toContain(`<displayName>${name}</displayName>`);
    expect(kml).toContain("<displayName>Beskyttelsesniveau (1–8)</displayName>");
  });

  it("leave out what cannot be read, by count: a time, a level, a case number too long, revisions", () => {
    const revisions = [
      { label: "12", date: "2027-03-20", change: "Kept", colour: "red" },
      { label: "", change: "no label" },
      { label: "123456789", change: "label too long" },
      { label: "11", date: "20/3/2027", change: "x".repeat(101) },
      "not a revision",
      ...Array.from({ length: 10 }, (_, index) => ({ label: String(10 - index) })),
    ];
    const file = JSON.stringify({
      type: "FeatureCollection",
      signagePlanner: {
        version: 2,
        title: "Bro",
        details: {
          roadAuthority: "Vejdirektoratet",
          caseNumber: "1".repeat(61),
          timeFrom: "7am",
          timeTo: "24:00",
          protectionLevel: 9,
          workingHours: 7,
          stationing: "km 1,2",
          revisions,
        },
      },
      features: [
        {
          type: "Feature",
          geometry: { type: "Point", coordinates: [12.5, 55.6] },
          properties: { code: "C55" },
        },
      ],
    });
    const result = imported(readProjectFile("bro.geojson", file, options));
    expect(result.project.details).toEqual({
      roadAuthority: "Vejdirektoratet",
      stationing: "km 1,2",
      revisions: [
        { label: "12", date: "2027-03-20", change: "Kept" },
        { label: "11" },
        ...Array.from({ length: 8 }, (_, index) => ({ label: String(10 - index) })),
      ],
    });
    // 5 fields; the revisions' unknown colour, a date and a change; 3 revisions that are
    // none (no label, too long, not an object) and 2 beyond the 10 a plan lists.
    expect(describeReport(result.report)).toBe(
      "Came in: 1 sign. Left out: 13 plan document details that could not be read.",
    );

    // A level written as a number is read as its text; the revisions as KML has them, too.
    const level = JSON.stringify({
      type: "FeatureCollection",
      signagePlanner: {
        details: { protectionLevel: 8, revisions: JSON.stringify([{ label: "A" }]) },
      },
      features: [
        {
          type: "Feature",
          geometry: { type: "Point", coordinates: [12.5, 55.6] },
          properties: { code: "C55" },
        },
      ],
    });
    expect(imported(readProjectFile("level.geojson", level, options)).project.details).toEqual({
      protectionLevel: "8",
      revisions: [{ label: "A" }],
    });
  });
});
