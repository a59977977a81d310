import { describe, expect, it } from "vitest";
import {
  CLUSTER_MAX_ZOOM,
  clusterMarkers,
  type MapItem,
} from "../../client/features/map/marker-clusters";
import { fromWorld, toWorld } from "../../client/lib/geo";
import type { Marker } from "../../client/lib/marker-model";

let next = 0;
const marker = (lat: number, lng: number): Marker => ({
  id: `m${next++}`,
  position: { lat, lng },
  signCode: "A39",
});
const denmark = { north: 57.8, south: 54.5, east: 12.7, west: 8 };
const counted = (items: MapItem[]) =>
  items.reduce((sum, item) => sum + (item.kind === "cluster" ? item.count : 1), 0);

describe("grid clustering of markers", () => {
  it("projects to Web Mercator and back", () => {
    for (const point of [
      { lat: 55.5, lng: 10 },
      { lat: -33.9, lng: 151.2 },
      { lat: 0, lng: -179.5 },
    ]) {
      const { x, y } = toWorld(point);
      const back = fromWorld(x, y);
      expect(back.lat).toBeCloseTo(point.lat, 9);
      expect(back.lng).toBeCloseTo(point.lng, 9);
    }
  });

  it("keeps far-apart markers single and merges overlapping ones into a counted cluster", () => {
    const copenhagen = [marker(55.6761, 12.5683), marker(55.6762, 12.5684), marker(55.676, 12.568)];
    const aarhus = marker(56.1629, 10.2039);
    const items = clusterMarkers([...copenhagen, aarhus], { zoom: 7, bounds: denmark }, 48);
    const clusters = items.filter((item) => item.kind === "cluster");
    expect(clusters).toHaveLength(1);
    expect(clusters[0]).toMatchObject({ count: 3 });
    if (clusters[0]?.kind === "cluster") {
      expect(clusters[0].position.lat).toBeCloseTo(55.6761, 3);
      expect(clusters[0].bounds).toEqual({
        north: 55.6762,
        south: 55.676,
        east: 12.5684,
        west: 12.568,
      });
    }
    expect(items).toContainEqual({ kind: "marker", key: aarhus.id, marker: aarhus });
  });

  it("draws every marker on its own from street level on", () => {
    const markers = [marker(55.6761, 12.5683), marker(55.6761, 12.5683)];
    const items = clusterMarkers(
      markers,
      { zoom: CLUSTER_MAX_ZOOM, bounds: { north: 55.68, south: 55.67, east: 12.58, west: 12.56 } },
      48,
    );
    expect(items.map((item) => item.kind)).toEqual(["marker", "marker"]);
  });

  it("leaves out markers far outside the view, keeping a margin around it", () => {
    const view = { zoom: 12, bounds: { north: 55.7, south: 55.6, east: 12.7, west: 12.5 } };
    const inMargin = marker(55.74, 12.6); // above the view, within half its height
    const farAway = marker(57.05, 9.92); // Aalborg
    const items = clusterMarkers([inMargin, farAway], view, 48);
    expect(items.map((item) => item.key)).toEqual([inMargin.id]);
  });

  it("handles a view across the antimeridian", () => {
    const fiji = marker(-17.7, 178.1);
    const samoa = marker(-13.8, -172.1);
    const london = marker(51.5, -0.1);
    const view = { zoom: 4, bounds: { north: 0, south: -30, east: -165, west: 170 } };
    const keys = clusterMarkers([fiji, samoa, london], view, 48).map((item) => item.key);
    expect(keys.sort()).toEqual([fiji.id, samoa.id].sort());
  });

  it("accounts for all 20,000 markers of a country-wide plan in view", () => {
    const markers = Array.from({ length: 20_000 }, (_, i) =>
      marker(54.8 + ((i * 7919) % 2900) / 1000, 8.2 + ((i * 104_729) % 4300) / 1000),
    );
    const items = clusterMarkers(markers, { zoom: 7, bounds: denmark }, 48);
    expect(counted(items)).toBe(20_000);
    // Drawn as a few hundred elements at most, not 20,000.
    expect(items.length).toBeLessThan(600);
  });
});
