/**
 * Opaque random tokens (refresh tokens, email links). Only their SHA-256 is stored: they carry
 * 256 bits of entropy, so a fast hash is enough, and a database leak does not leak usable tokens.
 */
import { createHash, randomBytes } from 'node:crypto';

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}
