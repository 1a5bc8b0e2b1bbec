/**
 * Password hashing with node:crypto scrypt (docs/decisions/api-password-hashing.md).
 * Stored as a PHC-style string `$scrypt$ln=15,r=8,p=3$<salt>$<hash>` (base64, no padding), so
 * that parameters can change: old hashes still verify and are upgraded at the next sign-in.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptParams } from '../config';
import { TooManyRequestsError } from '../http/errors';

const keyLength = 32;
const saltLength = 16;

/**
 * Hashes computed at once, and waiting. Each costs 32 MiB and tens of milliseconds of a core, and
 * sign-in, signup and reset reach them without an account: past the queue, a request is refused
 * (429, retry in a moment) rather than letting anyone exhaust the CPU and memory (docs/security.md).
 */
const gate = { concurrent: 2, queued: 16, running: 0, waiting: [] as (() => void)[] };

export function setHashingLimits(limits: { concurrent: number; queued: number }): void {
  gate.concurrent = limits.concurrent;
  gate.queued = limits.queued;
}

async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (gate.running >= gate.concurrent) {
    if (gate.waiting.length >= gate.queued) {
      throw new TooManyRequestsError(2);
    }
    await new Promise<void>((resolve) => gate.waiting.push(resolve));
  } else {
    gate.running += 1;
  }
  try {
    return await work();
  } finally {
    // Hand the slot to the next waiting hash, or give it back.
    const next = gate.waiting.shift();
    if (next) {
      next();
    } else {
      gate.running -= 1;
    }
  }
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return withHashingSlot(() => deriveNow(password, salt, params));
}

function deriveNow(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      // The same password typed on another keyboard or OS must match (NIST SP 800-63B).
      password.normalize('NFKC'),
      salt,
      keyLength,
      { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, params);
  return `$scrypt$ln=${Math.log2(params.N)},r=${params.r},p=${params.p}$${b64(salt)}$${b64(key)}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const match =
    /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(
      stored,
    );
  if (!match) {
    return null;
  }
  const [, ln, r, p, salt, key] = match;
  return {
    params: { N: 2 ** Number(ln), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt ?? '', 'base64'),
    key: Buffer.from(key ?? '', 'base64'),
  };
}

/** Constant-time comparison of the derived key; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length !== keyLength) {
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

/** True when the stored hash was made with other parameters than the current ones. */
export function needsRehash(stored: string, params: ScryptParams): boolean {
  const parsed = parse(stored);
  return (
    !parsed ||
    parsed.params.N !== params.N ||
    parsed.params.r !== params.r ||
    parsed.params.p !== params.p
  );
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Verifies against a throwaway hash: sign-in with an unknown email takes as long as with a known
 * one, so the answer time does not reveal whether an account exists.
 */
export async function verifyAgainstDummy(password: string, params: ScryptParams): Promise<false> {
  const cacheKey = `${params.N}:${params.r}:${params.p}`;
  let dummy = dummyHashes.get(cacheKey);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), params);
    dummyHashes.set(cacheKey, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
