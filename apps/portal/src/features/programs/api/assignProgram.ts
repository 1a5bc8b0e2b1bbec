import type { ApiResult } from '@oxilio/domain/client';
import { apiRoutes, type PatientProgram } from '@oxilio/domain/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../../app/api';
import { patientProgramsKey } from './getPatientPrograms';

/**
 * Assigns a program to a patient (it replaces the one in force of that kind), then revalidates
 * both kinds of the patient's programs.
 */
export function useAssignProgram() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (
      patientId: string,
      programId: string,
      isSelfRehabilitation: boolean,
    ): Promise<ApiResult<PatientProgram>> => {
      const result = await api.call(apiRoutes.programs.assign, {
        params: { id: patientId },
        body: { ProgramId: programId, isSelfRehabilitation },
      });
      if (result.ok) {
        await Promise.all([
          mutate(patientProgramsKey(patientId, true)),
          mutate(patientProgramsKey(patientId, false)),
        ]);
      }
      return result;
    },
    [mutate],
  );
}
