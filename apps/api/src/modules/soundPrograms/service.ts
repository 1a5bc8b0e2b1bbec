/** Sound programs: reference data, the same for every signed-in user (no policy beyond that). */
import type { SoundProgramList } from '@oxilio/domain/contract';
import type { MediaLibrary } from '../../media/library';
import type { Scope } from '../../policy/scope';
import * as repository from './repository';

export function createSoundProgramsService({
  media,
}: {
  /** Where the audio files are (none: every program says its audio is not available). */
  media?: Pick<MediaLibrary, 'soundAudio'>;
}) {
  return {
    async list(scope: Scope): Promise<SoundProgramList> {
      const rows = await repository.listSoundPrograms(scope);
      return {
        soundPrograms: rows.map((row) => ({
          ...row,
          audio: media?.soundAudio(row.audioKey) ?? null,
        })),
      };
    },
  };
}
