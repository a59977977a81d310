/**
 * Each sign picture's SVG as a data: URL, fetched once a page and kept (null: not to be
 * had). The sign canvas (sign-canvas.tsx) writes them into each figure it draws, as an SVG
 * drawn as an image loads nothing itself. Keyed by absolute URL: the figures name pictures
 * by path, the shared view by absolute URL (features/shares/plan-pictures.ts).
 */
const pictureData = new Map<string, Promise<string | null>>();

export function pictureDataUrl(url: string): Promise<string | null> {
  const key = new URL(url, window.location.href).href;
  let data = pictureData.get(key);
  if (!data) {
    data = fetch(key)
      .then((response) => (response.ok ? response.text() : null))
      .then((text) => text && `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`)
      .catch(() => null);
    pictureData.set(key, data);
  }
  return data;
}

/**
 * Starts fetching `urls` before the print view's code is here (pictureDataUrl): a shared
 * plan's view asks as soon as it has the plan (issue 39). Asked for by the canvas as it
 * drew, a 2,000-sign plan's pictures came after its map and held the document back; the
 * SVG figures of a smaller plan find them in the browser's cache (/signs/ is cached a day).
 */
export function fetchPicturesAhead(urls: readonly string[]): void {
  for (const url of urls) void pictureDataUrl(url);
}
