// A push service on a local port, for tests without internet: it records each push web-push sends
// (headers and the encrypted body) and answers 201, or the status a test sets for an endpoint
// (410: the subscription is gone). `device()` makes a browser-like subscription whose endpoint is
// here, with real P-256 and auth keys, and can decrypt what was pushed to it (RFC 8291, aes128gcm).
import { createECDH, createDecipheriv, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakeDevice {
  endpoint: string;
  /** The JSON of the subscription, as a browser's PushSubscription.toJSON(). */
  token: string;
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** Decrypts a push body sent to this device. */
  decrypt(body: Buffer): string;
}

export class FakePushService {
  readonly received: ReceivedPush[] = [];
  private readonly statuses = new Map<string, number>();
  private server: Server | null = null;
  origin = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(this.statuses.get(path) ?? 201).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** The status the service answers for pushes to `endpoint` from now on. */
  answer(endpoint: string, status: number): void {
    this.statuses.set(new URL(endpoint).pathname, status);
  }

  to(endpoint: string): ReceivedPush[] {
    const path = new URL(endpoint).pathname;
    return this.received.filter((push) => push.path === path);
  }

  device(): FakeDevice {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    const endpoint = `${this.origin}/push/${randomUUID()}`;
    const subscription = {
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    };
    return { endpoint, subscription, token: JSON.stringify(subscription), decrypt: (body) => decryptAes128gcm(body, ecdh, authSecret) };
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8188 / 8291 decryption of one aes128gcm record, as a browser does it. */
function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey, Buffer.from([1])]);
  const ikm = hmac(hmac(authSecret, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  const end = plain.lastIndexOf(2); // the last record's padding delimiter
  return plain.subarray(0, end).toString('utf8');
}
