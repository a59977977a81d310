import { describe, expect, it } from "vitest";
import { fitCamera, nominalScale, projector, scaleBar } from "../../client/features/print/map-fit";
import { measureShapes, signSchedule } from "../../client/features/print/plan-document";
import { signListCsv, signListFileName } from "../../client/features/print/sign-list-csv";
import { utm32 } from "../../client/features/print/utm32";
import { fencePanels } from "../../client/lib/kit-lines";
import type { Marker } from "../../client/lib/marker-model";
import type { PlanShape } from "../../client/lib/plan-model";
import { readCsv as parse } from "../support/csv";
import { latLngs } from "../support/stored-projects";

const names: Record<string, string> = {
  A39: "Roadworks",
  C55: "Local speed limit",
  U1: "Distance",
};
const nameOf = (code: string) => names[code];

const markers: Marker[] = [
  {
    id: "a",
    signCode: "A39",
    position: { lat: 55.6761, lng: 12.5901 },
    label: 'Start; "north" end',
    rotation: 90,
    subSigns: [{ code: "U1", text: "200 m" }],
  },
  { id: "b", signCode: "C55", position: { lat: 55.67712345, lng: -0.5 }, note: "=SUM(A1)" },
  { id: "c", signCode: "A39", position: { lat: -33.9, lng: 151.2 }, label: "Line\nbreak" },
  { id: "d", signCode: "X99", position: { lat: 0, lng: 0 } },
];

const input = {
  title: "Harbour bridge",
  details: { planNumber: "TP-17", location: "Knippelsbro" },
  schedule: signSchedule(markers, nameOf),
};

/** The title block's rows of `input` (plan number and location given, the rest empty). */
const TITLE_BLOCK_EN = [
  ["Project", "Harbour bridge"],
  ...["Description", "Road authority", "Case number"].map((word) => [word, ""]),
  ["Plan number", "TP-17"],
  ...["Revision", "Protection level"].map((word) => [word, ""]),
  ["Location or road", "Knippelsbro"],
  ...["Stationing", "Period from", "Period to", "Working hours", "Responsible", "Phone"].map(
    (word) => [word, ""],
  ),
  ["Applicant or contractor", ""],
];
const TITLE_BLOCK_DA = [
  ["Projekt", "Harbour bridge"],
  ...["Beskrivelse", "Vejmyndighed", "Sagsnummer"].map((word) => [word, ""]),
  ["Plannummer", "TP-17"],
  ...["Revision", "Beskyttelsesniveau"].map((word) => [word, ""]),
  ["Sted eller vej", "Knippelsbro"],
  ...["Stationering", "Arbejdsperiode fra", "Arbejdsperiode til", "Arbejdstid"].map((word) => [
    word,
    "",
  ]),
  ...["Ansvarlig", "Telefon", "Ansøger eller firma"].map((word) => [word, ""]),
];

/** The headings of the English sign list's columns. */
const LIST_HEADINGS_EN = [
  ...["No.", "Code", "On the face", "Name", "Sub-signs", "Rotation (°)"],
  ...["Latitude", "Longitude", "UTM32 easting (m)", "UTM32 northing (m)", "Label", "Note"],
];

/** The codes as the CSV writes them: Danish with a space and a decimal comma. */
const CODES = {
  en: { A39: "A39", C55: "C55", U1: "U1", X99: "X99" },
  da: { A39: "A 39", C55: "C 55", U1: "U 1", X99: "X 99" },
};

/** The list's rows of the four signs, with `language`'s decimal mark and codes. */
function signRows(language: "da" | "en") {
  const code = CODES[language];
  const decimal = (cell: string) => (language === "da" ? cell.replace(".", ",") : cell);
  // The first sign is in Copenhagen (UTM zone 32N, print-utm32.test.ts); the others are far
  // from Denmark, where no zone-32 coordinate is given.
  const first = utm32({ lat: 55.6761, lng: 12.5901 });
  const utm = [first?.easting.toFixed(2) ?? "?", first?.northing.toFixed(2) ?? "?"];
  return [
    [
      "1",
      code.A39,
      "",
      "Roadworks",
      `${code.U1} (200 m)`,
      "90",
      "55.676100",
      "12.590100",
      ...utm,
      'Start; "north" end',
      "",
    ],
    // C 55 without a value of its own shows its picture's 60.
    [
      "2",
      code.C55,
      "60",
      "Local speed limit",
      "",
      "0",
      "55.677123",
      "-0.500000",
      "",
      "",
      "",
      "'=SUM(A1)",
    ],
    [
      "3",
      code.A39,
      "",
      "Roadworks",
      "",
      "0",
      "-33.900000",
      "151.200000",
      "",
      "",
      "Line\nbreak",
      "",
    ],
    ["4", code.X99, "", "", "", "0", "0.000000", "0.000000", "", "", "", ""],
  ].map((row) =>
    // Latitude, longitude, easting and northing (the 7th to 10th cells) carry the decimal mark.
    row.map((cell, column) => (column >= 6 && column <= 9 ? decimal(cell) : cell)),
  );
}

