/**
 * The text of a state handle: `{kind}_{id}.{expiry}.{mac}`. The id is 128
 * random bits, the expiry base-36 milliseconds, the mac a truncated
 * HMAC-SHA256 over all three, so a forged, altered or expired handle is
 * refused before any store lookup, on any instance sharing the secret.
 */
import { nodeCrypto } from '../lazy-builtins.js';

export type DecodedHandle = { ok: true; id: string; expiresAt: number } | { ok: false; reason: 'malformed' | 'expired' };

const SHAPE = /^([a-z][a-z0-9-]{0,31})_([A-Za-z0-9_-]{22})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22})$/;

export class HandleCodec {
  constructor(
    private readonly kind: string,
    private readonly secret: Buffer,
  ) {}

  encode(expiresAt: number): { id: string; handle: string } {
    const id = nodeCrypto().randomBytes(16).toString('base64url');
    const expiry = expiresAt.toString(36);
    return { id, handle: `${this.kind}_${id}.${expiry}.${this.mac(id, expiry)}` };
  }

  decode(handle: string, now: number): DecodedHandle {
    const match = SHAPE.exec(handle.trim());
    if (!match || match[1] !== this.kind) return { ok: false, reason: 'malformed' };
    const [, , id, expiry, mac] = match;
    if (!nodeCrypto().timingSafeEqual(Buffer.from(mac), Buffer.from(this.mac(id, expiry)))) return { ok: false, reason: 'malformed' };
    const expiresAt = parseInt(expiry, 36);
    return expiresAt <= now ? { ok: false, reason: 'expired' } : { ok: true, id, expiresAt };
  }

  private mac(id: string, expiry: string): string {
    return nodeCrypto().createHmac('sha256', this.secret).update(`${this.kind}\0${id}\0${expiry}`).digest('base64url').slice(0, 22);
  }
}
