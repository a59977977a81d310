import { useCallback, useState } from "react";

/**
 * How close to the viewport an element must come to count as near: about a row and a half
 * of the sign catalogue above and below what shows. The browser's own `loading="lazy"`
 * reaches much further (1,250 px and more in Chromium): on /signs at 1280 × 900 it loaded
 * 128 of the 379 sign pictures, each an SVG document the page's main thread parses.
 */
const NEAR = "200px 0px";

/** Each watched element's callback; one observer watches them all. */
const watchers = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | undefined;

function watch(element: Element, onNear: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        watchers.get(entry.target)?.();
        unwatch(entry.target);
      }
    },
    { rootMargin: NEAR },
  );
  watchers.set(element, onNear);
  observer.observe(element);
  return () => unwatch(element);
}

function unwatch(element: Element) {
  watchers.delete(element);
  observer?.unobserve(element);
}

/**
 * Whether the element given to `ref` has come near the viewport: false until it first
 * does, then true for good (a picture once loaded stays). Where the browser has no
 * IntersectionObserver, true at once.
 */
export function useNearViewport(): [ref: (element: Element | null) => () => void, near: boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  const ref = useCallback(
    (element: Element | null) => {
      if (!element || near) return () => {};
      return watch(element, () => setNear(true));
    },
    [near],
  );
  return [ref, near];
}
