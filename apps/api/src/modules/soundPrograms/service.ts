/** Sound programs: reference data, the same for every signed-in user (no policy beyond that). */
import type { SoundProgramList } from '@oxilio/domain/contract';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import * as repository from './repository';

export function createSoundProgramsService({ db }: { db: Db }) {
  return {
    async list(_caller: Caller): Promise<SoundProgramList> {
      return { soundPrograms: await repository.listSoundPrograms(db) };
    },
  };
}
