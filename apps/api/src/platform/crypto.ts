import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/** base64url of `bytes` CSPRNG bytes; 16 bytes is the floor for anything that grants access. */
export function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as their sha256, so a database leak does not hand out live tokens. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** HMAC-SHA256 of `value` under `key`, base64url: deterministic for us, unpredictable without the key. */
export function hmacBase64url(key: Buffer | string, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

/** A key of its own for each use of one configured secret, so no two uses can stand in for each other. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`adviser-portal:${purpose}`).digest();
}

/** Compares secrets in constant time; hashing first makes unequal lengths safe too. */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

// AES-256-GCM for TOTP secrets at rest (ARCHITECTURE §3): "v1.iv.tag.ciphertext", all base64url.
export function encryptSecret(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(sealed: string, key: Buffer): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

// Crockford base32 without I, L, O, U: invitation codes are read aloud and typed by hand.
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const INVITATION_CODE_LENGTH = 28;
/** What a generated code looks like: seven groups of four from CODE_ALPHABET. */
export const INVITATION_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){6}$/;

/**
 * 28 characters of 5 bits each (140 bits, issue 2 asks for at least 128), grouped in fours for typing:
 * XXXX-XXXX-XXXX-XXXX-XXXX-XXXX-XXXX. A byte modulo 32 is unbiased because 256 is a multiple of 32.
 */
export function generateInvitationCode(): string {
  const chars = [...randomBytes(INVITATION_CODE_LENGTH)].map((b) => CODE_ALPHABET[b % 32]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** Case, spaces and hyphens do not matter when a code is typed back. */
export function normaliseInvitationCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}
