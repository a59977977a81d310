/**
 * A route's reading of the body as JSON, leaving the request readable for better-auth
 * after it: `{ json }` (`json` undefined for an empty body), or null when the body is not
 * JSON.
 */
export async function readJsonBody(request: Request): Promise<{ json: unknown } | null> {
  const text = await request.clone().text();
  if (text.trim() === "") return { json: undefined };
  try {
    return { json: JSON.parse(text) };
  } catch {
    return null;
  }
}
