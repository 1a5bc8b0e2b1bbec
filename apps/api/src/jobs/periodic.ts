/**
 * A job each API process runs at start and then every `intervalMs`: runs never overlap within a
 * process, and the work itself must be safe when two processes run it at once (each job says how).
 */
export interface PeriodicJob<T> {
  /** Runs once now, then every `intervalMs`. */
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
  /** One run now (the timer's runs do not overlap with it). */
  runOnce(): Promise<T>;
}

export function createPeriodicJob<T>(options: {
  run: () => Promise<T>;
  intervalMs: number;
  onError?: (error: unknown) => void;
}): PeriodicJob<T> {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<T> | null = null;

  const runOnce = (): Promise<T> => {
    running ??= options.run().finally(() => {
      running = null;
    });
    return running;
  };
  const tick = () => {
    runOnce().catch((error: unknown) => options.onError?.(error));
  };

  return {
    start() {
      if (timer) {
        return;
      }
      tick();
      timer = setInterval(tick, options.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) {
        clearInterval(timer);
        timer = null;
      }
      await running?.catch(() => undefined);
    },
    runOnce,
  };
}
