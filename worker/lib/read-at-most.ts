/**
 * A body read up to a limit: the Worker's request bodies (request-body.ts) and the SPA's
 * geocoder answers (client/features/map/place-search/search-store.ts) both stop reading a
 * stream once it passes what they take. Plain web streams, so it runs in both.
 */

/** The body's bytes, or null once more than `limit` have arrived (the rest is not read). */
export async function readAtMost(body: ReadableStream<Uint8Array>, limit: number) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (true) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
