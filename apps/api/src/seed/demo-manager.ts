/**
 * The manager's part of the demo data (docs/decisions/api-demo-data.md), called once from
 * ./demo.ts: a patient whose service has ended (archiving scheduled), archived patients, devices
 * with past patients, coaching sessions, a second manager account, applications at every step
 * (one with a direct debit order), and the second establishment's own invitations and activities.
 *
 * Invitations here are real ones: each has a token (stored hashed) and its email is kept in the
 * outbox (status `logged`, shown by the debug route), so that a patient awaiting validation of
 * their registration can complete it with the link (src/modules/applications, signup).
 */
import { randomUUID } from 'node:crypto';
import { Pathology, FunctionalCapacity } from '@oxilio/domain';
import { newOpaqueToken } from '../auth/opaque-tokens';
import { addDays } from '@oxilio/domain';
import { recipientKey } from '../mail/addresses';
import { renderEmail } from '../mail/render';
import { at, type SeedBuilder } from './builder';

/** The second manager of the demo residence (a professional helper account). */
export const demoHelperManager = 'adjoint@demo.oxilio.test';

export interface DemoManagerContext {
  today: string;
  /** The demo residence and its manager's user id. */
  establishmentId: string;
  managerUserId: string;
  demoPatientId: string;
  /** The second establishment. */
  otherEstablishmentId: string;
  /** Links in the seeded emails. */
  publicUrl: string;
}

const residence = 'Résidence Les Tilleuls';
const otherCentre = 'Centre de rééducation Am Park';

