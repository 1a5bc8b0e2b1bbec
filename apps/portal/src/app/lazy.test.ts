import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, importWithTimeout } from './lazy';

describe('importWithTimeout', () => {
  it('resolves with the module when it arrives in time', async () => {
    await expect(importWithTimeout(async () => ({ Component: 'x' }), 50)).resolves.toEqual({
      Component: 'x',
    });
  });

  it('fails with a ChunkLoadError after the timeout', async () => {
    vi.useFakeTimers();
    const pending = importWithTimeout(() => new Promise(() => {}), 120_000);
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    vi.advanceTimersByTime(120_000);
    await assertion;
    vi.useRealTimers();
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    await expect(
      importWithTimeout(() =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      ),
    ).rejects.toBeInstanceOf(ChunkLoadError);
  });
});
