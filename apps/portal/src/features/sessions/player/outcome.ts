import { sessionOutcome, type SessionOutcome } from '@oxilio/domain';
import type { SessionStep } from '@oxilio/domain/contract';

/**
 * What the player knows of a session's steps (docs/decisions/session-outcome.md): the seconds of
 * each step finished in this run or still waiting on this device (`known`, by position), else
 * what the API recorded. The outcome follows the domain rule, as the API's stars do.
 */
export function playerOutcome(
  steps: readonly SessionStep[],
  known: ReadonlyMap<number, number>,
  completed: boolean,
): SessionOutcome {
  return sessionOutcome(
    steps.map((step) => ({
      seriesCount: step.seriesCount,
      seriesDurationSeconds: step.seriesDurationSeconds,
      durationSeconds: known.get(step.position) ?? step.durationSeconds,
    })),
    { completed },
  );
}
