/**
 * Data of the adapted activities and sound programs stories, typed with the contract like
 * ./fixtures.ts: the establishment's activities and the catalogue, the sound programs, and a short
 * audio tone served at a story-only address for the player.
 */
import {
  endpoints,
  type AdaptedActivity,
  type AdaptedActivityList,
  type SoundProgram,
} from '@oxilio/domain/contract';
import { http, HttpResponse } from 'msw';
import { ids } from './fixtures';
import { toneWav } from '../testing/toneWav';
import { answer } from './handlers';

const activityId = (n: number) => `3f6c1a20-5b7e-4c1d-8a2f-00000000a${String(n).padStart(3, '0')}`;

const base = { canEdit: false, videoKey: null, updatedAt: '2025-02-01T09:00:00.000Z' } as const;

export const activities = {
  chairGym: {
    ...base,
    id: activityId(1),
    establishmentId: ids.establishment,
    name: 'Gym douce sur chaise',
    description: 'Mobilité des épaules et des hanches, en musique.',
    schedule: 'Mardi 10 h – 10 h 45, salle polyvalente (rez-de-chaussée)',
    enrolled: true,
  },
  walk: {
    ...base,
    id: activityId(2),
    establishmentId: ids.establishment,
    name: 'Marche dans le parc',
    description: 'Par petits groupes, avec l’oxilio, à votre allure.',
    schedule: 'Jeudi 15 h, départ du hall d’accueil',
    enrolled: false,
  },
  balance: {
    ...base,
    id: activityId(3),
    establishmentId: ids.establishment,
    name: 'Atelier équilibre',
    description: null,
    schedule: null,
    enrolled: false,
  },
  stretching: {
    ...base,
    id: activityId(4),
    establishmentId: null,
    name: 'Étirements du matin',
    description: 'Dix minutes d’étirements doux, assis.',
    schedule: 'Chaque matin, 10 minutes, en vidéo chez vous',
    enrolled: true,
  },
  chairYoga: {
    ...base,
    id: activityId(5),
    establishmentId: null,
    name: 'Yoga sur chaise',
    description: 'Des postures simples et des respirations lentes, toujours assis.',
    schedule: 'À votre rythme, séances vidéo de 20 minutes',
    enrolled: false,
  },
  longName: {
    ...base,
    id: activityId(6),
    establishmentId: ids.establishment,
    name: 'Atelier de prévention des chutes et de renforcement musculaire des membres inférieurs en position assise puis debout',
    description:
      'Un atelier complet, mené par l’enseignante en activité physique adaptée de la résidence, avec des exercices progressifs adaptés à chacun et des conseils pour la vie quotidienne.',
    schedule:
      'Lundi, mercredi et vendredi de 14 h 30 à 15 h 30, salle de kinésithérapie du bâtiment Sainte-Marguerite-Marie (premier étage, ascenseur B)',
    enrolled: true,
  },
} as const satisfies Record<string, AdaptedActivity>;

export const activityLists = {
  full: {
    activities: [
      activities.stretching,
      activities.chairYoga,
      activities.balance,
      activities.chairGym,
      activities.walk,
    ],
  },
  noneEnrolled: {
    activities: [
      { ...activities.stretching, enrolled: false },
      activities.chairYoga,
      { ...activities.chairGym, enrolled: false },
      activities.walk,
    ],
  },
  empty: { activities: [] },
  longNames: { activities: [activities.longName, activities.walk] },
} satisfies Record<string, AdaptedActivityList>;

/**
 * The patient's list, whose enrolments change as the story enrols or leaves (the PUT and DELETE
 * handlers below answer with the activity changed in it).
 */
export function activitiesApi(initial: AdaptedActivityList) {
  let list = initial.activities.map((item) => ({ ...item }));
  const change = (id: string, enrolled: boolean) => {
    list = list.map((item) => (item.id === id ? { ...item, enrolled } : item));
    return list.find((item) => item.id === id)!;
  };
  return {
    activities: answer(endpoints.apa.patient, () => ({ activities: list })),
    enrol: answer(endpoints.apa.enrol, ({ params }) => change(params.id, true)),
    leave: answer(endpoints.apa.leave, ({ params }) => change(params.id, false)),
  };
}

const program = (
  n: number,
  audioKey: string,
  name: string,
  durationSeconds: number,
): SoundProgram => ({
  id: `3f6c1a20-5b7e-4c1d-8a2f-00000000b${String(n).padStart(3, '0')}`,
  name,
  description: null,
  audioKey,
  durationSeconds,
  audio: null,
});

export const soundPrograms: SoundProgram[] = [
  program(1, 'cadence-080', 'Rythme de marche lent (80 pas/min)', 600),
  program(2, 'breathing-calm', 'Respiration guidée', 300),
  program(3, 'relaxation-end', 'Retour au calme', 420),
];

/** Where the stories serve a short tone: not an API address. */
export const storyAudioUrl = '/story-media/tone.wav';

/** The same programs, the first with its audio (the others have none yet). */
export const soundProgramsWithAudio: SoundProgram[] = soundPrograms.map((item, index) =>
  index === 0 ? { ...item, audio: { url: storyAudioUrl, type: 'audio/wav' } } : item,
);

/** Serves the tone at `storyAudioUrl`, 20 seconds long. */
export const storyAudio = http.get(storyAudioUrl, () =>
  HttpResponse.arrayBuffer(toneWav(20), { headers: { 'Content-Type': 'audio/wav' } }),
);

export const soundProgramHandlers = {
  soundPrograms: answer(endpoints.soundPrograms.list, { soundPrograms }),
};
