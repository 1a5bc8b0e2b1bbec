/**
 * What the portal says of a sound program: its name and description translated by its stable
 * `audioKey` (the API's own are in French), and the address of its audio when the API gives one.
 */
import type { SoundProgram } from '@oxilio/domain/contract';
import type { IntlShape } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';

const names = defineMessages({
  'cadence-080': {
    id: 'patient.soundPrograms.cadence-080.name',
    defaultMessage: 'Rythme de marche lent (80 pas/min)',
  },
  'cadence-100': {
    id: 'patient.soundPrograms.cadence-100.name',
    defaultMessage: 'Rythme de marche modéré (100 pas/min)',
  },
  'cadence-120': {
    id: 'patient.soundPrograms.cadence-120.name',
    defaultMessage: 'Rythme de marche soutenu (120 pas/min)',
  },
  'breathing-calm': {
    id: 'patient.soundPrograms.breathing-calm.name',
    defaultMessage: 'Respiration guidée',
  },
  'warm-up-music': {
    id: 'patient.soundPrograms.warm-up-music.name',
    defaultMessage: 'Échauffement en musique',
  },
  'relaxation-end': {
    id: 'patient.soundPrograms.relaxation-end.name',
    defaultMessage: 'Retour au calme',
  },
});

const descriptions = defineMessages({
  'cadence-080': {
    id: 'patient.soundPrograms.cadence-080.description',
    defaultMessage: 'Un battement régulier pour caler ses pas, à un rythme lent.',
  },
  'cadence-100': {
    id: 'patient.soundPrograms.cadence-100.description',
    defaultMessage: 'Un battement régulier pour caler ses pas, à un rythme modéré.',
  },
  'cadence-120': {
    id: 'patient.soundPrograms.cadence-120.description',
    defaultMessage: 'Un battement régulier pour caler ses pas, à un rythme soutenu.',
  },
  'breathing-calm': {
    id: 'patient.soundPrograms.breathing-calm.description',
    defaultMessage:
      'Inspirer, expirer : une voix guide la respiration pour se poser avant la séance.',
  },
  'warm-up-music': {
    id: 'patient.soundPrograms.warm-up-music.description',
    defaultMessage: 'Une musique entraînante pour accompagner les exercices assis.',
  },
  'relaxation-end': {
    id: 'patient.soundPrograms.relaxation-end.description',
    defaultMessage: 'Une relaxation guidée pour terminer la séance en douceur.',
  },
});

const known = (key: string): key is keyof typeof names => Object.hasOwn(names, key);

/** The program's name in the reader's language; the API's name for a program the portal does not know. */
export function soundProgramName(intl: IntlShape, program: SoundProgram): string {
  return known(program.audioKey) ? intl.formatMessage(names[program.audioKey]) : program.name;
}

export function soundProgramDescription(intl: IntlShape, program: SoundProgram): string | null {
  return known(program.audioKey)
    ? intl.formatMessage(descriptions[program.audioKey])
    : program.description;
}

/**
 * The address of the program's audio in the API's media directory; null when it has none yet (the
 * program then says its audio is not available).
 */
export function soundProgramAudioUrl(program: SoundProgram): string | null {
  return program.audio?.url || null;
}
