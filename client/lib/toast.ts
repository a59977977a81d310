import type { ToasterProps } from "sonner";
import { loadChunk } from "./build-version-reload";

type Sonner = typeof import("sonner");
let sonner: Promise<Sonner> | undefined;

/**
 * sonner (about 12 KiB gzip), loaded once, on first use: the map's first paint does without
 * it (the /map JavaScript budget), so the root view's toast container and the toasts of
 * code that loads with the map come from here.
 */
export function loadSonner(): Promise<Sonner> {
  sonner ??= loadChunk(() => import("sonner"));
  return sonner;
}

/**
 * Shows a toast from code that loads with the map screen: `showToast((toast) =>
 * toast.info(…))`, once sonner is there (a toast raised before the container is drawn
 * appears when it is). Screens that load as their own chunk import `toast` from sonner.
 */
export function showToast(show: (toast: Sonner["toast"]) => void): void {
  void loadSonner().then(({ toast }) => show(toast));
}

/**
 * Offers a reload in a toast that stays until answered (`id` replaces an earlier one of the
 * same kind): for what only a reload brings, where reloading on its own could throw away
 * what someone is typing.
 */
export function offerReload(
  id: string,
  texts: { title: string; description: string; reload: string },
): void {
  showToast((toast) =>
    toast.info(texts.title, {
      id,
      description: texts.description,
      duration: Number.POSITIVE_INFINITY,
      action: { label: texts.reload, onClick: () => window.location.reload() },
    }),
  );
}

/**
 * The toast container's settings (product spec §9): 4000 ms on screen, 3 visible at once,
 * 14 px between them, 24 px from the window's edge (16 px on phones, sonner's breakpoint
 * is 600 px). Toasts themselves are `toast.success/error/info/warning/loading` from sonner.
 */
export const TOASTER_SETTINGS = {
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  offset: "24px",
  mobileOffset: "16px",
  closeButton: true,
  containerAriaLabel: "Notifications",
} as const satisfies ToasterProps;

/**
 * The spec's other two toast constants are sonner's own and not settable: a toast is
 * dismissed once swiped 45 px (SWIPE_THRESHOLD in sonner 2) and unmounted 200 ms after it
 * starts leaving (TIME_BEFORE_UNMOUNT). Kept here so the whole list lives in one place.
 */
export const SONNER_BUILT_IN = { swipeThreshold: 45, removalDelay: 200 } as const;
