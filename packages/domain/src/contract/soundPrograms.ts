import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from './common';
import { problemResponses } from './errors';
import type { Endpoint } from './endpoint';

/** Contract of GET SoundPrograms (docs/product.md#calls): reference data, the same for everyone. */

export const SoundProgram = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    description: Type.Union([Type.String(), Type.Null()]),
    /** Stable key of the audio file (and of the portal's messages about it). */
    audioKey: Type.String(),
    durationSeconds: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    /**
     * The audio file in the media directory (docs/decisions/api-media.md), public and same-origin;
     * null when there is none yet: the portal says the audio is not available.
     */
    audio: Type.Union([
      Type.Object({ url: Type.String(), type: Type.String() }, { title: 'SoundProgramAudio' }),
      Type.Null(),
    ]),
  },
  { title: 'SoundProgram' },
);
export type SoundProgram = Static<typeof SoundProgram>;

export const SoundProgramList = Type.Object(
  { soundPrograms: Type.Array(SoundProgram) },
  { title: 'SoundProgramList' },
);
export type SoundProgramList = Static<typeof SoundProgramList>;

export const soundProgramsEndpoints = {
  list: {
    method: 'GET',
    path: '/SoundPrograms',
    summary: 'The sound programs (reference data)',
    response: { 200: SoundProgramList, ...problemResponses(401) },
  },
} as const satisfies Record<string, Endpoint>;
