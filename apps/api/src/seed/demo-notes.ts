/**
 * Demo clinical notes (docs/decisions/clinical-notes.md): the demo rehabilitator's patients have
 * notes by two authors (the demo rehabilitator and the establishment's manager) over the last
 * months, in keeping with each patient's functional capacity (no walk in a seated patient's
 * notes); the demo patient's "note for the team" is their first note, one note of theirs was
 * amended (two versions) and one of the manager's withdrawn. Deterministic: the same patients,
 * texts and days each time, from the seed's own random generator.
 */
import { sql } from 'drizzle-orm';
import { addDays, FunctionalCapacity, instantIn } from '@oxilio/domain';
import type { DbExecutor } from '../db/client';
import { clinicalNoteVersions, clinicalNotes } from '../db/schema';
import { createRandom } from '../simulator/random';

const timeZone = 'Europe/Paris';

/** What the rehabilitator writes, by functional capacity: a seated patient is not walked. */
const rehabilitatorTexts: Record<FunctionalCapacity, readonly string[]> = {
  [FunctionalCapacity.Seated]: [
    'Transferts fauteuil-lit avec l’aide d’une personne ; tient assis sans appui 5 minutes.',
    'Verticalisation dans l’oxilio 10 minutes, bonne tolérance tensionnelle.',
    'Douleur d’épaule droite à la mobilisation : surveiller la position du bras au fauteuil.',
  ],
  [FunctionalCapacity.Standing]: [
    'Station debout 8 minutes dans l’oxilio sans malaise ; appui encore asymétrique.',
    'Objectif discuté avec la patiente : tenir debout 15 minutes pour la toilette au lavabo.',
    'Fatigue en fin de séance : séances fractionnées, plutôt le matin.',
  ],
  [FunctionalCapacity.IntermediateWalk]: [
    'Marche avec déambulateur dans le couloir, 40 m avec une pause ; le pied droit accroche.',
    'Demi-tour encore instable : travail des changements de direction.',
    'Progrès net de l’endurance depuis le mois dernier ; garder 3 séances par semaine.',
  ],
  [FunctionalCapacity.AutonomousWalk]: [
    'Marche autonome à l’intérieur ; sortie dans le parc accompagnée, sans aide technique.',
    'Chute sans gravité en se levant la nuit : revoir l’éclairage de la chambre avec l’équipe.',
    'Endurance : 6 minutes de marche sans pause, objectif 10 minutes.',
  ],
};

/** What the manager writes: the organisation around the care. */
const managerTexts = [
  'Famille reçue : la fille souhaite être prévenue avant tout changement de programme.',
  'Rendez-vous chez le neurologue le mois prochain ; les séances du jeudi sont décalées.',
  'Changement de chambre prévu, au rez-de-chaussée, plus près de la salle de rééducation.',
];

interface Person {
  userId: string;
}

interface NoteToWrite {
  patientId: string;
  day: string;
  time: string;
  author: Person;
  role: 'reeducator' | 'responsable';
  origin?: 'note' | 'teamComment';
  /** The versions, the first first, each written `daysLater` after the note. */
  versions: readonly { text: string; daysLater: number; time: string }[];
  withdrawal?: { reason: string; daysLater: number };
}

const instant = (day: string, time: string) => new Date(instantIn(day, time, timeZone)!);

async function userOf(executor: DbExecutor, email: string): Promise<Person | null> {
  const found = (await executor.execute(
    sql`select id from users where email = ${email}`,
  )) as unknown as { rows: { id: string }[] };
  return found.rows[0] ? { userId: found.rows[0].id } : null;
}

