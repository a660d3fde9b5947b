import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed attachment URL stays valid, seconds. */
export const SIGNED_URL_TTL_S = 60 * 60;

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/**
 * Signs paths of files the server serves, so an `<img>` can load them without a bearer token:
 * `?expires=<unix s>&signature=<HMAC-SHA256 of path and expiry>`. The key is derived from the
 * server's token signing key (shared by every process), never the key itself, so a signature
 * can't be used as a token and the reverse.
 */
export class UrlSigner {
  private readonly key: Buffer;

  constructor(serverKey: Uint8Array) {
    this.key = createHmac('sha256', serverKey).update('switchboard/signed-urls/v1').digest();
  }

  private mac(path: string, expires: number): Buffer {
    return createHmac('sha256', this.key).update(`${path}\n${expires}`).digest();
  }

  /** The query that makes `path` loadable until `now` + `ttlS`. */
  sign(path: string, now: Date, ttlS = SIGNED_URL_TTL_S): { expires: number; signature: string } {
    const expires = Math.floor(now.getTime() / 1000) + ttlS;
    return { expires, signature: this.mac(path, expires).toString('base64url') };
  }

  check(path: string, expires: number, signature: string, now: Date): SignatureCheck {
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(path, expires);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return now.getTime() >= expires * 1000 ? 'expired' : 'valid';
  }
}
