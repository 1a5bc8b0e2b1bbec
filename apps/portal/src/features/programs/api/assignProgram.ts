import { apiRoutes } from '@oxilio/domain/contract';
import { api } from '../../../app/api';
import type { WriteCall } from '../../../app/useWrite';
import { patientProgramsKey } from './getPatientPrograms';

/** What to assign: one of the programs, as the self-rehabilitation or the supervised one. */
export interface Assignment {
  programId: string;
  isSelfRehabilitation: boolean;
  /** The rehabilitator confirmed the mismatches the API listed (docs/product.md#prescription-safety). */
  acknowledgedMismatches?: boolean;
}

/**
 * Assigns a program to a patient (it replaces the one in force of that kind); both kinds of the
 * patient's programs are read again once it went through.
 */
export const assignProgramWrite = (patientId: string) =>
  ({
    call: ({ programId, isSelfRehabilitation, acknowledgedMismatches }: Assignment) =>
      api.call(apiRoutes.programs.assign, {
        params: { id: patientId },
        body: {
          ProgramId: programId,
          isSelfRehabilitation,
          ...(acknowledgedMismatches ? { acknowledgedMismatches } : {}),
        },
      }),
    revalidates: () => [patientProgramsKey(patientId, true), patientProgramsKey(patientId, false)],
  }) satisfies WriteCall<Assignment, unknown>;
