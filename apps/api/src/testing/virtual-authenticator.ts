import {
  createHash,
  createSign,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const UP = 0x01; // user present
const UV = 0x04; // user verified
const AT = 0x40; // attested credential data follows

type CborValue = Parameters<typeof isoCBOR.encode>[0];

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

type Credential = { id: string; privateKey: KeyObject; counter: number };

/**
 * A software passkey authenticator for the API's tests: it answers registration and sign-in
 * options as a browser with a platform authenticator would (attestation "none", ES256), so the
 * server's real verification runs. `userVerified: false` plays an authenticator without a PIN.
 */
export class VirtualAuthenticator {
  private readonly credentials: Credential[] = [];

  constructor(
    private readonly site: { origin: string; rpId: string },
    private readonly options: { userVerified?: boolean; counter?: boolean } = {},
  ) {}

  private flags(extra = 0) {
    return UP | (this.options.userVerified === false ? 0 : UV) | extra;
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string) {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: this.site.origin, crossOrigin: false }),
    );
  }

  /** navigator.credentials.create for these options: a new credential, as JSON. */
  create(options: { challenge: string }) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
    const id = randomBytes(16);
    const credentialIdLength = Buffer.alloc(2);
    credentialIdLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(Buffer.from(this.site.rpId)),
      Buffer.from([this.flags(AT)]),
      uint32(0),
      Buffer.alloc(16), // aaguid
      credentialIdLength,
      id,
      Buffer.from(cose),
    ]);
    const attestation: [string, CborValue][] = [
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData],
    ];
    const attestationObject = isoCBOR.encode(new Map(attestation));
    const encodedId = isoBase64URL.fromBuffer(id);
    this.credentials.push({ id: encodedId, privateKey, counter: 0 });
    return {
      id: encodedId,
      rawId: encodedId,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(
          this.clientData('webauthn.create', options.challenge),
        ),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal' as const],
      },
    };
  }

  /** navigator.credentials.get for these options, with the `index`th credential made here. */
  get(options: { challenge: string }, index = 0) {
    const credential = this.credentials[index];
    if (!credential) throw new Error(`No credential ${index} on this authenticator.`);
    if (this.options.counter !== false) credential.counter += 1;
    const authData = Buffer.concat([
      sha256(Buffer.from(this.site.rpId)),
      Buffer.from([this.flags()]),
      uint32(credential.counter),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = createSign('SHA256')
      .update(Buffer.concat([authData, sha256(clientDataJSON)]))
      .sign(credential.privateKey);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
        authenticatorData: isoBase64URL.fromBuffer(authData),
        signature: isoBase64URL.fromBuffer(signature),
      },
    };
  }
}
