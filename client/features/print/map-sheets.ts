/**
 * Which map sheets the plan document prints, each with its camera and scale (issue 25):
 * by default an overview of the whole plan at the largest standard scale it fits, and a
 * detail sheet of each work zone at the largest standard scale that fits it, when that is
 * closer than the overview's; or every sheet at one chosen standard scale; or one sheet
 * fitted to the plan; or the map's current view.
 */
import type { LatLng } from "../../lib/geo";
import {
  type Camera,
  cameraAtScale,
  fitCamera,
  OVERVIEW_SCALES,
  type Size,
  standardCamera,
  zoomForScale,
} from "./map-fit";
import type { MeasuredShape } from "./plan-document";
import type { MapExtent, ScaleChoice } from "./print-settings-store";

export type MapSheet = {
  key: string;
  kind: "overview" | "detail";
  /** The work zone a detail sheet shows. */
  zone?: MeasuredShape;
  camera: Camera;
  /** The standard scale's N, or null for a fitted sheet (its scale is what fitting gave). */
  scale: number | null;
};

/** A plan with more work zones than this prints the first ones in detail. */
export const MAX_DETAIL_SHEETS = 8;

const centreOf = (camera: Camera | null, fallback: LatLng) => camera?.center ?? fallback;

export function mapSheets({
  choice,
  extent,
  view,
  points,
  shapes,
  overviewSize,
  detailSize,
}: {
  choice: ScaleChoice;
  extent: MapExtent;
  /** The map screen's camera when the project was last seen. */
  view: Camera;
  /** Every sign, shape point and label of the plan. */
  points: readonly LatLng[];
  shapes: readonly MeasuredShape[];
  overviewSize: Size;
  detailSize: Size;
}): MapSheet[] {
  if (extent === "view") {
    if (choice === "fit") return [{ key: "overview", kind: "overview", camera: view, scale: null }];
    const scale = choice === "standard" ? nearestStandard(view) : choice;
    return [
      { key: "overview", kind: "overview", camera: cameraAtScale(view.center, scale), scale },
    ];
  }
  const fitted = fitCamera(points, overviewSize) ?? view;
  if (choice === "fit") return [{ key: "overview", kind: "overview", camera: fitted, scale: null }];

  const zones = shapes
    .filter((item) => item.shape.kind === "work-zone")
    .slice(0, MAX_DETAIL_SHEETS);
  if (choice === "standard") {
    const overview = standardCamera(points, overviewSize, { overview: true });
    const sheets: MapSheet[] = [
      overview
        ? { key: "overview", kind: "overview", camera: overview.camera, scale: overview.scale }
        : { key: "overview", kind: "overview", camera: fitted, scale: null },
    ];
    for (const zone of zones) {
      const detail = standardCamera(zone.shape.points, detailSize);
      // A detail at the overview's own scale would print the same map again.
      if (!detail || (overview && detail.scale >= overview.scale)) continue;
      sheets.push({
        key: `detail-${zone.shape.id}`,
        kind: "detail",
        zone,
        camera: detail.camera,
        scale: detail.scale,
      });
    }
    return sheets;
  }

  // One chosen scale: the overview around the whole plan; where the plan does not fit on
  // one sheet at it, each work zone on a sheet of its own at the same scale.
  const sheets: MapSheet[] = [
    {
      key: "overview",
      kind: "overview",
      camera: cameraAtScale(centreOf(fitted, view.center), choice),
      scale: choice,
    },
  ];
  if (zoomForScale(choice, fitted.center.lat) > fitted.zoom + 1e-9) {
    for (const zone of zones) {
      const around = fitCamera(zone.shape.points, detailSize);
      sheets.push({
        key: `detail-${zone.shape.id}`,
        kind: "detail",
        zone,
        camera: cameraAtScale(centreOf(around, view.center), choice),
        scale: choice,
      });
    }
  }
  return sheets;
}

/** The standard scale closest to what the camera shows. */
function nearestStandard(camera: Camera): number {
  let best: number = OVERVIEW_SCALES[0];
  for (const scale of OVERVIEW_SCALES) {
    const gap = Math.abs(zoomForScale(scale, camera.center.lat) - camera.zoom);
    if (gap < Math.abs(zoomForScale(best, camera.center.lat) - camera.zoom)) best = scale;
  }
  return best;
}
