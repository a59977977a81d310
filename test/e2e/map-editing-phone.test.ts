import { describe, expect, it } from "vitest";
import * as map from "./map-support";
import { browserForFile } from "./support/browser";

// Issue 22 on a phone, in Danish, on both engines: find the place, choose a sign in the
// palette, place it with the Sign tool beside the road axis (it faces its traffic, its
// editor a sheet in view), and turn it about with the sheet's button. Touch taps throughout,
// on a 360 px screen, as many Android phones have: the narrowest the tools fit in a row.

const phone = { width: 360, height: 780 };
const { browser, keep } = browserForFile(phone);

type StoredMarker = { signCode: string; rotation?: number };
const markersOf = (value: unknown) => (value ?? []) as StoredMarker[];

// Open country south-east of Odense, kilometres from the local style's roads.
const fields = { lat: 55.38, lng: 10.45 };
const at = (east: number, north: number) => map.offsetFrom(fields, east, north);

describe.each(map.engines)("redigering på en telefon ($engine)", ({ engine }) => {
  it("søger stedet, vælger en tavle i paletten, sætter den op mod trafikken og vender den", async () => {
    const { page, errors } = await map.openDanishMap(
      { browser, keep },
      { engine, phone, touch: true },
    );
    // The eight tools clear of MapLibre's zoom buttons at the map's top right (36 px tools
    // ran under "Zoom ind"; Google's own buttons are at the map's foot).
    const tools = await page.getByRole("toolbar", { name: "Tegneværktøjer" }).boundingBox();
    if (engine === "maplibre") {
      const zoom = await page.getByRole("button", { name: "Zoom ind" }).boundingBox();
      expect(tools && zoom && tools.x + tools.width <= zoom.x).toBe(true);
    }
    expect(tools && tools.height < 60).toBe(true);
    const tap = async (where: map.LatLng) => {
      const { x, y } = await map.pixelFor(page, where);
      await page.touchscreen.tap(x, y);
    };

    // Find the place: suggestions as one types, a tap on one goes there.
    const search = page.getByRole("searchbox", { name: "Søg adresse eller sted" });
    await search.tap();
    await search.fill("Vesterg");
    const option = page.getByRole("listbox", { name: "Forslag" }).getByRole("option").first();
    await option.tap();
    await expect
      .poll(async () =>
        map.groundDistance((await map.mapState(page)).center, { lat: 55.3959, lng: 10.3845 }),
      )
      .toBeLessThan(200);

    // The works' road: an axis drawn west to east in open country.
    // The road low on the map, clear of the drawing's hints over its top.
    await map.moveCamera(page, { center: at(0, 60), zoom: 17 });
    await page.getByRole("button", { name: "Vejakse", exact: true }).tap();
    await tap(at(-80, 0));
    await tap(at(80, 0));
    await page.locator(".drawing-steps").getByRole("button", { name: "Afslut" }).tap();
    await map.waitForSave(page, "plan", (value) =>
      ((value as { shapes?: { kind: string }[] })?.shapes ?? []).some(
        (shape) => shape.kind === "road-axis",
      ),
    );

    // The palette: a code typed and Enter chooses it, and the Sign tool is taken up.
    const placing = page.getByRole("region", { name: "Placering af tavler" });
    await placing.getByRole("button", { name: "Vælg tavle" }).tap();
    const code = placing.getByRole("searchbox", { name: "Søg tavler på kode eller navn" });
    await code.fill("A 39");
    await code.press("Enter");
    // (A 39 is the sign chosen before any: its line shows already; the tool is the answer.)
    await page.getByRole("button", { name: "Tavle", exact: true, pressed: true }).waitFor();
    await placing.getByText("Tavle-værktøjet placerer A 39.").waitFor();

    // Placed 6 m south of the axis, the eastbound traffic's verge: it faces that traffic
    // (west), selected, its editor a sheet at the foot of the screen. The palette is in the
    // panel under the map: choosing brought the map back into view for the tap.
    const mapBox = await map.onMap(page, "Kort").boundingBox();
    expect(mapBox && mapBox.y >= 0 && mapBox.y + mapBox.height <= phone.height).toBe(true);
    await tap(at(-20, -6));
    const placed = markersOf(
      await map.waitForSave(page, "markers", (value) => markersOf(value).length === 1),
    );
    expect(placed[0]?.rotation).toBe(270);
    const sheet = page.getByRole("region", { name: "Valgt tavle" });
    await sheet.waitFor();
    const box = await sheet.boundingBox();
    expect(
      box &&
        box.y > phone.height / 2 &&
        box.y + box.height <= phone.height + 1 &&
        box.width <= phone.width,
    ).toBe(true);

    // Meant for the other direction: one tap turns it about.
    await sheet.getByRole("button", { name: "Vend 180°" }).tap();
    await map.waitForSave(page, "markers", (value) => markersOf(value)[0]?.rotation === 90);
    await page.screenshot({
      path: `${process.env.PRINT_PDF_DIR ?? "/tmp"}/editing-phone-da-${engine}.png`,
    });
    expect(errors).toEqual([]);
  });
});
