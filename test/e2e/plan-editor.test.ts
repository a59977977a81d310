import { describe, expect, it } from "vitest";
import * as map from "./map-support";
import { browserForFile } from "./support/browser";

const { fresh } = browserForFile({ width: 1280, height: 900 });

type StoredMarker = {
  id: string;
  signCode: string;
  rotation?: number;
  subSigns?: { code: string; text?: string }[];
};
const markersOf = (value: unknown) => (value ?? []) as StoredMarker[];
type StoredPlan = { planSettings?: { builtUp: boolean; speedLimit: number } };

const odense = { lat: 55.4038, lng: 10.4024 };
const METRE = 1 / 111_195; // degrees of latitude per metre

describe("the selected sign's facing and sub-signs", () => {
  it("sets the rotation with the field and the keys, and adds sub-signs with text", async () => {
    const { page, errors } = await fresh();
    await map.openMap(page);
    await map.moveCamera(page, { center: odense, zoom: 14 });
    await map.placeSignAt(page, odense);
    // The Select tool (V) selects it (with the Sign tool a click on it places another).
    await page.keyboard.press("v");
    await map.onMap(page).getByRole("button", { name: "A39 sign", exact: true }).click();
    const editor = page.getByRole("region", { name: "Selected sign" });
    const rotation = editor.getByRole("spinbutton", { name: /Rotation/ });

    // Typed values wrap around the compass: 370° is 10°.
    await rotation.fill("370");
    await rotation.press("Enter");
    await editor.getByRole("img", { name: "Faces N (10°)" }).waitFor();
    await map.waitForSave(page, "markers", (value) => markersOf(value)[0]?.rotation === 10);

    // Arrow keys in the field step by 1° and wrap below 0.
    await rotation.fill("0");
    await rotation.press("Enter");
    await rotation.press("ArrowDown");
    await expect(rotation.inputValue()).resolves.toBe("359");

    // The documented keys, with the focus outside any field: R +15°, Shift+R −15°, Alt ±1°.
    await map.onMap(page).getByRole("button", { name: "A39 sign", exact: true }).focus();
    await page.keyboard.press("r");
    await expect(rotation.inputValue()).resolves.toBe("14");
    await page.keyboard.press("r");
    await page.keyboard.press("Shift+R");
    await page.keyboard.press("Alt+r");
    await expect(rotation.inputValue()).resolves.toBe("15");
    await editor.getByRole("button", { name: "Turn 15° right" }).click();
    await editor.getByRole("img", { name: "Faces NE (30°)" }).waitFor();
    await map.waitForSave(page, "markers", (value) => markersOf(value)[0]?.rotation === 30);
    // Typing R in a text field types, it does not turn the sign.
    await editor.getByRole("textbox", { name: "Label" }).fill("Road works");
    await editor.getByRole("textbox", { name: "Label" }).press("r");
    await expect(rotation.inputValue()).resolves.toBe("30");

    // Sub-signs from the catalogue's U-signs, each with its text.
    const picker = editor.getByRole("button", { name: "Add a sub-sign" });
    await picker.click();
    await editor
      .getByRole("region", { name: "Distance plates" })
      .getByRole("button", { name: /^Add U1\.1 / })
      .click();
    // The new plate's text field has the focus: the text is typed straight away.
    const text = editor.getByRole("textbox", { name: "Text on U1.1" });
    await expect.poll(() => text.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type("200 m");
    await text.press("Enter");
    await picker.click();
    await editor.getByRole("button", { name: /^Add U3\.1 / }).click();
    await editor.getByRole("textbox", { name: "Text on U3.1" }).waitFor();
    const saved = markersOf(
      await map.waitForSave(
        page,
        "markers",
        (value) => markersOf(value)[0]?.subSigns?.length === 2,
      ),
    );
    expect(saved[0]?.subSigns).toEqual([{ code: "U1.1", text: "200 m" }, { code: "U3.1" }]);

    await editor.getByRole("button", { name: "Remove U1.1" }).click();
    await map.waitForSave(page, "markers", (value) => markersOf(value)[0]?.subSigns?.length === 1);
    // Undo brings it back (the whole plan's history, not only placing and moving).
    await page.getByRole("button", { name: "Undo" }).click();
    await editor.getByRole("textbox", { name: "Text on U1.1" }).waitFor();
    await expect(editor.getByRole("textbox", { name: "Text on U1.1" }).inputValue()).resolves.toBe(
      "200 m",
    );

    await page.reload();
    await map
      .onMap(page)
      .getByRole("button", { name: /A39 sign/ })
      .click();
    await expect(page.getByRole("spinbutton", { name: /Rotation/ }).inputValue()).resolves.toBe(
      "30",
    );
    expect(errors).toEqual([]);
  });
});

describe("placement checks", () => {
  it("lists warning signs against the work zone and follows the built-up setting", async () => {
    const { page, errors } = await fresh();
    await map.openMap(page);
    const checks = page.getByRole("region", { name: "Placement checks" });
    await checks
      .getByText(/No work zone drawn/)
      .first()
      .waitFor();

    await map.moveCamera(page, { center: odense, zoom: 15 });
    await map.placeSignAt(page, odense);
    await checks
      .getByText(/No work zone drawn/)
      .first()
      .waitFor();

    // A work zone starting 100 m north of the sign (drawn by the map tools; stored here).
    const zone: map.LatLng[] = [
      { lat: odense.lat + 100 * METRE, lng: odense.lng - 0.001 },
      { lat: odense.lat + 100 * METRE, lng: odense.lng + 0.001 },
      { lat: odense.lat + 200 * METRE, lng: odense.lng },
    ];
    await page.evaluate((points) => {
      const plan = {
        version: 2,
        shapes: [{ id: "zone-1", kind: "work-zone", points }],
        labels: [],
        planSettings: { builtUp: false, speedLimit: 80 },
      };
      localStorage.setItem("plan", JSON.stringify(plan));
    }, zone);
    await page.reload();
    await checks.getByRole("status").getByText("1 warning.").waitFor();
    // No road axis: measured in a straight line, and the panel says so.
    await checks.getByText(/^No road axis: distances are measured in a straight line/).waitFor();
    await checks
      .getByText(/A39 stands \d+ m from the work zone \(in a straight line\): outside 150–250 m/)
      .waitFor();
    await checks
      .getByText(/BEK nr\. 425 af 13\/04\/2023 \(vejafmærkning\) § 11/)
      .first()
      .waitFor();
    // The warning's button selects its sign for editing.
    await checks.getByRole("button", { name: "Show A39 on the map" }).click();
    await page.getByRole("region", { name: "Selected sign" }).waitFor();

    // Inside a built-up area a warning sign may stand that close.
    await checks.getByRole("checkbox", { name: "Inside a built-up area" }).check();
    await checks.getByRole("status").getByText("No warnings.").waitFor();
    const speed = checks.getByRole("spinbutton", { name: "Speed limit (km/h)" });
    await speed.fill("50");
    await speed.press("Enter");
    const plan = (await map.waitForSave(
      page,
      "plan",
      (value) => (value as StoredPlan | null)?.planSettings?.speedLimit === 50,
    )) as StoredPlan;
    expect(plan.planSettings).toEqual({ builtUp: true, speedLimit: 50 });

    expect(errors).toEqual([]);
  });
});
