import type { ApiResult } from '@oxilio/domain/client';
import { apiRoutes, type Program, type ProgramInput } from '@oxilio/domain/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../../app/api';
import { myProgramsKey } from './getMyPrograms';
import { programsKey } from './getPrograms';

/**
 * The writes on programs (create, modify, copy, add to mine, delete). Each revalidates the lists
 * that show programs when it went through. Statuses below 500 come back as a result; network and
 * server errors are thrown for the caller.
 */
export function useProgramMutations(rehabilitatorId: string) {
  const { mutate } = useSWRConfig();
  const after = useCallback(
    async <T>(call: Promise<ApiResult<T>>): Promise<ApiResult<T>> => {
      const result = await call;
      if (result.ok) {
        await Promise.all([mutate(myProgramsKey(rehabilitatorId)), mutate(programsKey())]);
      }
      return result;
    },
    [mutate, rehabilitatorId],
  );
  return {
    create: (program: ProgramInput): Promise<ApiResult<Program>> =>
      after(
        api.call(apiRoutes.programs.create, {
          body: { ...program, reeducatorId: rehabilitatorId },
        }),
      ),
    modify: (
      programId: string,
      program: ProgramInput,
      acknowledgedMismatches = false,
    ): Promise<ApiResult<Program>> =>
      after(
        api.call(apiRoutes.programs.modify, {
          params: { programId },
          body: {
            reeducatorId: rehabilitatorId,
            program,
            ...(acknowledgedMismatches ? { acknowledgedMismatches } : {}),
          },
        }),
      ),
    /** A copy to modify, named `name` ("Copie de …") when given. */
    copy: (programId: string, name?: string): Promise<ApiResult<Program>> =>
      after(
        api.call(apiRoutes.programs.copy, {
          body: { reeducatorId: rehabilitatorId, programId, ...(name ? { name } : {}) },
        }),
      ),
    addToMine: (programId: string): Promise<ApiResult<Program>> =>
      after(
        api.call(apiRoutes.programs.addToMine, {
          body: { reeducatorId: rehabilitatorId, programId },
        }),
      ),
    remove: (programId: string): Promise<ApiResult<undefined>> =>
      after(api.call(apiRoutes.programs.delete, { params: { id: programId } })),
  };
}
