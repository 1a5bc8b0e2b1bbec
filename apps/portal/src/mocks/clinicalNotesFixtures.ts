/**
 * Data of the clinical notes stories (the rehabilitator's Notes tab, the manager's patient page),
 * typed with the contract: notes by the rehabilitator (Marie Lefèvre) and the manager (Claire
 * Dumont), one amended, one withdrawn, the initialisation's note for the team; and a mocked API that
 * filters as the API does and remembers what the story writes, amends or withdraws.
 */
import {
  endpoints,
  type ClinicalNote,
  type ClinicalNoteAuthor,
  type ClinicalNotes,
} from '@oxilio/domain/contract';
import { ids } from './fixtures';
import { answer } from './handlers';

const noteId = (n: number) => `3f6c1a20-5b7e-4c1d-8a2f-00000000a${String(n).padStart(3, '0')}`;

export const noteAuthors = {
  marie: {
    userId: ids.rehabilitatorUser,
    firstName: 'Marie',
    lastName: 'Lefèvre',
    role: 'reeducator',
  },
  claire: {
    userId: ids.managerUser,
    firstName: 'Claire',
    lastName: 'Dumont',
    role: 'responsable',
  },
} as const satisfies Record<string, ClinicalNoteAuthor>;

type NoteSeed = Omit<ClinicalNote, 'amendable' | 'patientId'>;

const note = (
  n: number,
  day: string,
  author: ClinicalNoteAuthor | null,
  versions: readonly string[],
  extra: Partial<NoteSeed> = {},
): NoteSeed => {
  const written = versions.map((text, index) => ({
    version: index + 1,
    text,
    writtenAt: `${day}T${String(9 + index).padStart(2, '0')}:15:00.000Z`,
  }));
  return {
    id: noteId(n),
    day,
    createdAt: `${day}T09:15:00.000Z`,
    author,
    origin: 'note',
    current: written.at(-1)!,
    earlier: written.slice(0, -1).reverse(),
    withdrawal: null,
    ...extra,
  };
};

/** The notes of the stories, newest first. */
export const clinicalNoteSeeds: readonly NoteSeed[] = [
  note(5, '2026-11-27', noteAuthors.marie, [
    'Marche avec déambulateur dans le couloir, 40 m avec une pause.',
    'Marche avec déambulateur dans le couloir, 40 m avec une pause ; le pied droit accroche au demi-tour.',
  ]),
  note(4, '2026-11-20', noteAuthors.claire, [
    'Famille reçue : la fille souhaite être prévenue avant tout changement de programme.',
  ]),
  note(3, '2026-11-12', noteAuthors.claire, ['Rendez-vous chez le dentiste mardi à 10 h.'], {
    withdrawal: {
      at: '2026-11-12T10:00:00.000Z',
      reason: 'Concernait un autre résident',
      by: { firstName: 'Claire', lastName: 'Dumont' },
    },
  }),
  note(2, '2026-10-30', noteAuthors.marie, [
    'Fatigue en fin de séance : séances fractionnées, plutôt le matin.',
  ]),
  note(1, '2026-09-02', noteAuthors.marie, ['Travail de l’appui sur le côté droit.'], {
    origin: 'teamComment',
  }),
];

/**
 * The notes' calls for `me` (the signed-in user: their notes are amendable): the list filters by
 * author and period as the API does; writing, amending and withdrawing change the list.
 */
export function clinicalNotesApi(
  me: string = ids.rehabilitatorUser,
  seeds: readonly NoteSeed[] = clinicalNoteSeeds,
) {
  const state = structuredClone([...seeds]);
  let next = 100;
  const view = (patientId: string, seed: NoteSeed): ClinicalNote => ({
    ...seed,
    patientId,
    amendable: seed.withdrawal === null && seed.author?.userId === me,
  });
  const authors = () => {
    const byId = new Map<string, ClinicalNoteAuthor>();
    for (const seed of state) {
      if (seed.author) {
        byId.set(seed.author.userId, seed.author);
      }
    }
    return [...byId.values()].sort((a, b) => a.lastName.localeCompare(b.lastName));
  };
  const found = (id: string) => state.find((seed) => seed.id === id)!;
  const now = () => new Date().toISOString();
  return {
    clinicalNotes: answer(endpoints.clinicalNotes.listOfPatient, ({ request, params }) => {
      const search = new URL(request.url).searchParams;
      const authorId = search.get('authorId');
      const from = search.get('from');
      const to = search.get('to');
      const notes = state.filter(
        (seed) =>
          (!authorId || seed.author?.userId === authorId) &&
          (!from || seed.day >= from) &&
          (!to || seed.day <= to),
      );
      return {
        notes: notes.map((seed) => view(params.id, seed)),
        authors: authors(),
      } satisfies ClinicalNotes;
    }),
    writeClinicalNote: answer(endpoints.clinicalNotes.write, async ({ request, params }) => {
      const { text } = (await request.json()) as { text: string };
      const author =
        me === ids.managerUser ? noteAuthors.claire : (noteAuthors.marie as ClinicalNoteAuthor);
      const day = now().slice(0, 10);
      const seed: NoteSeed = {
        id: noteId((next += 1)),
        day,
        createdAt: now(),
        author,
        origin: 'note',
        current: { version: 1, text, writtenAt: now() },
        earlier: [],
        withdrawal: null,
      };
      state.unshift(seed);
      return view(params.id, seed);
    }),
    amendClinicalNote: answer(endpoints.clinicalNotes.amend, async ({ request, params }) => {
      const { text } = (await request.json()) as { text: string };
      const seed = found(params.noteId);
      seed.earlier = [seed.current, ...seed.earlier];
      seed.current = { version: seed.current.version + 1, text, writtenAt: now() };
      return view(params.id, seed);
    }),
    withdrawClinicalNote: answer(endpoints.clinicalNotes.withdraw, async ({ request, params }) => {
      const { reason } = (await request.json()) as { reason: string };
      const seed = found(params.noteId);
      seed.withdrawal = {
        at: now(),
        reason,
        by: seed.author
          ? { firstName: seed.author.firstName, lastName: seed.author.lastName }
          : null,
      };
      return view(params.id, seed);
    }),
  };
}
