import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { configRoute } from "../../worker/routes/config";

describe("GET /api/config: the map's settings", () => {
  it("has no Map ids when none are configured (the SPA falls back to map styles)", async () => {
    const response = await exports.default.fetch(new Request("http://localhost:8787/api/config"));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      googleMapsMapIds: { all: null, pois: null, transport: null, none: null },
    });
  });

  it("hands out the four configured Map ids, one per combination of the toggles", async () => {
    const response = await configRoute.request(
      "/",
      {},
      {
        ...env,
        GOOGLE_MAPS_API_KEY: "browser-key",
        GOOGLE_MAPS_MAP_ID_ALL: "id-all",
        GOOGLE_MAPS_MAP_ID_POIS: "id-pois",
        GOOGLE_MAPS_MAP_ID_TRANSPORT: "id-transport",
        GOOGLE_MAPS_MAP_ID_NONE: "id-none",
      },
    );
    expect(await response.json()).toMatchObject({
      googleMapsApiKey: "browser-key",
      googleMapsMapIds: {
        all: "id-all",
        pois: "id-pois",
        transport: "id-transport",
        none: "id-none",
      },
    });
  });
});
