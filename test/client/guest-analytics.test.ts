import { atom } from "nanostores";
import { describe, expect, it } from "vitest";
import { followSession } from "../../client/lib/analytics-posthog";
import { fakeClient, type Session, signedOut } from "./analytics-support";

const person = (id: string): Session => ({
  data: { user: { id, isAnonymous: false } },
  error: null,
  isPending: false,
});
const guest = (id: string): Session => ({
  data: { user: { id, isAnonymous: true } },
  error: null,
  isPending: false,
});

describe("analytics identity of a guest", () => {
  it("stays anonymous as a guest, then moves to identified with the account, without a reset", () => {
    const session = atom<Session>(signedOut);
    const { client, calls } = fakeClient();
    followSession(client as never, session);
    session.set(guest("guest-1"));
    expect(calls).toEqual([]);
    // Signing up or in as that guest: the guest's events join the account.
    session.set(person("user-1"));
    expect(calls).toEqual(["identify user-1"]);
  });

  it("a guest who leaves without an account starts afresh, so the next person is not joined to them", () => {
    const session = atom<Session>(guest("guest-1"));
    const { client, calls } = fakeClient();
    followSession(client as never, session);
    session.set(signedOut);
    expect(calls).toEqual(["reset"]);
    session.set(person("user-2"));
    expect(calls).toEqual(["reset", "identify user-2"]);
  });

  it("someone signed in who becomes a guest is reset first, and never identified as the guest", () => {
    const session = atom<Session>(person("user-1"));
    const { client, calls } = fakeClient("user-1");
    followSession(client as never, session);
    session.set(guest("guest-9"));
    expect(calls).toEqual(["reset"]);
    expect(calls.some((call) => call.includes("guest-9"))).toBe(false);
  });
});
