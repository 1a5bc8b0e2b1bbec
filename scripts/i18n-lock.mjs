// The catalogues are written by several tools: one writer at a time, through a lock directory.
import { mkdirSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';

export async function withCatalogueLock(root, write) {
  const lock = join(root, 'locales', '.lock');
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) {
        console.error('i18n: locales/.lock is held for too long; remove it if stale');
        process.exit(1);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await write();
  } finally {
    rmdirSync(lock);
  }
}