export function demoManagerData(b: SeedBuilder, context: DemoManagerContext): void {
  const { today, establishmentId: a, managerUserId, otherEstablishmentId: bId } = context;
  const signupLink = (type: string, applicationId: string, token: string) =>
    `${context.publicUrl}/signup/${type}?applicationId=${applicationId}&token=${encodeURIComponent(token)}`;

  /** An invitation with a working link, its email in the outbox. */
  const invite = (values: {
    type: 'patient' | 'reeducator' | 'establishment';
    establishmentId: string;
    establishmentName: string;
    invitedByUserId: string;
    email: string;
    firstName: string;
    lastName: string;
    daysAgo: number;
    function?: string;
  }) => {
    const id = randomUUID();
    const { token, hash } = newOpaqueToken();
    const sent = at(addDays(today, -values.daysAgo), 10);
    b.rows.applications.push({
      id,
      type: values.type,
      status: 'confirmed',
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
      livesInEstablishment: values.type === 'patient' ? true : null,
      establishmentId: values.establishmentId,
      establishmentName: values.establishmentName,
      function: values.function ?? null,
      invitedByUserId: values.invitedByUserId,
      verificationTokenHash: hash,
      verificationTokenExpiresAt: at(addDays(today, 14 - values.daysAgo), 10),
      confirmedAt: sent,
      createdAt: sent,
    });
    const email = renderEmail({
      template: `${values.type === 'establishment' ? 'responsable' : values.type}_invitation`,
      locale: 'fr',
      firstName: values.firstName,
      establishmentName: values.establishmentName,
      actionUrl: signupLink(values.type, id, token),
    });
    b.rows.emailOutbox.push({
      toAddress: values.email,
      recipientKey: recipientKey(values.email),
      establishmentId: values.establishmentId,
      locale: email.locale,
      template: email.template,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
      status: 'logged',
      createdAt: sent,
    });
    return id;
  };

  // --- Patients awaiting validation of their registration: their invitation, with its link ---
  const pending = b.rows.patients.filter(
    (row) =>
      row.establishmentId === a && row.registrationStatus === 'pending_validation' && !row.userId,
  );
  pending.forEach((row, index) => {
    const email = `${row.firstName}.${row.lastName}`
      .normalize('NFD')
      .replace(/[^A-Za-z.]/g, '')
      .toLowerCase();
    row.email = `${email}@invites.demo.oxilio.test`;
    invite({
      type: 'patient',
      establishmentId: a,
      establishmentName: residence,
      invitedByUserId: managerUserId,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      daysAgo: 2 + index,
    });
  });

  // --- A second manager, and a pending invitation of a third --------------------------------
  b.manager(
    b.user({
      email: demoHelperManager,
      firstName: 'Sophie',
      lastName: 'Kieffer',
      roles: ['responsable'],
    }),
    a,
    'Cadre de santé',
  );
  invite({
    type: 'establishment',
    establishmentId: a,
    establishmentName: residence,
    invitedByUserId: managerUserId,
    email: 'lucie.weber@demo.oxilio.test',
    firstName: 'Lucie',
    lastName: 'Weber',
    function: 'Assistante de direction',
    daysAgo: 1,
  });

  // --- The end of a service, archived patients, devices with past patients ------------------
  const formerPatient = (values: {
    firstName: string;
    lastName: string;
    serviceEndedDaysAgo: number;
    archived: boolean;
    deviceSerial: string;
    pathology: Pathology;
  }) => {
    const { patientId } = b.patient({
      establishmentId: a,
      firstName: values.firstName,
      lastName: values.lastName,
      email: null,
      birthDate: '1942-06-15',
      pathologies: [values.pathology],
      functionalCapacity: FunctionalCapacity.Standing,
      device: null,
      seed: `former-${values.lastName}`,
    });
    const row = b.rows.patients.find((patient) => patient.id === patientId)!;
    const ended = addDays(today, -values.serviceEndedDaysAgo);
    row.serviceEndedAt = at(ended, 15);
    row.archiveScheduledFor = addDays(ended, 30);
    if (values.archived) {
      row.archivedAt = at(addDays(ended, 30), 1);
    }
    // The device they had, back in stock, with its history.
    const deviceId = b.device(a, values.deviceSerial);
    b.rows.deviceAssignments.push({
      deviceId,
      patientId,
      wheelType: 'standard',
      assignedAt: at(addDays(ended, -150), 10),
      unassignedAt: at(ended, 15),
      assignedByUserId: managerUserId,
      unassignedByUserId: managerUserId,
    });
    return { patientId, deviceId, ended };
  };
  const ending = formerPatient({
    firstName: 'Georgette',
    lastName: 'Hoffmann',
    serviceEndedDaysAgo: 18,
    archived: false,
    deviceSerial: 'OX-A-R001',
    pathology: Pathology.FunctionalDecline,
  });
  const archivedOne = formerPatient({
    firstName: 'Raymond',
    lastName: 'Schmitt',
    serviceEndedDaysAgo: 45,
    archived: true,
    deviceSerial: 'OX-A-R002',
    pathology: Pathology.Parkinson,
  });
  formerPatient({
    firstName: 'Odile',
    lastName: 'Brunet',
    serviceEndedDaysAgo: 120,
    archived: true,
    deviceSerial: 'OX-A-R003',
    pathology: Pathology.LeftHemiparesis,
  });
  // The archived patient's device had been someone else's before.
  const earlier = b.patient({
    establishmentId: a,
    firstName: 'Marcel',
    lastName: 'Lambert',
    email: null,
    birthDate: '1938-01-20',
    pathologies: [Pathology.Other],
    functionalCapacity: FunctionalCapacity.Seated,
    device: null,
    seed: 'former-Lambert',
  });
  const lambert = b.rows.patients.find((patient) => patient.id === earlier.patientId)!;
  lambert.serviceEndedAt = at(addDays(archivedOne.ended, -160), 15);
  lambert.archiveScheduledFor = addDays(archivedOne.ended, -130);
  lambert.archivedAt = at(addDays(archivedOne.ended, -130), 1);
  b.rows.deviceAssignments.push({
    deviceId: archivedOne.deviceId,
    patientId: earlier.patientId,
    wheelType: 'lightweight',
    assignedAt: at(addDays(archivedOne.ended, -330), 10),
    unassignedAt: at(addDays(archivedOne.ended, -160), 15),
  });

  // --- Coaching sessions: done ones in the past, planned ones ahead -------------------------
  const residents = b.rows.patients
    .filter((row) => row.establishmentId === a && !row.archivedAt && row.userId)
    .map((row) => row.id!)
    .filter((id) => id !== context.demoPatientId)
    .slice(0, 4);
  const coaching = (
    patientId: string,
    days: number,
    hour: number,
    topic: string,
    extra: { notes?: string; coachName?: string; durationMinutes?: number } = {},
  ) =>
    b.rows.coachingSessions.push({
      establishmentId: a,
      patientId,
      scheduledAt: at(addDays(today, days), hour),
      durationMinutes: extra.durationMinutes ?? 45,
      topic,
      coachName: extra.coachName ?? 'Camille Lefort',
      notes: extra.notes ?? null,
      status: days < 0 ? 'done' : 'planned',
      createdByUserId: managerUserId,
      createdAt: at(addDays(today, Math.min(days, 0) - 7), 9),
    });
  coaching(context.demoPatientId, -21, 8, 'Transferts fauteuil-lit', {
    notes: 'Transferts sûrs avec appui sur l’accoudoir ; poursuivre.',
  });
  coaching(context.demoPatientId, -7, 8, 'Marche dans le couloir', {
    notes: '40 m avec l’oxilio, deux pauses.',
  });
  coaching(context.demoPatientId, 3, 9, 'Marche en extérieur');
  coaching(context.demoPatientId, 17, 9, 'Équilibre debout', { coachName: 'Julien Moreau' });
  residents.forEach((patientId, index) => {
    coaching(patientId, -10 + index, 13, 'Prise en main de l’oxilio', { durationMinutes: 30 });
    coaching(patientId, 2 + index, 14, 'Lever et station debout', { durationMinutes: 30 });
  });
  coaching(ending.patientId, -25, 10, 'Bilan de fin de service', { durationMinutes: 60 });

  // --- Self-service applications at every step -----------------------------------------------
  const application = (
    status: string,
    firstName: string,
    lastName: string,
    daysAgo: number,
    extra: Partial<(typeof b.rows.applications)[number]> = {},
  ) => {
    const id = randomUUID();
    const created = at(addDays(today, -daysAgo), 11);
    b.rows.applications.push({
      id,
      type: 'patient',
      status,
      email: `${firstName}.${lastName}@candidats.demo.oxilio.test`.toLowerCase(),
      firstName,
      lastName,
      phone: '+33 6 12 34 56 78',
      address: {
        number: '12',
        street: 'rue des Lilas',
        zipCode: '57000',
        town: 'Metz',
        county: 'FR',
      },
      livesInEstablishment: false,
      countryCode: 'FR',
      postalCode: '57000',
      availabilityInput: { Weight: 72, Height: 168, Leg: 82, Left: true, Right: true, reasons: [] },
      isAvailable: status !== 'unavailable' && status !== 'waitlisted',
      currentStep: status === 'draft' ? 0 : 1,
      verificationTokenExpiresAt: at(addDays(today, 7 - daysAgo), 11),
      createdAt: created,
      ...extra,
    });
    return id;
  };
  application('draft', 'Bernard', 'Klein', 1);
  application('available', 'Monique', 'Girard', 2);
  application('unavailable', 'Henri', 'Muller', 3, {
    countryCode: 'FR',
    postalCode: '97400',
    availabilityInput: { reasons: ['area'] },
  });
  application('waitlisted', 'Yvette', 'Roux', 9, { waitlistedAt: at(addDays(today, -8), 9) });
  const withDirectDebit = application('confirmed', 'Lucien', 'Perrin', 5, {
    confirmedAt: at(addDays(today, -4), 16),
  });
  b.rows.applicationDocuments.push({
    applicationId: withDirectDebit,
    kind: 'direct_debit_order',
    storageKey: 'direct-debit-orders/demo-perrin.pdf',
    originalName: 'mandat-sepa-perrin.pdf',
    contentType: 'application/pdf',
    sizeBytes: 48_213,
    sha256: 'd3m0'.padEnd(64, '0'),
    uploadedAt: at(addDays(today, -4), 17),
  });
  application('signed_up', 'Colette', 'Fournier', 30, {
    confirmedAt: at(addDays(today, -29), 10),
    signedUpAt: at(addDays(today, -28), 10),
  });
  application('cancelled', 'Gérard', 'Blanc', 40);
  application('expired', 'Simone', 'Noël', 60);

  // --- The second establishment: its own invitations and activities --------------------------
  const otherManager = b.rows.responsables.find((row) => row.establishmentId === bId)!;
  invite({
    type: 'patient',
    establishmentId: bId,
    establishmentName: otherCentre,
    invitedByUserId: otherManager.userId,
    email: 'jeanne.kremer@autre.oxilio.test',
    firstName: 'Jeanne',
    lastName: 'Kremer',
    daysAgo: 3,
  });
  invite({
    type: 'reeducator',
    establishmentId: bId,
    establishmentName: otherCentre,
    invitedByUserId: otherManager.userId,
    email: 'tom.schroeder@autre.oxilio.test',
    firstName: 'Tom',
    lastName: 'Schroeder',
    daysAgo: 5,
  });
  b.rows.establishmentInvitations.push({
    establishmentId: bId,
    email: 'tom.schroeder@autre.oxilio.test',
    firstName: 'Tom',
    lastName: 'Schroeder',
    origin: 'establishment',
    status: 'pending',
    invitedByUserId: otherManager.userId,
    createdAt: at(addDays(today, -5), 10),
    expiresAt: at(addDays(today, 9), 10),
  });
  const otherPatients = b.rows.patients
    .filter((row) => row.establishmentId === bId)
    .map((row) => row.id!);
  const activities = [
    { name: 'Aquagym douce', schedule: 'Méindes 10 Auer, Schwämm' },
    { name: 'Spadséiergank am Park', schedule: 'Mëttwochs 14 Auer, Entrée' },
  ].map((values) => {
    const id = randomUUID();
    b.rows.adaptedActivities.push({
      id,
      establishmentId: bId,
      ...values,
      description: null,
      createdAt: at(addDays(today, -90), 9),
      updatedAt: at(addDays(today, -30), 9),
    });
    return id;
  });
  otherPatients.slice(0, 3).forEach((patientId, index) => {
    b.rows.patientAdaptedActivities.push({
      patientId,
      activityId: activities[index % activities.length]!,
      enrolledAt: at(addDays(today, -40 + index), 9),
    });
  });
}