/** Writes the demo notes; returns the number of rows written. */
export async function demoNotes(
  executor: DbExecutor,
  accounts: { rehabilitator: string; manager: string },
  demoPatientId: string,
  today: string,
): Promise<number> {
  const [rehabilitator, manager] = await Promise.all([
    userOf(executor, accounts.rehabilitator),
    userOf(executor, accounts.manager),
  ]);
  if (!rehabilitator || !manager) {
    return 0;
  }
  // The demo rehabilitator's patients now, by name, with their capacity and whether the manager's
  // establishment is theirs (the manager writes only about their own establishment's patients).
  const found = (await executor.execute(sql`
    select p.id, p.functional_capacity, p.settings ->> 'comment' as comment,
      exists (
        select 1 from responsables m
        where m.user_id = ${manager.userId} and m.establishment_id = p.establishment_id
      ) as managed
    from patient_reeducators pr
    join reeducators r on r.id = pr.reeducator_id
    join patients p on p.id = pr.patient_id
    where r.user_id = ${rehabilitator.userId} and pr.status = 'accepted'
      and pr.ended_at is null and p.archived_at is null
    order by p.id = ${demoPatientId} desc, p.last_name, p.first_name
    limit 12`)) as unknown as {
    rows: {
      id: string;
      functional_capacity: number | null;
      comment: string | null;
      managed: boolean;
    }[];
  };

  const random = createRandom('oxilio-demo-notes');
  const notes: NoteToWrite[] = [];
  for (const [index, patient] of found.rows.entries()) {
    const capacity = (patient.functional_capacity ??
      FunctionalCapacity.Standing) as FunctionalCapacity;
    const texts = rehabilitatorTexts[capacity] ?? rehabilitatorTexts[FunctionalCapacity.Standing];
    const demo = patient.id === demoPatientId;
    // Three notes of the rehabilitator over the last five months, the newest within a fortnight.
    const days = [random.integer(100, 150), random.integer(30, 90), random.integer(1, 14)];
    texts.forEach((text, order) => {
      notes.push({
        patientId: patient.id,
        day: addDays(today, -days[order]!),
        time: `${String(random.integer(9, 17)).padStart(2, '0')}:${random.pick(['05', '20', '40'])}`,
        author: rehabilitator,
        role: 'reeducator',
        versions:
          // The demo patient's second note was amended the next day: both versions are shown.
          demo && order === 1
            ? [
                { text, daysLater: 0, time: '11:10' },
                {
                  text: `${text} Vu avec le médecin : pas de contre-indication à poursuivre.`,
                  daysLater: 1,
                  time: '09:15',
                },
              ]
            : [{ text, daysLater: 0, time: '11:10' }],
      });
    });
    if (demo && patient.comment?.trim()) {
      // The initialisation's note for the team, as the migration moves it: the first note.
      notes.push({
        patientId: patient.id,
        day: addDays(today, -160),
        time: '10:00',
        author: rehabilitator,
        role: 'reeducator',
        origin: 'teamComment',
        versions: [{ text: patient.comment.trim(), daysLater: 0, time: '10:00' }],
      });
    }
    if (patient.managed && (demo || index % 2 === 1)) {
      const text = managerTexts[index % managerTexts.length]!;
      notes.push({
        patientId: patient.id,
        day: addDays(today, -random.integer(5, 60)),
        time: '14:30',
        author: manager,
        role: 'responsable',
        versions: [{ text, daysLater: 0, time: '14:30' }],
      });
    }
    if (demo && patient.managed) {
      // A note written in the wrong file, withdrawn by its author: struck, still readable.
      notes.push({
        patientId: patient.id,
        day: addDays(today, -20),
        time: '16:45',
        author: manager,
        role: 'responsable',
        versions: [
          { text: 'Rendez-vous chez le dentiste mardi à 10 h.', daysLater: 0, time: '16:45' },
        ],
        withdrawal: { reason: 'Concernait un autre résident', daysLater: 0 },
      });
    }
  }

  let written = 0;
  for (const note of notes) {
    const createdAt = instant(note.day, note.time);
    const [row] = await executor
      .insert(clinicalNotes)
      .values({
        patientId: note.patientId,
        day: note.day,
        authorUserId: note.author.userId,
        authorRole: note.role,
        origin: note.origin ?? 'note',
        createdAt,
        ...(note.withdrawal
          ? {
              withdrawnAt: new Date(createdAt.getTime() + 30 * 60 * 1000),
              withdrawnByUserId: note.author.userId,
              withdrawnReason: note.withdrawal.reason,
            }
          : {}),
      })
      .returning({ id: clinicalNotes.id });
    await executor.insert(clinicalNoteVersions).values(
      note.versions.map((version, position) => ({
        noteId: row!.id,
        version: position + 1,
        text: version.text,
        authorUserId: note.author.userId,
        writtenAt:
          position === 0 ? createdAt : instant(addDays(note.day, version.daysLater), version.time),
      })),
    );
    written += 1 + note.versions.length;
  }
  return written;
}
