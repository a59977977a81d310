import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * The open/close behaviour the header's account menus share: a toggle, closed on every
 * navigation (a menu left open would cover the next screen), on a press outside it, and on
 * Escape. Put `container` on the menu's wrapper and `menuId` on the list the button controls.
 */
export function useHeaderMenu() {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  // The address the menu was opened at. A navigation changes the address bar at once and
  // its screen renders later (a screen's code may take a second on a phone): the screen
  // arriving at the address the menu was opened at is not a navigation away from it, and
  // closing then undid the person's press (seen in CI on a slow machine).
  const openedAt = useRef<string | null>(null);

  useEffect(() => {
    if (location.pathname !== openedAt.current) setOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  return {
    open,
    close: () => setOpen(false),
    toggle: () => {
      openedAt.current = window.location.pathname;
      setOpen((shown) => !shown);
    },
    menuId,
    container,
  };
}
