import { fireEvent, render, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { MapSign } from "../../client/features/map/map-sign";
import { TextLabel } from "../../client/features/plan/text-label";
import type { NumberedSign } from "../../client/features/print/plan-document";
import { PrintMap } from "../../client/features/print/print-map";
import type { MapPort } from "../../client/lib/map-port";
import type { Marker } from "../../client/lib/marker-model";
import type { PlanLabel } from "../../client/lib/plan-model";

/**
 * Signs, their plates and text labels are drawn by one renderer on screen and on paper
 * (issue 24 item 4): lib/plan-drawing's SignFigure and LabelFigure, each wrapped here in a
 * marked group, so a side that drew a sign or a label its own way would show no mark.
 */
vi.mock("../../client/lib/plan-drawing/sign-figure", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../client/lib/plan-drawing/sign-figure")>();
  return { ...real, SignFigure: await marked("sign", real.SignFigure) };
});
vi.mock("../../client/lib/plan-drawing/label-figure", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../client/lib/plan-drawing/label-figure")>();
  return { ...real, LabelFigure: await marked("label", real.LabelFigure) };
});

/** `figure` drawn inside a group marked with its kind. */
async function marked<P extends object>(kind: string, figure: (props: P) => ReactNode) {
  const { createElement } = await import("react");
  return (props: P) => createElement("g", { "data-figure": kind }, createElement(figure, props));
}

const here = { lat: 55.68, lng: 12.59 };
const port = { track: () => () => {} } as unknown as MapPort;

/** A warning sign with a distance plate (its face), a text plate and a picture plate. */
const marker: Marker = {
  id: "m1",
  position: here,
  signCode: "A39",
  rotation: 90,
  subSigns: [
    { code: "U1.1", text: "150 m" },
    { code: "U7", text: "Kørebane spærret" },
    { code: "U4.1" },
  ],
};
const label: PlanLabel = {
  id: "t1",
  position: { lat: here.lat - 0.0005, lng: here.lng },
  text: "Pit",
};

const printed: NumberedSign = {
  number: 1,
  id: marker.id,
  code: marker.signCode,
  name: "Road works",
  subSigns: marker.subSigns ?? [],
  rotation: 90,
  position: here,
};

/** What a reader sees of each marked figure inside `root`: its texts and its pictures. */
function figures(root: Element, kind: "sign" | "label") {
  return [...root.querySelectorAll(`[data-figure="${kind}"]`)].map((figure) => ({
    texts: [...figure.querySelectorAll("text")].map((text) => text.textContent),
    pictures: [...figure.querySelectorAll("image")].map((image) => image.getAttribute("href")),
  }));
}

function printMap() {
  return render(
    <PrintMap
      camera={{ center: here, zoom: 17 }}
      size={{ width: 600, height: 400 }}
      signs={[printed]}
      shapes={[]}
      labels={[label]}
    />,
  ).container;
}

describe("the plan's signs and labels on screen and on paper", () => {
  it("draw a sign with its plates by the same figure: the same plate texts and pictures", async () => {
    const onScreen = render(
      <MapSign marker={marker} size={48} selected={false} port={port} />,
    ).container;
    const onPaper = printMap().querySelector(".print-map-signs") as Element;
    const expected = {
      texts: ["150 m", "Kørebane spærret"],
      pictures: ["/signs/A39.svg", "/signs/U1.1.svg", "/signs/U4.1.svg"],
    };
    // The map loads the face renderer for the plate's "150 m" as a chunk of its own.
    await waitFor(() => expect(figures(onScreen, "sign")).toEqual([expected]));
    expect(figures(onPaper, "sign")).toEqual([expected]);
    // Each look keeps the classes its styles and tests know.
    expect(onScreen.querySelector(".map-sign svg.sign-picture .map-sub-sign-plate")).not.toBeNull();
    expect(onPaper.querySelector(".print-map-plates .print-map-plate")).not.toBeNull();
  });

  it("show a box with the sign's code where its picture cannot be loaded", () => {
    const onScreen = render(
      <MapSign marker={{ ...marker, subSigns: [] }} size={48} selected={false} port={port} />,
    ).container;
    fireEvent.error(onScreen.querySelector("image") as Element);
    expect(onScreen.querySelector(".sign-fallback text")?.textContent).toBe("A39");
  });

  it("draw a text label by the same figure: its text, boxed on screen, haloed on paper", () => {
    const onScreen = render(<TextLabel label={label} selected={false} port={port} />).container;
    const onPaper = printMap().querySelector(".print-map-shapes") as Element;
    expect(figures(onScreen, "label")).toEqual([{ texts: ["Pit"], pictures: [] }]);
    expect(figures(onPaper, "label")).toEqual([{ texts: ["Pit"], pictures: [] }]);
    expect(onScreen.querySelector(".map-text-label rect")).not.toBeNull();
    expect(onPaper.querySelector("text.print-map-label")?.getAttribute("paint-order")).toBe(
      "stroke",
    );
  });
});
