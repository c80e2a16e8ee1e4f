// Secrets the server must read back (an IP device's proxy password, needed to check and use it)
// are sealed with AES-256-GCM, never stored in clear and never returned to a browser. The key is
// DEVICE_SECRET_KEY (32 bytes, base64); without it a fixed development key is used, which is
// only acceptable for the embedded demo.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const DEV_KEY = createHash('sha256').update('console-dev-device-secret').digest();

function key(): Buffer {
  const configured = process.env.DEVICE_SECRET_KEY;
  if (!configured) return DEV_KEY;
  const k = Buffer.from(configured, 'base64');
  if (k.length !== 32) throw new Error('DEVICE_SECRET_KEY must be 32 bytes, base64');
  return k;
}

/** 'v1:' + base64(iv | tag | ciphertext). */
export function seal(plain: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key(), iv);
  const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return `v1:${Buffer.concat([iv, c.getAuthTag(), body]).toString('base64')}`;
}

export function open(sealed: string): string {
  if (!sealed.startsWith('v1:')) throw new Error('unknown sealed secret format');
  const raw = Buffer.from(sealed.slice(3), 'base64');
  const d = createDecipheriv('aes-256-gcm', key(), raw.subarray(0, 12));
  d.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8');
}
