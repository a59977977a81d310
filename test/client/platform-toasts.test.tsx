import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RootLayout } from "../../client/app/root-layout";
import { SONNER_BUILT_IN, TOASTER_SETTINGS } from "../../client/lib/toast";

// jsdom lacks pointer capture, which sonner uses when a toast is pressed.
Element.prototype.setPointerCapture ??= () => {};

afterEach(() => {
  act(() => toast.dismiss());
  vi.useRealTimers();
});

function renderApp() {
  const router = createMemoryRouter(
    [{ path: "/", element: <RootLayout />, children: [{ index: true, element: <p>Home</p> }] }],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
}

const toaster = () => document.querySelector<HTMLElement>("[data-sonner-toaster]");
const toasts = () => [...document.querySelectorAll<HTMLElement>("[data-sonner-toast]")];

describe("toasts in the root view", () => {
  it("use the spec's settings", () => {
    expect(TOASTER_SETTINGS).toMatchObject({
      duration: 4000,
      visibleToasts: 3,
      gap: 14,
      offset: "24px",
      mobileOffset: "16px",
    });
    expect(SONNER_BUILT_IN).toEqual({ swipeThreshold: 45, removalDelay: 200 });
  });

  it("show success, error, info, warning and loading messages", async () => {
    renderApp();
    act(() => {
      toast.success("Project saved");
      toast.error("Could not read the file");
    });
    act(() => {
      toast.info("A new version is available");
      toast.warning("Storage is almost full");
      toast.loading("Importing…");
    });
    expect(await screen.findByText("Importing…")).toBeTruthy();
    const types = toasts().map((item) => item.dataset.type);
    expect(types.sort()).toEqual(["error", "info", "loading", "success", "warning"]);
  });

  it("place them 24px from the edge (16px on phones), 14px apart, three visible at once", async () => {
    renderApp();
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) toast(`Message ${n}`);
    });
    await screen.findByText("Message 5");
    const style = toaster()?.getAttribute("style") ?? "";
    expect(style).toContain("--gap: 14px");
    expect(style).toContain("--offset-bottom: 24px");
    expect(style).toContain("--offset-right: 24px");
    expect(style).toContain("--mobile-offset-bottom: 16px");
    expect(style).toContain("--mobile-offset-right: 16px");
    const visible = toasts().filter((item) => item.dataset.visible === "true");
    expect(visible).toHaveLength(3);
    expect(screen.getByRole("region", { name: /Notifications/ })).toBeTruthy();
  });

  it("dismiss a toast after 4000 ms", async () => {
    vi.useFakeTimers();
    renderApp();
    act(() => {
      toast.success("Project duplicated");
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3900);
    });
    expect(screen.queryByText("Project duplicated")).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400 + SONNER_BUILT_IN.removalDelay);
    });
    expect(screen.queryByText("Project duplicated")).toBeNull();
  });
});
