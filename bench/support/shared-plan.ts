/**
 * A shared plan for the benches: the snapshot the SPA publishes for a project of `signs`
 * signs (features/shares/share-actions.ts), and the Worker's answer to reading it
 * (`GET /api/shares/:id`, worker/routes/shares.ts), for a bench server that serves the
 * built SPA without the Worker (bench:phone).
 */
import { storedMarkers, storedProject } from "../../test/support/stored-projects.ts";

/** The snapshot the SPA publishes for a project of `signs` signs along a street. */
export function sharedPlanOf(signs: number) {
  const { project } = storedProject({
    id: `bench${signs}`,
    title: `Bench ${signs}`,
    description: "Share bench",
    markers: storedMarkers(signs, {
      spread: "street",
      codes: ["A39", "C55", "B11", "D11.3", "E17", "A11", "C19"],
      idPrefix: "sign",
    }),
    mapState: { center: { lat: 55.674, lng: 12.566 }, zoom: 15 },
  });
  const { markers, shapes, labels, ...rest } = project.data;
  return {
    ...rest,
    title: project.title,
    description: project.description,
    markers,
    shapes,
    labels,
  };
}

/** The Worker's answer to `GET /api/shares/<id>` for version 1 of `plan`. */
export function sharedPlanAnswer(id: string, plan: unknown) {
  return {
    id,
    version: 1,
    latestVersion: 1,
    fingerprint: "0123456789abcdef",
    publishedAt: new Date("2026-11-01T08:00:00Z").toISOString(),
    plan,
  };
}
