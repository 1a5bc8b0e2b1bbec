/** Sound programs: reference data, the same for every signed-in user (no policy beyond that). */
import type { SoundProgramList } from '@oxilio/domain/contract';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import type { MediaLibrary } from '../../media/library';
import * as repository from './repository';

export function createSoundProgramsService({
  db,
  media,
}: {
  db: Db;
  /** Where the audio files are (none: every program says its audio is not available). */
  media?: Pick<MediaLibrary, 'soundAudio'>;
}) {
  return {
    async list(_caller: Caller): Promise<SoundProgramList> {
      const rows = await repository.listSoundPrograms(db);
      return {
        soundPrograms: rows.map((row) => ({
          ...row,
          audio: media?.soundAudio(row.audioKey) ?? null,
        })),
      };
    },
  };
}
