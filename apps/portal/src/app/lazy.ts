/** A route chunk that has not arrived after 120 s counts as failed (docs/product.md#constants). */
export const chunkLoadTimeoutMs = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Rejects with a ChunkLoadError when the import fails or takes longer than the timeout. */
export function importWithTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = chunkLoadTimeoutMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('failed', { cause: error }));
      },
    );
  });
}
