/**
 * A software passkey authenticator for the Worker tests: it answers the options the
 * Worker hands out exactly as a browser and a platform authenticator would (WebAuthn
 * Level 2, "none" attestation, ES256), so registration and sign-in run through the real
 * verification with real signatures. Nothing of the Worker is stubbed.
 */

type Json = Record<string, unknown>;

const encoder = new TextEncoder();

export function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array {
  const padded = text
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(text.length / 4) * 4, "=");
  return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
}

/** The CBOR head of an item: major type and length/value. */
function cborHead(major: number, value: number): Uint8Array {
  if (value < 24) return Uint8Array.of((major << 5) | value);
  if (value < 0x100) return Uint8Array.of((major << 5) | 24, value);
  if (value < 0x10000) return Uint8Array.of((major << 5) | 25, value >> 8, value & 0xff);
  throw new Error("CBOR value too large for this encoder");
}

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

/** Enough CBOR for attestation objects and COSE keys: ints, text, bytes and maps. */
export function cbor(value: Cbor): Uint8Array {
  if (typeof value === "number") return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === "string") {
    const bytes = encoder.encode(value);
    return concat(cborHead(3, bytes.length), bytes);
  }
  if (value instanceof Uint8Array) return concat(cborHead(2, value.length), value);
  const parts = [cborHead(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return concat(...parts);
}

/** WebCrypto signs ECDSA as r‖s; WebAuthn wants an ASN.1 DER sequence of two integers. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    let trimmed = bytes.slice(start);
    if ((trimmed[0] ?? 0) & 0x80) trimmed = concat(Uint8Array.of(0), trimmed);
    return concat(Uint8Array.of(0x02, trimmed.length), trimmed);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(Uint8Array.of(0x30, body.length), body);
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

type Credential = {
  id: Uint8Array;
  keys: CryptoKeyPair;
  rpId: string;
  userHandle: string;
  counter: number;
};

/** One authenticator (one device): it keeps the credentials it made. */
export class SoftwareAuthenticator {
  readonly credentials: Credential[] = [];

  constructor(readonly origin: string) {}

  private clientData(type: string, challenge: string, origin: string): Uint8Array {
    return encoder.encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create() with the Worker's registration options. */
  async register(
    answer: unknown,
    overrides: {
      origin?: string;
      rpId?: string;
      challenge?: string;
      credentialId?: Uint8Array;
    } = {},
  ): Promise<Json> {
    const options = answer as Json;
    const rp = options.rp as { id: string };
    const user = options.user as { id: string };
    const rpId = overrides.rpId ?? rp.id;
    const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
      "sign",
      "verify",
    ])) as CryptoKeyPair;
    const jwk = (await crypto.subtle.exportKey("jwk", keys.publicKey)) as JsonWebKey;
    const coseKey = cbor(
      new Map<number, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, fromBase64url(jwk.x as string)],
        [-3, fromBase64url(jwk.y as string)],
      ]),
    );
    // A credential id of the caller's choice: the same credential sent to several challenges.
    const id = overrides.credentialId ?? crypto.getRandomValues(new Uint8Array(16));
    const counter = 0;
    const authData = concat(
      await sha256(encoder.encode(rpId)),
      Uint8Array.of(FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA),
      Uint8Array.of(0, 0, 0, counter),
      new Uint8Array(16), // aaguid: none
      Uint8Array.of(id.length >> 8, id.length & 0xff),
      id,
      coseKey,
    );
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    this.credentials.push({ id, keys, rpId, userHandle: user.id, counter });
    const clientDataJSON = this.clientData(
      "webauthn.create",
      overrides.challenge ?? (options.challenge as string),
      overrides.origin ?? this.origin,
    );
    return {
      id: base64url(id),
      rawId: base64url(id),
      type: "public-key",
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
      response: {
        clientDataJSON: base64url(clientDataJSON),
        attestationObject: base64url(attestationObject),
        transports: ["internal"],
      },
    };
  }

  /** navigator.credentials.get() with the Worker's authentication options. */
  async authenticate(
    answer: unknown,
    overrides: { origin?: string; credential?: Credential; signWith?: CryptoKey } = {},
  ): Promise<Json> {
    const options = answer as Json;
    const credential = overrides.credential ?? this.credentials.at(-1);
    if (!credential) throw new Error("this authenticator holds no passkey");
    credential.counter += 1;
    const authData = concat(
      await sha256(encoder.encode(credential.rpId)),
      Uint8Array.of(FLAG_USER_PRESENT | FLAG_USER_VERIFIED),
      Uint8Array.of(
        (credential.counter >>> 24) & 0xff,
        (credential.counter >>> 16) & 0xff,
        (credential.counter >>> 8) & 0xff,
        credential.counter & 0xff,
      ),
    );
    const clientDataJSON = this.clientData(
      "webauthn.get",
      options.challenge as string,
      overrides.origin ?? this.origin,
    );
    const signed = concat(authData, await sha256(clientDataJSON));
    const raw = new Uint8Array(
      await crypto.subtle.sign(
        { name: "ECDSA", hash: "SHA-256" },
        overrides.signWith ?? credential.keys.privateKey,
        signed,
      ),
    );
    return {
      id: base64url(credential.id),
      rawId: base64url(credential.id),
      type: "public-key",
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
      response: {
        clientDataJSON: base64url(clientDataJSON),
        authenticatorData: base64url(authData),
        signature: base64url(derSignature(raw)),
        userHandle: credential.userHandle,
      },
    };
  }
}

/** A Worker client that keeps cookies (support/browser.ts), as far as these helpers need. */
type PasskeyBrowser = {
  request(path: string, options?: { method?: string }): Promise<Response>;
  post(path: string, body?: unknown): Promise<Response>;
};

/** Asks for registration options, answers them with `authenticator`, and verifies. */
export async function registerPasskey(
  browser: PasskeyBrowser,
  authenticator: SoftwareAuthenticator,
  options: { name?: string; authenticatorAttachment?: "platform" | "cross-platform" } = {},
): Promise<Response> {
  const query = new URLSearchParams();
  if (options.authenticatorAttachment) {
    query.set("authenticatorAttachment", options.authenticatorAttachment);
  }
  const generated = await browser.request(`/api/auth/passkey/generate-register-options?${query}`);
  if (generated.status !== 200) return generated;
  const response = await authenticator.register(await generated.json());
  return browser.post("/api/auth/passkey/verify-registration", { response, name: options.name });
}

/** Signs in with the newest passkey `authenticator` holds (no email: a discoverable one). */
export async function signInWithPasskey(
  browser: PasskeyBrowser,
  authenticator: SoftwareAuthenticator,
): Promise<Response> {
  const generated = await browser.request("/api/auth/passkey/generate-authenticate-options");
  if (generated.status !== 200) return generated;
  const response = await authenticator.authenticate(await generated.json());
  return browser.post("/api/auth/passkey/verify-authentication", { response });
}
