import type { ToasterProps } from "sonner";

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
