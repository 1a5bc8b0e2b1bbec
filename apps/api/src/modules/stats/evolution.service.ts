/**
 * The evolution of the manager's home (docs/decisions/manager-follow-up.md): the establishment's
 * steps, daily activity objectives met and active patients over 7 days, 30 days (a point per day)
 * or 12 completed weeks (a point per ISO week), against the period just before. The windows and
 * the days or weeks of each point are the domain's (`evolutionWindowIn`, in the establishment's
 * zone); one read of the two periods together (`readStats`, audited as the establishment's stats),
 * cut by the stats' periods (the same days and weeks: `periods.test.ts`), then sums per point.
 */
import { evolutionWindowIn, type BaseMetricKey, type EvolutionPeriod } from '@oxilio/domain';
import type { EstablishmentEvolution, EvolutionQuery } from '@oxilio/domain/contract';
import type { Scope } from '../../policy/scope';
import { objectiveBook } from './objectives';
import { periodsOf } from './periods';
import * as repository from './repository';
import { seriesOf } from './service';

const keys = ['StepCount', 'ActivityStars'] as const satisfies readonly BaseMetricKey[];

interface Figures {
  steps: number | null;
  objectivesMet: number | null;
  activePatients: number;
}

/** Sums over the patients of the points `from..to` (indices of the combined periods). */
function figuresOver(
  series: readonly { steps: (number | null)[]; stars: (number | null)[] }[],
  from: number,
  to: number,
): Figures {
  let steps: number | null = null;
  let objectivesMet: number | null = null;
  let activePatients = 0;
  for (const patient of series) {
    let active = false;
    for (let index = from; index <= to; index += 1) {
      const step = patient.steps[index];
      const star = patient.stars[index];
      if (step !== null && step !== undefined) {
        steps = (steps ?? 0) + step;
        active ||= step > 0;
      }
      if (star !== null && star !== undefined) {
        objectivesMet = (objectivesMet ?? 0) + star;
      }
    }
    activePatients += active ? 1 : 0;
  }
  return { steps, objectivesMet, activePatients };
}

export function createEvolutionService() {
  return {
    async establishmentEvolution(
      scope: Scope,
      { establishmentId, query }: { establishmentId: string; query: EvolutionQuery },
    ): Promise<EstablishmentEvolution> {
      const establishment = scope.managedEstablishment(establishmentId);
      const period = (query.period ?? '7d') as EvolutionPeriod;
      const window = evolutionWindowIn(
        await repository.establishmentTimeZone(scope, establishment),
        period,
      );
      const read = await repository.readStats(
        scope,
        establishment,
        keys,
        [],
        window.previousFrom,
        window.to,
        scope.auditValues('stats.establishment', {
          establishmentId,
          types: [...keys],
          from: window.previousFrom,
          to: window.to,
          scale: window.scale,
        }),
      );
      // The previous period's points, then the period's: 2 × 7 days, 2 × 30 days or 2 × 12 weeks.
      const periods = periodsOf(window.previousFrom, window.to, window.scale);
      const book = objectiveBook([]);
      const series = read.people.map((person) => {
        const values = seriesOf(
          person.patientId,
          read.days.get(person.patientId),
          keys,
          keys,
          periods,
          book,
        );
        return { steps: values.StepCount ?? [], stars: values.ActivityStars ?? [] };
      });
      const first = window.points;
      const last = 2 * window.points - 1;
      return {
        establishmentId,
        period,
        scale: window.scale,
        from: window.from,
        to: window.to,
        patients: read.people.length,
        points: window.buckets.map(({ start, end }, offset) => ({
          start,
          end,
          ...figuresOver(series, first + offset, first + offset),
        })),
        total: figuresOver(series, first, last),
        previous: {
          from: window.previousFrom,
          to: window.previousTo,
          ...figuresOver(series, 0, first - 1),
        },
      };
    },
  };
}