describe("the sign list CSV", () => {
  it("numbers the signs in plan order and counts each code as a sign and as a sub-sign", () => {
    expect(input.schedule.signs.map((sign) => [sign.number, sign.code, sign.name])).toEqual([
      [1, "A39", "Roadworks"],
      [2, "C55", "Local speed limit"],
      [3, "A39", "Roadworks"],
      [4, "X99", ""],
    ]);
    expect(input.schedule.counts).toEqual([
      { code: "A39", name: "Roadworks", signs: 2, subSigns: 0, alongLines: 0, firstNumber: 1 },
      {
        code: "C55",
        value: "60",
        name: "Local speed limit",
        signs: 1,
        subSigns: 0,
        alongLines: 0,
        firstNumber: 2,
      },
      { code: "U1", value: "200 m", name: "Distance", signs: 0, subSigns: 1, alongLines: 0 },
      { code: "X99", name: "", signs: 1, subSigns: 0, alongLines: 0, firstNumber: 4 },
    ]);
  });

  it("for a Danish spreadsheet: BOM, semicolons, decimal comma, Danish headings and codes, CRLF", () => {
    const csv = signListCsv(input, "da");
    expect(csv.startsWith("\uFEFFProjekt;Harbour bridge\r\n")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(parse(csv.slice(1), ";")).toEqual([
      ...TITLE_BLOCK_DA,
      [""],
      ["Antal pr. tavle"],
      ["Kode", "På tavlen", "Navn", "Tavler", "Som undertavler", "Langs linjer", "I alt"],
      ["A 39", "", "Roadworks", "2", "0", "0", "2"],
      ["C 55", "60", "Local speed limit", "1", "0", "0", "1"],
      ["U 1", "200 m", "Distance", "0", "1", "0", "1"],
      ["X 99", "", "", "1", "0", "0", "1"],
      ["I alt", "", "", "4", "1", "0", "5"],
      [""],
      ["Tavler på planen"],
      [
        "Nr.",
        "Kode",
        "På tavlen",
        "Navn",
        "Undertavler",
        "Retning (°)",
        "Breddegrad",
        "Længdegrad",
        "UTM32 øst (m)",
        "UTM32 nord (m)",
        "Tekst",
        "Note",
      ],
      ...signRows("da"),
    ]);
    // The separator inside a text is quoted, quotes doubled.
    expect(csv).toContain(';"Start; ""north"" end";');
  });

  it("for an English spreadsheet: BOM, commas, decimal point, English headings", () => {
    const csv = signListCsv(input, "en");
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const rows = parse(csv.slice(1), ",");
    const counts = TITLE_BLOCK_EN.length + 1;
    expect(rows.slice(0, counts + 2)).toEqual([
      ...TITLE_BLOCK_EN,
      [""],
      ["Count per sign"],
      ["Code", "On the face", "Name", "Signs", "As sub-signs", "Along lines", "Total"],
    ]);
    expect(rows[counts + 6]).toEqual(["Total", "", "", "4", "1", "0", "5"]);
    expect(rows[counts + 9]).toEqual(LIST_HEADINGS_EN);
    expect(rows.slice(counts + 10)).toEqual(signRows("en"));
    expect(csv).toContain(',"Start; ""north"" end",');
  });

  it("of an empty plan has the headings and zero totals", () => {
    const empty = { title: "Empty", schedule: signSchedule([], nameOf) };
    expect(parse(signListCsv(empty, "en").slice(1), ",")).toEqual([
      // Every field of the title block, as the printed block has them: empty ones too.
      ["Project", "Empty"],
      ...TITLE_BLOCK_EN.slice(1).map(([word]) => [word, ""]),
      [""],
      ["Count per sign"],
      ["Code", "On the face", "Name", "Signs", "As sub-signs", "Along lines", "Total"],
      ["Total", "", "", "0", "0", "0", "0"],
      [""],
      ["Signs in the plan"],
      LIST_HEADINGS_EN,
    ]);
  });

  it("counts each face value apart, and the kit along lines of kit (the count the map draws)", () => {
    const METRE = 1 / 111_195; // degrees of latitude per metre
    const start = { lat: 55.4, lng: 10.4 };
    const coneLine: PlanShape = {
      id: "cones",
      kind: "cone-line",
      // 160 m due north, in two legs.
      points: [
        start,
        { lat: start.lat + 100 * METRE, lng: 10.4 },
        { lat: start.lat + 160 * METRE, lng: 10.4 },
      ],
      spacing: 10,
      lampSpacing: 40,
    };
    const cylinders: PlanShape = {
      ...coneLine,
      id: "cylinders",
      item: "N44.1",
      spacing: undefined,
      lampSpacing: undefined,
    };
    // Barrier boards across a closure: no spacing in the rules, so none until one is set.
    const boards: PlanShape = { ...cylinders, id: "boards", kind: "closure", item: undefined };
    const spacedBoards: PlanShape = { ...boards, id: "spaced", item: "O44", spacing: 80 };
    const { shapes } = measureShapes([coneLine, cylinders, boards, spacedBoards], {
      builtUp: true,
    });
    const schedule = signSchedule(
      [
        { id: "a", signCode: "C55", value: "50", position: start },
        { id: "b", signCode: "C55", position: start },
        { id: "c", signCode: "C55", value: "50", position: start },
      ],
      nameOf,
      shapes,
    );
    expect(
      schedule.counts.map((entry) => [entry.code, entry.value, entry.signs, entry.alongLines]),
    ).toEqual([
      ["C55", "50", 2, 0],
      ["C55", "60", 1, 0],
      // 160 m at 10 m: 17 cones; lamps every 40 m: 5; cylinders at the built-up 6 m: 27.
      ["N44.1", undefined, 0, 27],
      ["N44.2", undefined, 0, 17],
      ["N46", undefined, 0, 5],
      // 160 m at 80 m: 3 boards.
      ["O44", undefined, 0, 3],
    ]);
    const rows = parse(signListCsv({ title: "Lane closure", schedule }, "en").slice(1), ",");
    expect(rows).toContainEqual(["N44.2", "", "", "0", "0", "17", "17"]);
    expect(rows).toContainEqual(["Total", "", "", "3", "0", "52", "55"]);
    // In Danish: the codes the Danish way, the values as the signs write them.
    const danish = parse(signListCsv({ title: "Vognbanespærring", schedule }, "da").slice(1), ";");
    expect(danish).toContainEqual(["C 55", "50", "Local speed limit", "2", "0", "0", "2"]);
    expect(danish).toContainEqual(["N 44,2", "", "", "0", "0", "17", "17"]);
  });

  it("carries the whole title block, the revisions and the lines and areas with their sizes, as the print does", () => {
    const line = latLngs([55.68, 12.59], [55.681, 12.59]);
    const square = latLngs([55.68, 12.59], [55.68, 12.591], [55.681, 12.591], [55.681, 12.59]);
    const { shapes, kinds } = measureShapes([
      { id: "s1", kind: "work-zone", points: square, label: "Udgravning; nord" },
      { id: "s2", kind: "cone-line", points: line },
      { id: "axis", kind: "road-axis", points: line },
      // A fence counts its panels once the planner gives their length: 111.2 m of 3.5 m
      // panels is 32; the other fence has none set and counts none.
      { id: "f1", kind: "fence", points: line, spacing: 3.5 },
      { id: "f2", kind: "fence", points: line },
    ]);
    const danishKinds: Record<string, string> = {
      "work-zone": "Arbejdsområde",
      "cone-line": "Keglerække",
      fence: "Afspærringshegn",
    };
    const csv = signListCsv(
      {
        title: "Vejarbejde Østerbro",
        description: "Ledningsarbejde",
        details: {
          roadAuthority: "Københavns Kommune",
          caseNumber: "2026-0412",
          planNumber: "TP-17",
          protectionLevel: "2",
          location: "Østerbrogade",
          stationing: "km 1,200–1,320",
          periodFrom: "2026-12-01",
          timeFrom: "07:00",
          periodTo: "2026-12-05",
          workingHours: "Man–fre 7–16",
          responsible: "Mette Jensen",
          phone: "+45 12 34 56 78",
          applicant: "Vej & Kabel ApS",
          revisions: [
            { label: "B", date: "2026-11-20", change: "C 55 flyttet" },
            { label: "A", date: "2026-11-10", change: "Første udgave" },
          ],
        },
        schedule: signSchedule([], nameOf, shapes),
        shapes: { measured: shapes, kinds, kindName: (kind) => danishKinds[kind] ?? kind },
      },
      "da",
    );
    const rows = parse(csv.slice(1), ";");
    expect(rows.slice(0, 21)).toEqual([
      ["Projekt", "Vejarbejde Østerbro"],
      ["Beskrivelse", "Ledningsarbejde"],
      ["Vejmyndighed", "Københavns Kommune"],
      ["Sagsnummer", "2026-0412"],
      ["Plannummer", "TP-17"],
      // The newest revision, as the printed block shows it.
      ["Revision", "B"],
      ["Beskyttelsesniveau", "2"],
      ["Sted eller vej", "Østerbrogade"],
      ["Stationering", "km 1,200–1,320"],
      ["Arbejdsperiode fra", "2026-12-01 07:00"],
      ["Arbejdsperiode til", "2026-12-05"],
      ["Arbejdstid", "Man–fre 7–16"],
      ["Ansvarlig", "Mette Jensen"],
      // A leading + would start a formula in a spreadsheet: written as text.
      ["Telefon", "'+45 12 34 56 78"],
      ["Ansøger eller firma", "Vej & Kabel ApS"],
      [""],
      ["Revisioner"],
      ["Rev.", "Dato", "Ændring"],
      ["B", "2026-11-20", "C 55 flyttet"],
      ["A", "2026-11-10", "Første udgave"],
      [""],
    ]);
    // The road axis is the planner's reference, not works: not listed, as on paper.
    const from = rows.findIndex((row) => row[0] === "Linjer og områder pr. type");
    const areaCell = (row: string[] | undefined) => Number(row?.at(-2)?.replace(",", "."));
    expect(rows[from - 1]).toEqual([""]);
    expect(rows.slice(from, from + 4)).toEqual([
      ["Linjer og områder pr. type"],
      ["Type", "Antal", "Længde (m)", "Areal (m²)", "Hegnselementer"],
      ["Keglerække", "1", "111,2", "", ""],
      ["Afspærringshegn", "2", "222,4", "", "32"],
    ]);
    expect(rows[from + 4]?.slice(0, 3)).toEqual(["Arbejdsområde", "1", ""]);
    // 111.2 m × 62.7 m, to a tenth of a square metre.
    expect(areaCell(rows[from + 4])).toBeCloseTo(111.2 * 62.7, -2);
    expect(rows.slice(from + 5, from + 8)).toEqual([
      [""],
      ["Linjer og områder på planen"],
      ["Nr.", "Type", "Tekst", "Længde (m)", "Areal (m²)", "Hegnselementer"],
    ]);
    expect(rows[from + 8]?.slice(0, 4)).toEqual(["A1", "Arbejdsområde", "Udgravning; nord", ""]);
    expect(areaCell(rows[from + 8])).toBeCloseTo(111.2 * 62.7, -2);
    expect(rows.slice(from + 9)).toEqual([
      ["L1", "Keglerække", "", "111,2", "", ""],
      ["L2", "Afspærringshegn", "", "111,2", "", "32"],
      ["L3", "Afspærringshegn", "", "111,2", "", ""],
    ]);
    // The separator inside a label is quoted.
    expect(csv).toContain('\r\nA1;Arbejdsområde;"Udgravning; nord";;');
  });

  it("is named after the project in characters every system accepts", () => {
    expect(signListFileName("Bro/vej: Ærø 2", "da")).toBe("Bro-vej-Aeroe-2-tavleliste.csv");
    expect(signListFileName("///", "en")).toBe("plan-sign-list.csv");
  });
});

describe("the plan's lines and areas", () => {
  it("are tagged L1… and A1…, measured in metres and square metres, totalled per kind", () => {
    // 0.001° of latitude is 111.2 m; a 0.001° × 0.001° square at 55.68° N is 111.2 × 62.7 m.
    const line = latLngs([55.68, 12.59], [55.681, 12.59]);
    const square = latLngs([55.68, 12.59], [55.68, 12.591], [55.681, 12.591], [55.681, 12.59]);
    const { shapes, kinds } = measureShapes([
      { id: "s1", kind: "work-zone", points: square, label: "Pit" },
      { id: "s2", kind: "cone-line", points: line },
      { id: "s3", kind: "cone-line", points: [...line, { lat: 55.682, lng: 12.59 }] },
    ]);
    expect(shapes.map((item) => [item.tag, item.shape.id, item.line])).toEqual([
      ["A1", "s1", false],
      ["L1", "s2", true],
      ["L2", "s3", true],
    ]);
    expect(shapes[0]?.size).toBeCloseTo(111.2 * 62.7, -2);
    expect(shapes[1]?.size).toBeCloseTo(111.2, 0);
    expect(shapes[2]?.size).toBeCloseTo(222.4, 0);
    expect(kinds).toEqual([
      { kind: "cone-line", line: true, count: 2, size: expect.closeTo(333.6, 0) },
      { kind: "work-zone", line: false, count: 1, size: expect.closeTo(6972, -2) },
    ]);
  });

  it("count a fence's panels from the panel length the planner set, the last one covering the rest", () => {
    expect(fencePanels({ kind: "fence", spacing: 3.5 }, 35)).toBe(10);
    // A hair over a whole number of panels is not one more panel…
    expect(fencePanels({ kind: "fence", spacing: 3.5 }, 35.000001)).toBe(10);
    // …but a metre is.
    expect(fencePanels({ kind: "fence", spacing: 3.5 }, 36)).toBe(11);
    // A short fence is still one panel.
    expect(fencePanels({ kind: "fence", spacing: 3.5 }, 1)).toBe(1);
    // No panel length, no count: no source gives one to default to.
    expect(fencePanels({ kind: "fence" }, 35)).toBeUndefined();
    // Another kind's spacing is its kit's, not panels.
    expect(fencePanels({ kind: "cone-line", spacing: 3.5 }, 35)).toBeUndefined();
  });
});

describe("the printed map's camera", () => {
  const size = { width: 800, height: 500 };
  it("fits every point inside the picture, clear of the padding", () => {
    const points = markers.slice(0, 2).map((marker) => marker.position);
    const tight = [
      { lat: 55.6761, lng: 12.5901 },
      { lat: 55.6781, lng: 12.5921 },
    ];
    for (const set of [tight, points]) {
      const camera = fitCamera(set, size, { padding: 40 });
      if (!camera) throw new Error("no camera");
      const at = projector(camera, size);
      const xy = set.map(at);
      for (const { x, y } of xy) {
        expect(x).toBeGreaterThanOrEqual(40 - 1e-6);
        expect(x).toBeLessThanOrEqual(760 + 1e-6);
        expect(y).toBeGreaterThanOrEqual(40 - 1e-6);
        expect(y).toBeLessThanOrEqual(460 + 1e-6);
      }
      // One side touches the padding: the fit is tight.
      const touches = xy.some(({ x, y }) => Math.abs(x - 40) < 1e-3 || Math.abs(y - 40) < 1e-3);
      expect(touches).toBe(true);
    }
  });

  it("zooms no closer than street level on one sign, and has no camera for no signs", () => {
    expect(fitCamera([{ lat: 55.6761, lng: 12.5901 }], size)).toEqual({
      center: { lat: expect.closeTo(55.6761, 9), lng: expect.closeTo(12.5901, 9) },
      zoom: 19,
    });
    expect(fitCamera([], size)).toBeNull();
    expect(
      fitCamera(
        [
          { lat: 1, lng: 1 },
          { lat: 2, lng: 2 },
        ],
        size,
        { wholeZoom: true },
      )?.zoom,
    ).toBe(
      Math.floor(
        fitCamera(
          [
            { lat: 1, lng: 1 },
            { lat: 2, lng: 2 },
          ],
          size,
        )?.zoom ?? 0,
      ),
    );
  });

  it("measures a round scale bar and the paper scale", () => {
    // Zoom 17 at 55.68° N: 2π·6378137·cos(55.68°) / (256·2¹⁷) = 0.6727 m per pixel.
    const camera = { center: { lat: 55.68, lng: 12.59 }, zoom: 17 };
    const bar = scaleBar(camera, 200);
    expect(bar.metres).toBe(100);
    expect(bar.pixels).toBeCloseTo(100 / 0.6727, 0);
    // 0.6727 m per CSS pixel of 0.26458 mm: 1:2,542, two figures kept.
    expect(nominalScale(camera)).toBe(2500);
  });
});
