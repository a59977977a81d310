import { describe, expect, it } from "vitest";
import notice from "../../client/features/signs/data/NOTICE.md?raw";
import data from "../../client/features/signs/data/signs.json";
import danish from "../../client/features/signs/messages.da.json";
import {
  displayCode,
  normaliseForSearch,
  searchSigns,
  signName,
  toSigns,
} from "../../client/features/signs/sign-catalogue";

const signs = toSigns(data.signs);
const codes = (query: string) => searchSigns(signs, query).map((sign) => sign.code);

describe("the catalogue in Danish", () => {
  it("writes codes the Danish way and names signs by the regulation", () => {
    expect(displayCode("A39", "da")).toBe("A 39");
    expect(displayCode("C11.1", "da")).toBe("C 11,1");
    expect(displayCode("UA99", "da")).toBe("UA 99");
    expect(displayCode("C11.1", "en")).toBe("C11.1");
    const a39 = signs.find((sign) => sign.code === "A39");
    expect(a39 && signName(a39, "da")).toBe("Vejarbejde");
    expect(a39 && signName(a39, "en")).toBe("Roadworks");
    // Without a sourced Danish name, a Danish page names the sign's kind, not its English name.
    const uc56 = signs.find((sign) => sign.code === "UC56");
    expect(uc56 && signName(uc56, "da")).toBe("Undertavle");
    expect(uc56 && signName(uc56, "en")).toBe("Built up area subpanel");
    const hotel = signs.find((sign) => sign.code === "M42");
    expect(hotel && signName(hotel, "da")).toBe("Servicetavle");
  });

  it("finds a sign by its code with or without the space, in either case", () => {
    for (const query of ["A39", "a39", "A 39", "a 39", " a  39 "])
      expect(codes(query)[0]).toBe("A39");
    expect(codes("C 11,1")).toEqual(["C11.1"]);
    expect(codes("c11.1")).toEqual(["C11.1"]);
    // A code finds its variants, the exact one first.
    expect(codes("C11").slice(0, 2)).toEqual(["C11.1", "C11.2"]);
    expect(codes("D 11")[0]).toBe("D11.1");
  });

  it("finds a sign by its Danish or English name, ignoring case and accents", () => {
    expect(codes("vejarbejde")).toContain("A39");
    expect(codes("VEJARBEJDE")).toContain("A39");
    expect(codes("roadworks")).toContain("A39");
    // æ, ø and å match themselves and their spelled-out forms ae, oe, aa.
    expect(codes("løse sten")).toContain("A33");
    expect(codes("loese sten")).toContain("A33");
    expect(codes("påbudt kørselsretning")).toContain("D12");
    expect(codes("paabudt koerselsretning")).toContain("D12");
    expect(codes("Færge")).toContain("M11");
    expect(codes("faerge")).toContain("M11");
    expect(codes("hojresving")).toEqual([]);
    expect(normaliseForSearch("Højresving")).toBe("hoejresving");
    expect(codes("højresving forbudt")).toEqual(["C11.1"]);
  });

  it("finds subpanels and guide signs by the Danish names added from BEK 425", () => {
    expect(codes("forvarsling for stop")).toEqual(["UB11.1"]);
    expect(codes("standsning på rabat forbudt")).toEqual(["UC60.5"]);
    expect(codes("motortrafikvej")).toEqual(["E43", "E45"]);
    expect(codes("kommunegraensetavle")).toEqual(["H47"]);
  });

  it("finds the road-works equipment by its Danish or English name and by its code", () => {
    expect(codes("kegle")).toEqual(["N44.2"]);
    expect(codes("markeringskegle")).toEqual(["N44.2"]);
    expect(codes("cone")).toEqual(["N44.2"]);
    expect(codes("spærrebomme")).toEqual(["O43", "O44", "O45"]);
    expect(codes("spaerrebomme")).toEqual(["O43", "O44", "O45"]);
    expect(codes("gult blink")).toEqual(["Z93"]);
    expect(codes("hovedsignal")).toContain("X11");
    expect(codes("X 11")).toEqual(["X11"]);
    expect(codes("N 44,2")).toEqual(["N44.2"]);
    expect(codes("n44")).toEqual(["N44.1", "N44.2", "N44.3"]);
    // The category's name, in the language shown, finds the whole kit.
    expect(codes("roadworks equipment")).toHaveLength(14);
    // The example the search field gives, "roadworks", finds A 39 and the whole kit.
    expect(codes("roadworks")).toEqual(["A39", ...codes("roadworks equipment")]);
    expect(searchSigns(signs, "vejarbejdsudstyr", [danish["signs/categories"]])).toHaveLength(14);
    const cone = signs.find((sign) => sign.code === "N44.2");
    expect(cone && `${displayCode(cone.code, "da")} ${signName(cone, "da")}`).toBe(
      "N 44,2 Markeringskegle",
    );
  });

  it("finds the general subpanels by the regulation's description and the route numbers by their group", () => {
    expect(codes("tilstødende vej")).toEqual(["U6.3", "U6.4"]);
    expect(codes("tilstoedende vej")).toEqual(["U6.3", "U6.4"]);
    expect(codes("afstanden til det sted")).toEqual(["U1.1", "U1.2"]);
    expect(codes("visse klokkeslæt")).toEqual(["U3.1", "U3.2", "U3.3", "U3.4", "U3.5", "U3.6"]);
    expect(codes("visse klokkeslaet")).toEqual(["U3.1", "U3.2", "U3.3", "U3.4", "U3.5", "U3.6"]);
    expect(codes("separat pilsignal mod højre")).toEqual(["U7"]);
    expect(codes("separat pilsignal mod hoejre")).toEqual(["U7"]);
    expect(codes("rutenumre")).toEqual(["L41", "L42", "L43", "L44"]);
    const u11 = signs.find((sign) => sign.code === "U1.1");
    expect(u11 && `${displayCode(u11.code, "da")} ${signName(u11, "da")}`).toBe(
      "U 1,1 Afstanden til det sted på vejen, hvorfra hovedtavlens angivelse gælder (hvid plade)",
    );
    // The white and the blue plates share the regulation's description; the colour tells them apart.
    expect(codes("blå plade")).toEqual(["U1.2", "U2.2"]);
    expect(codes("distance plate blue")).toEqual(["U1.2", "U2.2"]);
  });
});

describe("the Danish names in the data", () => {
  const named = signs.filter((sign) => sign.nameDa);

  it("are as many as NOTICE.md says, each a trimmed name without a closing full stop", () => {
    const stated = notice.match(/(\d+) of the (\d+) signs have a Danish name/);
    expect(Number(stated?.[1])).toBe(named.length);
    expect(Number(stated?.[2])).toBe(signs.length);
    expect(named).toHaveLength(296);
    for (const sign of named) expect(sign.nameDa).toMatch(/^\S(.*\S)?$/);
    for (const sign of named) expect(sign.nameDa).not.toMatch(/\.$/);
  });
});
