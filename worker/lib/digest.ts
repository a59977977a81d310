/**
 * Text forms of bytes the Worker stores or sends: the SHA-256 of a text as hex (stored
 * instead of a secret, or to key a long value) and base64url without padding (ids, tokens,
 * JWT parts).
 */

/** The SHA-256 of `text` (UTF-8) as 64 lowercase hex digits. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** `bytes` in base64url (RFC 4648 §5), without padding. */
export function base64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
