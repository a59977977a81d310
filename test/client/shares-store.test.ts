import { describe, expect, it } from "vitest";
import {
  projectOf,
  snapshotFingerprint,
  snapshotOf,
} from "../../client/features/shares/share-actions";
import { type ProjectShare, sharesCodec } from "../../client/features/shares/shares-store";
import { storedProject } from "../support/stored-projects";

const share = (version: number, id = "AAAAAAAAAAAAAAAAAAAAAA"): ProjectShare => ({
  id,
  token: "t".repeat(43),
  version,
  fingerprint: "0123456789abcdef",
  publishedAt: "2026-11-29T12:00:00.000Z",
});

describe("the shares this browser published (stored `shares`)", () => {
  it("reads what this build wrote, and refuses a format it does not know without guessing", () => {
    const written = sharesCodec.encode({ p1: share(2) });
    expect(JSON.parse(written)).toEqual({ version: 1, shares: { p1: share(2) } });
    expect(sharesCodec.decode(written)).toEqual({ p1: share(2) });
    // A newer build's entry, or a damaged one, is unreadable here (kept, not overwritten).
    for (const raw of [
      '{"version":2,"shares":{}}',
      '{"shares":{}}',
      '{"version":1,"shares":{"p1":{"id":"short","token":"t","version":1}}}',
      '{"version":1,"shares":{"p1":{"id":"AAAAAAAAAAAAAAAAAAAAAA","token":"","version":0}}}',
      "not json",
    ]) {
      expect(() => sharesCodec.decode(raw), raw).toThrow();
    }
  });

  it("merges two tabs: both projects kept, and for one project the newer version", () => {
    const merged = sharesCodec.merge?.({}, { p1: share(3), p2: share(1) }, { p1: share(2) });
    expect(merged).toEqual({ p1: share(3), p2: share(1) });
    expect(sharesCodec.merge?.({}, { p1: share(1) }, { p1: share(4) })).toEqual({ p1: share(4) });
  });
});

describe("a shared snapshot", () => {
  it("is the project's plan, and reads back as the same plan", () => {
    const stored = storedProject({
      id: "p1",
      title: "Vejarbejde",
      description: "Nat",
      details: { location: "Landevejen 12" },
      markers: [{ id: "m1", position: { lat: 55.3, lng: 10.2 }, signCode: "A39" }],
    });
    const project = stored.project as Parameters<typeof snapshotOf>[0];
    const snapshot = snapshotOf(project);
    expect(snapshot).toMatchObject({
      title: "Vejarbejde",
      description: "Nat",
      details: { location: "Landevejen 12" },
      markers: project.data.markers,
    });
    const back = projectOf("AAAAAAAAAAAAAAAAAAAAAA", "2026-11-29T12:00:00.000Z", snapshot);
    expect(back.title).toBe("Vejarbejde");
    expect(back.details).toEqual({ location: "Landevejen 12" });
    expect(back.data.markers).toEqual(project.data.markers);
    expect(back.data.mapState).toEqual(project.data.mapState);
    expect(() => projectOf("x", "", { markers: [] })).toThrow();
  });

  it("has the fingerprint the Worker gives it, and another once the plan changes", async () => {
    const stored = storedProject({
      markers: [{ id: "m1", position: { lat: 55.3, lng: 10.2 }, signCode: "A39" }],
    });
    const project = stored.project as Parameters<typeof snapshotOf>[0];
    // The Worker's: the first 16 hex digits of the SHA-256 of the plan's JSON as sent.
    const json = new TextEncoder().encode(JSON.stringify(snapshotOf(project)));
    const digest = [...new Uint8Array(await crypto.subtle.digest("SHA-256", json))];
    const hex = digest.map((byte) => byte.toString(16).padStart(2, "0")).join("");
    expect(await snapshotFingerprint(project)).toBe(hex.slice(0, 16));
    const moved = {
      ...project,
      data: {
        ...project.data,
        markers: [{ ...project.data.markers[0], position: { lat: 55.3001, lng: 10.2 } }],
      },
    } as typeof project;
    expect(await snapshotFingerprint(moved)).not.toBe(await snapshotFingerprint(project));
    expect(() => projectOf("x", "", null)).toThrow();
  });
});

describe("the crew's checklist (stored `site-checklist`)", () => {
  it("keeps ticks per shared plan and sign, merges two tabs' ticks, and refuses other formats", async () => {
    const { checklistCodec, tick, $checklists } = await import(
      "../../client/features/shares/checklist-store"
    );
    tick("share1", "m1", "up", true);
    tick("share1", "m2", "up", true);
    tick("share1", "m2", "removed", true);
    tick("share1", "m1", "up", false);
    expect($checklists.get()).toEqual({ share1: { m2: { up: true, removed: true } } });
    const raw = checklistCodec.encode($checklists.get());
    expect(JSON.parse(raw)).toEqual({
      version: 1,
      shares: { share1: { m2: { up: true, removed: true } } },
    });
    expect(checklistCodec.decode(raw)).toEqual($checklists.get());
    for (const other of [
      '{"version":2,"shares":{}}',
      '{"version":1,"shares":{"s":{"m":{"up":1}}}}',
    ]) {
      expect(() => checklistCodec.decode(other)).toThrow();
    }
    expect(
      checklistCodec.merge?.(
        {},
        { s: { m1: { up: true } } },
        { s: { m1: { removed: true }, m2: { up: true } } },
      ),
    ).toEqual({ s: { m1: { up: true, removed: true }, m2: { up: true } } });
  });
});
