// Password hashing (scrypt + salt, constant-time compare) and opaque tokens stored as SHA-256.
// scrypt runs on libuv's thread pool (async), never on the event loop: a burst of logins must
// not stall every other request.
import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

const KEYLEN = 32;

const scryptAsync = (password: string, salt: Buffer, keylen: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, keylen, (err, key) => (err ? reject(err) : resolve(key))),
  );

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEYLEN);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

// A fixed hash checked when there is no user (or no password), so an unknown username costs the
// same scrypt as a wrong password and timing tells nothing about which accounts exist.
const DUMMY_HASH = `scrypt$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEYLEN).toString('base64')}`;

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, saltB64, hashB64] = (stored ?? DUMMY_HASH).split('$');
  const usable = scheme === 'scrypt' && !!saltB64 && !!hashB64;
  const [, dSalt, dHash] = DUMMY_HASH.split('$');
  const expected = Buffer.from(usable ? hashB64 : dHash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(usable ? saltB64 : dSalt, 'base64'), expected.length);
  return usable && !!stored && timingSafeEqual(actual, expected);
}

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newInviteCode(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return s;
}

/** R20240101123000 + 6 random digits: sortable by time, unguessable enough for a simulator. */
export function newOrderNo(prefix: string, now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getUTCFullYear()}${p(now.getUTCMonth() + 1)}${p(now.getUTCDate())}${p(now.getUTCHours())}${p(now.getUTCMinutes())}${p(now.getUTCSeconds())}`;
  return `${prefix}${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
