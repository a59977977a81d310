import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SharedPlansList } from "../../client/features/shares/shared-plans-list";
import { $endingSession, $session } from "../../client/lib/auth-client";
import { fakeApi, json, sessionOf } from "./auth-fake-api";

afterEach(() => {
  vi.unstubAllGlobals();
  $endingSession.set(false);
});

const SHARES = {
  shares: [
    {
      id: "share0001",
      latestVersion: 2,
      title: "Vestergade 12",
      publishedAt: "2026-11-20T09:00:00.000Z",
    },
  ],
};

/** The dashboard's list of shared plans, for a person signed in on this browser. */
function renderList() {
  const calls = fakeApi({
    "GET /api/auth/get-session": () => json(sessionOf()),
    "GET /api/shares": () => json(SHARES),
  });
  render(
    <MemoryRouter>
      <SharedPlansList />
    </MemoryRouter>,
  );
  return calls;
}

const askedForShares = (calls: { path: string }[]) =>
  calls.filter((call) => call.path === "/api/shares").length;

describe("the dashboard's list of shared plans", () => {
  it("lists the account's shared plans, each linking to its shared view", async () => {
    const calls = renderList();
    const link = await screen.findByRole("link", { name: "Vestergade 12" });
    expect(link.getAttribute("href")).toBe("/p/share0001");
    expect(askedForShares(calls)).toBe(1);
  });

  it("does not ask while this tab signs out: the session still names who it was", async () => {
    // The sign-out has been asked for; the session, not yet fetched again, has the user.
    $endingSession.set(true);
    const calls = renderList();
    await vi.waitFor(() => expect($session.get().data?.user.id).toBe("user-1"));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(askedForShares(calls)).toBe(0);
    expect(screen.queryByRole("link")).toBeNull();

    // Had the sign-out failed, the person is still signed in: the list is asked for then.
    act(() => $endingSession.set(false));
    await screen.findByRole("link", { name: "Vestergade 12" });
    expect(askedForShares(calls)).toBe(1);
  });
});
