/**
 * Apple's "client secret" is a JWT the app signs with its Sign in with Apple key (ES256),
 * valid for at most six months:
 * https://developer.apple.com/documentation/accountorganizationaldatasharing/creating-a-client-secret
 */
import { base64Url } from "../lib/digest";

/** Apple refuses secrets valid for longer than this (15,777,000 s). */
const MAX_LIFETIME_SECONDS = 15_777_000;

const encodeJson = (value: unknown) => base64Url(new TextEncoder().encode(JSON.stringify(value)));

/** The DER bytes of a PKCS #8 key in PEM (the `.p8` file Apple hands out), newlines optional. */
function pemToDer(pem: string): Uint8Array {
  const body = pem
    .replace(/\\n/g, "\n")
    .replace(/-----(BEGIN|END) PRIVATE KEY-----/g, "")
    .replace(/\s+/g, "");
  if (!body) throw new Error("the private key is empty");
  return Uint8Array.from(atob(body), (char) => char.charCodeAt(0));
}

export async function appleClientSecret(input: {
  clientId: string;
  teamId: string;
  keyId: string;
  privateKey: string;
  now?: number;
}): Promise<string> {
  const key = await crypto.subtle.importKey(
    "pkcs8",
    pemToDer(input.privateKey),
    { name: "ECDSA", namedCurve: "P-256" },
    false,
    ["sign"],
  );
  const issuedAt = Math.floor((input.now ?? Date.now()) / 1000);
  const signingInput = `${encodeJson({ alg: "ES256", kid: input.keyId, typ: "JWT" })}.${encodeJson({
    iss: input.teamId,
    iat: issuedAt,
    exp: issuedAt + MAX_LIFETIME_SECONDS,
    aud: "https://appleid.apple.com",
    sub: input.clientId,
  })}`;
  // WebCrypto's ECDSA signature is r || s, exactly the JWS form of ES256.
  const signature = await crypto.subtle.sign(
    { name: "ECDSA", hash: "SHA-256" },
    key,
    new TextEncoder().encode(signingInput),
  );
  return `${signingInput}.${base64Url(new Uint8Array(signature))}`;
}
