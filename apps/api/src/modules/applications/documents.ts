/**
 * Uploaded documents (the direct debit order): the type is decided by the file's first bytes, not
 * by what the client declares; the bytes go to STORAGE_DIR under a random name.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { applicationDocumentTypes } from '@oxilio/domain/contract';

export type DocumentType = (typeof applicationDocumentTypes)[number];

const signatures: { type: DocumentType; extension: string; bytes: number[] }[] = [
  { type: 'application/pdf', extension: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  {
    type: 'image/png',
    extension: 'png',
    bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  },
  { type: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
];

/** The accepted type the content starts like, or null. */
export function sniffDocumentType(
  content: Buffer,
): { type: DocumentType; extension: string } | null {
  const found = signatures.find(
    (signature) =>
      content.length >= signature.bytes.length &&
      signature.bytes.every((byte, index) => content[index] === byte),
  );
  return found ? { type: found.type, extension: found.extension } : null;
}

/** Declared types browsers send for the accepted formats. */
const declaredAliases: Record<string, DocumentType> = {
  'application/pdf': 'application/pdf',
  'application/x-pdf': 'application/pdf',
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
};

export function declaredDocumentType(mimetype: string): DocumentType | null {
  return declaredAliases[(mimetype.split(';')[0] ?? '').trim().toLowerCase()] ?? null;
}

export interface StoredFile {
  /** Path relative to the storage directory. */
  storageKey: string;
  sha256: string;
  /** Removes the file (when the database refuses its metadata). */
  remove(): Promise<void>;
}

/** Writes the bytes under a new random name (never overwrites). */
export async function storeFile(
  storageDir: string,
  folder: string,
  extension: string,
  content: Buffer,
): Promise<StoredFile> {
  const storageKey = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
  const path = join(storageDir, storageKey);
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const remove = () => unlink(path).catch(() => undefined);
  try {
    await writeFile(path, content, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // A partial write is removed; an existing file (a name collision) is never touched.
    if ((error as { code?: string }).code !== 'EEXIST') {
      await remove();
    }
    throw error;
  }
  return {
    storageKey,
    sha256: createHash('sha256').update(content).digest('hex'),
    remove,
  };
}

const storageKeyPattern = /^[a-z-]+\/[0-9a-f]{32}\.(pdf|png|jpg)$/;

/**
 * Removes a stored file by its key (a replaced or purged document). A key that is not one
 * `storeFile` writes is left alone: a database row never leads outside the storage directory.
 */
export async function removeStoredFile(storageDir: string, storageKey: string): Promise<void> {
  if (storageKeyPattern.test(storageKey)) {
    await unlink(join(storageDir, storageKey)).catch(() => undefined);
  }
}
