import type { Locale } from '@oxilio/locales';
/**
 * Queries of an establishment's invitations (rehabilitators to its team, patients to sign up), on
 * the scope's database or transaction, within the establishment or invitation the scope granted.
 */
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { applications, establishmentInvitations, rehabilitators, users } from '../../db/schema';
import type { EstablishmentGrant, Scope, TeamInvitationGrant } from '../../policy/scope';

/** Application statuses that are no longer pending. */
const closedApplicationStatuses = ['signed_up', 'cancelled', 'expired'];

/** The establishment's invitations of this type still open, to this address when given. */
const openApplications = (
  establishmentId: string,
  type: 'patient' | 'reeducator',
  email?: string,
) =>
  and(
    eq(applications.establishmentId, establishmentId),
    eq(applications.type, type),
    email === undefined ? undefined : sql`lower(${applications.email}) = ${email}`,
    notInArray(applications.status, closedApplicationStatuses),
  );

/** An invited patient's application as the establishment's patients list shows it. */
const patientApplicationColumns = {
  applicationId: applications.id,
  email: applications.email,
  firstName: applications.firstName,
  lastName: applications.lastName,
  phone: applications.phone,
  status: applications.status,
  createdAt: applications.createdAt,
};

/** The patients invited by the establishment who have not signed up yet, newest first. */
export async function listPendingPatientApplications(
  scope: Scope,
  { establishmentId }: EstablishmentGrant,
) {
  return scope.db
    .select(patientApplicationColumns)
    .from(applications)
    .where(openApplications(establishmentId, 'patient'))
    .orderBy(desc(applications.createdAt));
}

export async function findPendingApplication(
  scope: Scope,
  { establishmentId }: EstablishmentGrant,
  type: 'patient' | 'reeducator',
  email: string,
) {
  const [row] = await scope.db
    .select({ id: applications.id })
    .from(applications)
    .where(openApplications(establishmentId, type, email));
  return row ?? null;
}

/** The account an invitation's address belongs to, if any (who is invited, or a conflict). */
export async function findUserByEmail(scope: Scope, email: string) {
  const [row] = await scope.db
    .select({
      userId: users.id,
      firstName: users.firstName,
      locale: users.locale,
      reeducatorId: rehabilitators.id,
    })
    .from(users)
    .leftJoin(rehabilitators, eq(rehabilitators.userId, users.id))
    .where(eq(users.email, email));
  return row ?? null;
}

export const invitationColumns = {
  id: establishmentInvitations.id,
  establishmentId: establishmentInvitations.establishmentId,
  origin: establishmentInvitations.origin,
  status: establishmentInvitations.status,
  email: establishmentInvitations.email,
  reeducatorId: establishmentInvitations.reeducatorId,
  invitedFirstName: establishmentInvitations.firstName,
  invitedLastName: establishmentInvitations.lastName,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  createdAt: establishmentInvitations.createdAt,
};

/** An invitation the caller has just written (`invitationId`: the id its write returned). */
export async function findInvitation(
  scope: Scope,
  _invitation: EstablishmentGrant | TeamInvitationGrant,
  invitationId: string,
) {
  const [row] = await scope.db
    .select(invitationColumns)
    .from(establishmentInvitations)
    .leftJoin(rehabilitators, eq(rehabilitators.id, establishmentInvitations.reeducatorId))
    .leftJoin(users, eq(users.id, rehabilitators.userId))
    .where(eq(establishmentInvitations.id, invitationId));
  return row ?? null;
}

export async function listPendingInvitations(
  scope: Scope,
  { establishmentId }: EstablishmentGrant,
) {
  return scope.db
    .select(invitationColumns)
    .from(establishmentInvitations)
    .leftJoin(rehabilitators, eq(rehabilitators.id, establishmentInvitations.reeducatorId))
    .leftJoin(users, eq(users.id, rehabilitators.userId))
    .where(
      and(
        eq(establishmentInvitations.establishmentId, establishmentId),
        eq(establishmentInvitations.status, 'pending'),
      ),
    )
    .orderBy(desc(establishmentInvitations.createdAt));
}

