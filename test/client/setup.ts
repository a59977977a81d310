import { cleanup, configure } from "@testing-library/react";
import { STORE_UNMOUNT_DELAY } from "nanostores";
import { afterAll, afterEach } from "vitest";
import { openStorage } from "../../client/lib/storage";

// Screens and parts of screens are lazy chunks: the first render of one in a test file waits
// for vite to transform it, which on a busy machine (CI, several suites at once) takes
// longer than findBy*'s default second. What is found stays the same; only the wait grows.
configure({ asyncUtilTimeout: 5000 });

// The stores a test file imports keep their values in jsdom's localStorage, as main.tsx
// opens the page's (app/start-stores.ts). A test that loads stores afresh (vi.resetModules,
// persistence-support.ts `loadStores`) opens their storage itself, through startStores.
openStorage({ storage: localStorage, window });

// Each test file is a browser of its own. The files run in worker threads of one process,
// and Node's BroadcastChannel reaches every thread as a site's reaches its tabs: a channel's
// name gets a prefix of this file's own, so that one file's tabs (the app's, and a test's
// "other tab") never hear another file's.
const fileScope = crypto.randomUUID();
globalThis.BroadcastChannel = class FileBroadcastChannel extends BroadcastChannel {
  constructor(name: string) {
    super(`${fileScope}/${name}`);
  }
};

// Each test renders into a fresh document and starts from empty storage.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// nanostores unmounts a store STORE_UNMOUNT_DELAY ms after its last listener leaves, and
// better-auth's session store then touches `window`; wait for those timers before jsdom
// is torn down, or they fire into a file whose window is already gone.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, STORE_UNMOUNT_DELAY + 100));
});
