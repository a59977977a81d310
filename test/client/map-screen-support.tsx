import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import { readyConfig } from "./config-support";
import { chooseFreshLocale, loadStores } from "./persistence-support";

/**
 * The map screen with no map engine configured (no Google Maps key), on freshly loaded
 * stores, in English or in `locale`, once its panel is drawn.
 */
export async function renderMapScreen(locale?: "da") {
  const stores = await loadStores();
  const { $runtimeConfig } = await import("../../client/lib/runtime-config");
  $runtimeConfig.set(readyConfig({ environment: "development" }));
  await chooseFreshLocale(locale);
  const { MapScreen } = await import("../../client/app/map-screen");
  render(
    <MemoryRouter>
      <MapScreen />
    </MemoryRouter>,
  );
  // The panel below the project is drawn once the first screen is shown (issue 40): a
  // person starts once the sign tools are there.
  await screen.findByRole("region", { name: /^(Placing signs|Placering af tavler)$/ });
  return { ...stores, user: userEvent.setup() };
}

/** Captures what a download link would save: its file name and contents. */
export function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let lastBlob: Blob | undefined;
  URL.createObjectURL = (blob: Blob) => {
    lastBlob = blob;
    return "blob:download";
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (lastBlob) files.push({ name: this.download, blob: lastBlob });
  });
  return files;
}