export async function findPendingEmailInvitation(
  scope: Scope,
  { establishmentId }: EstablishmentGrant,
  email: string,
) {
  const [row] = await scope.db
    .select({ id: establishmentInvitations.id })
    .from(establishmentInvitations)
    .where(
      and(
        eq(establishmentInvitations.establishmentId, establishmentId),
        eq(establishmentInvitations.status, 'pending'),
        sql`lower(${establishmentInvitations.email}) = ${email}`,
      ),
    );
  return row ?? null;
}

export async function cancelRehabilitatorApplications(
  scope: Scope,
  { establishmentId }: EstablishmentGrant,
  email: string,
) {
  await scope.db
    .update(applications)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(openApplications(establishmentId, 'reeducator', email));
}

/** `now()` plus `days` days, for the expiry of an emailed link. */
const daysFromNow = (days: number) => sql`now() + ${`${days} days`}::interval`;

/** A pending invitation of the establishment to a rehabilitator (with an account or by email). */
export async function insertInvitation(
  scope: Scope,
  { establishmentId }: EstablishmentGrant,
  invitation: {
    rehabilitatorId?: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    invitedByUserId: string;
    /** Only for an invitation by email: the signup link expires. */
    validDays?: number;
  },
): Promise<string> {
  const [row] = await scope.db
    .insert(establishmentInvitations)
    .values({
      establishmentId,
      reeducatorId: invitation.rehabilitatorId,
      email: invitation.email,
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      origin: 'establishment',
      invitedByUserId: invitation.invitedByUserId,
      ...(invitation.validDays === undefined
        ? {}
        : { expiresAt: daysFromNow(invitation.validDays) }),
    })
    .returning({ id: establishmentInvitations.id });
  return row!.id;
}

/** A confirmed application of someone the establishment invites, with its signup link's token. */
export async function insertInvitedApplication(
  scope: Scope,
  { establishmentId }: EstablishmentGrant,
  application: {
    type: 'patient' | 'reeducator';
    email: string;
    firstName: string | null;
    lastName: string | null;
    phone?: string | null;
    livesInEstablishment?: boolean;
    establishmentName: string;
    invitedByUserId: string;
    verificationTokenHash: string;
    validDays: number;
    locale: Locale;
  },
) {
  const { validDays, ...values } = application;
  const [row] = await scope.db
    .insert(applications)
    .values({
      ...values,
      establishmentId,
      status: 'confirmed',
      verificationTokenExpiresAt: daysFromNow(validDays),
      confirmedAt: sql`now()`,
    })
    .returning(patientApplicationColumns);
  return row!;
}

/** Cancels the establishment's pending invitation; null when there is none with that id. */
export async function cancelPendingInvitation(
  scope: Scope,
  { establishmentId }: EstablishmentGrant,
  invitationId: string,
) {
  const [row] = await scope.db
    .update(establishmentInvitations)
    .set({ status: 'cancelled', answeredAt: sql`now()` })
    .where(
      and(
        eq(establishmentInvitations.id, invitationId),
        eq(establishmentInvitations.establishmentId, establishmentId),
        eq(establishmentInvitations.status, 'pending'),
      ),
    )
    .returning({ email: establishmentInvitations.email });
  return row ?? null;
}

/**
 * Answers the pending invitation between the establishment and the rehabilitator, if it came from
 * one of the grant's `origins`; its id, or null when there is no such invitation.
 */
export async function answerPendingInvitation(
  scope: Scope,
  invitation: TeamInvitationGrant,
  accepted: boolean,
): Promise<string | null> {
  const [row] = await scope.db
    .update(establishmentInvitations)
    .set({ status: accepted ? 'accepted' : 'refused', answeredAt: sql`now()` })
    .where(
      and(
        eq(establishmentInvitations.establishmentId, invitation.establishmentId),
        eq(establishmentInvitations.reeducatorId, invitation.rehabilitatorId),
        eq(establishmentInvitations.status, 'pending'),
        sql`${establishmentInvitations.origin} in (${sql.join(
          invitation.origins.map((origin) => sql`${origin}`),
          sql`, `,
        )})`,
      ),
    )
    .returning({ id: establishmentInvitations.id });
  return row?.id ?? null;
}
