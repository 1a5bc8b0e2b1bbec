/**
 * Data of the relatives stories (the patient's /profil/relatives, the care team's read-only card),
 * typed with the contract, around the signed-in patient of ./fixtures.ts: her relatives, and a
 * mocked API that remembers what the story adds and removes.
 */
import { endpoints, type PatientRelative, type PatientRelativeBody } from '@oxilio/domain/contract';
import { answer } from './handlers';
import { patientStartup } from './scenarios';

const relativeId = (n: number) => `3f6c1a20-5b7e-4c1d-8a2f-0000000e${String(n).padStart(4, '0')}`;

/** Jeanne's relatives, as she typed them. */
export const relatives = {
  /** Her daughter: a mobile number and an e-mail address. */
  isabelle: {
    id: relativeId(1),
    firstName: 'Isabelle',
    lastName: 'Welter',
    relationship: 'Fille',
    phone: '+33 6 98 76 54 32',
    email: 'isabelle.welter@exemple.fr',
    createdAt: '2026-10-02T09:00:00.000Z',
  },
  /** Her son: a landline only. */
  paul: {
    id: relativeId(2),
    firstName: 'Paul',
    lastName: 'Welter',
    relationship: 'Fils',
    phone: '03 87 12 34 56',
    email: null,
    createdAt: '2026-10-02T09:05:00.000Z',
  },
  /** A neighbour with no way to reach her given, and long names. */
  neighbour: {
    id: relativeId(3),
    firstName: 'Marie-Christine',
    lastName: 'Schmit-Kieffer de Vaudémont',
    relationship: 'Voisine du dessus, a les clés',
    phone: null,
    email: null,
    createdAt: '2026-11-20T15:00:00.000Z',
  },
} satisfies Record<string, PatientRelative>;

/**
 * The relatives' calls, answered from `list`, which the story's actions change as the API would:
 * an added relative joins the end of the list (trimmed, the e-mail in lower case), a removed one
 * leaves it. No start-up calls: spread it into a role's handlers.
 */
export function relativesHandlers(list: readonly PatientRelative[] = Object.values(relatives)) {
  let state = [...list];
  let added = 0;
  return {
    relatives: answer(endpoints.patients.listRelatives, () => state),
    addRelative: answer(endpoints.patients.addRelative, async ({ request }) => {
      const body = (await request.json()) as PatientRelativeBody;
      added += 1;
      const relative: PatientRelative = {
        id: relativeId(100 + added),
        firstName: body.firstName,
        lastName: body.lastName,
        relationship: body.relationship ?? null,
        phone: body.phone ?? null,
        email: body.email?.toLowerCase() ?? null,
        createdAt: '2026-12-02T10:00:00.000Z',
      };
      state = [...state, relative];
      return relative;
    }),
    removeRelative: answer(endpoints.patients.removeRelative, ({ params }) => {
      state = state.filter((relative) => relative.id !== params.relativeId);
      return undefined;
    }),
  };
}

/** Every call of the patient's relatives tab and of the start-up modals. */
export function relativesApi(list?: readonly PatientRelative[]) {
  return { ...patientStartup, ...relativesHandlers(list) };
}
