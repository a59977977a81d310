import { describe, expect, it } from "vitest";
import { storedProject } from "../support/stored-projects";
import { journeyEngine, moveCamera, onMap, openMap, pixelFor, seedStorage } from "./map-support";
import { browserForFile } from "./support/browser";

/**
 * Text labels that would cover each other on the map are moved apart (issue 25 item 7), on
 * either engine, as the printed map parts them (print-badges.test.ts): each still readable.
 */
const { fresh } = browserForFile({ width: 1280, height: 900 });

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.each(journeyEngine)("text labels on the map ($engine)", ({ baseURL }) => {
  it("are moved apart where they would cover each other, and back when there is room", async () => {
    const { page, errors } = await fresh(undefined, baseURL());
    const here = { lat: 55.68, lng: 12.59 };
    const project = storedProject({
      id: "labels01",
      title: "Labels",
      plan: {
        labels: [
          { id: "t1", position: here, text: "Pit" },
          { id: "t2", position: { lat: here.lat + 0.00001, lng: here.lng }, text: "Crane" },
          { id: "t3", position: { lat: here.lat, lng: here.lng + 0.00002 }, text: "Skip" },
        ],
      },
      mapState: { center: here, zoom: 15 },
    });
    await seedStorage(page, project.storage);
    await openMap(page);
    const boxes = async () =>
      (await Promise.all(
        ["Pit", "Crane", "Skip"].map(
          async (text) =>
            (await onMap(page)
              .getByRole("button", { name: `Text: ${text}` })
              .boundingBox()) as Box,
        ),
      )) as [Box, Box, Box];
    // At zoom 15 the three stand within a metre or two: a pixel apart, each readable.
    await expect
      .poll(async () => {
        const [pit, crane, skip] = await boxes();
        return [overlap(pit, crane), overlap(pit, skip), overlap(crane, skip)];
      })
      .toEqual([false, false, false]);
    // Zoomed far in there is room: each stands centred on its own place again.
    await moveCamera(page, { center: here, zoom: 21 });
    await expect
      .poll(async () => {
        const [pit] = await boxes();
        const at = await pixelFor(page, here);
        return Math.round(Math.hypot(pit.x + pit.width / 2 - at.x, pit.y + pit.height / 2 - at.y));
      })
      .toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  });
});
