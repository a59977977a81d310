import { describe, expect, it, vi } from "vitest";

/** The module afresh: its moment is once per page. */
async function freshModule() {
  vi.resetModules();
  return import("../../client/lib/first-screen");
}

/** Whether `promise` has settled by the time pending tasks have run. */
async function settled(promise: Promise<unknown>) {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe("the first screen's moment (what is not seen first waits for it)", () => {
  it("comes only once the first screen has rendered, and after its frame", async () => {
    const { firstScreenShown, markFirstScreenRendered } = await freshModule();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await settled(firstScreenShown)).toBe(false);
    markFirstScreenRendered();
    // Not at once: the browser paints first.
    let shown = false;
    void firstScreenShown.then(() => {
      shown = true;
    });
    await Promise.resolve();
    expect(shown).toBe(false);
    await expect(firstScreenShown).resolves.toBeUndefined();
  });

  it("comes on a hidden page too, which gets no frames", async () => {
    const { firstScreenShown, markFirstScreenRendered } = await freshModule();
    const frame = vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 0);
    try {
      markFirstScreenRendered();
      // A frame that never comes: the timer stands in for it.
      await expect(firstScreenShown).resolves.toBeUndefined();
    } finally {
      frame.mockRestore();
    }
  });

  it("waits for a screen that holds it until its own content is rendered", async () => {
    const { firstScreenShown, holdFirstScreen, markFirstScreenRendered } = await freshModule();
    // A shared plan's screen holds it while its plan is on its way; the layout has rendered.
    const release = holdFirstScreen();
    markFirstScreenRendered();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await settled(firstScreenShown)).toBe(false);
    release();
    // Released twice (its effect cleaned up again) counts once.
    release();
    await expect(firstScreenShown).resolves.toBeUndefined();
  });

  it("is not held by a screen whose content came before the layout rendered", async () => {
    const { firstScreenShown, holdFirstScreen, markFirstScreenRendered } = await freshModule();
    holdFirstScreen()();
    markFirstScreenRendered();
    await expect(firstScreenShown).resolves.toBeUndefined();
  });
});
