/**
 * The one access policy module (docs/product.md#access). Services reach these checks through the
 * request's scope (./scope.ts: `scope.patient(id, action)` returns a grant the repositories take,
 * docs/decisions/api-access-scope.md); no service calls an `assert*` function itself any more.
 * List queries filter with `visiblePatients(user)`, searches with `searchablePatients(user)`. The
 * rules are pure functions in ./rules.ts; this file loads the facts they judge and turns a refusal
 * into 404 or 403.
 *
 * 404 or 403 (docs/decisions/api-404-vs-403.md):
 * - a resource whose very existence is private (a patient, their sessions, a device, a program)
 *   answers 404 to whoever may not read it, exactly as if it did not exist;
 * - a caller who may read it but not do this answers 403;
 * - a path naming another principal's scope (an establishment, a rehabilitator, a manager, a user
 *   id that is not the caller's) answers 403, decided from the token without reading the database.
 */
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { actsAsPatient, actsAsRehabilitator, actsAsManager, type AuthUser } from '../auth/user';
import type { DbExecutor } from '../db/client';
import { isUuid } from '../db/ids';
import {
  devices,
  establishmentRehabilitators,
  establishments,
  patientRehabilitators,
  patients,
  programs,
  sessions,
} from '../db/schema';
import { ForbiddenError, NotFoundError } from '../http/errors';
import {
  adaptedActivityListScope,
  adaptedActivityParticipantsAccess,
  answerableInvitationOrigins,
  canActAsRehabilitator,
  canActAsManager,
  canActAsUser,
  canEditAdaptedActivity,
  editableRehabilitatorFields,
  type RehabilitatorProfileField,
  canLikeExercises,
  canManageDevice,
  canManageEstablishment,
  canOnPatient,
  canOnProgram,
  canReadAdaptedActivity,
  canReadEstablishment,
  canReadRehabilitator,
  canSearchPatients,
  canUsePrograms,
  isFollowedBy,
  isOfferedTo,
  type AdaptedActivityFacts,
  type CallerEstablishments,
  type PatientAction,
  type PatientFacts,
} from './rules';

export * from './rules';

/** An accepted, not ended link between a patient and a rehabilitator. */
export const activeLink = (patientId: SQL | typeof patients.id, rehabilitatorId: string) =>
  and(
    eq(patientRehabilitators.patientId, patientId),
    eq(patientRehabilitators.reeducatorId, rehabilitatorId),
    eq(patientRehabilitators.status, 'accepted'),
    isNull(patientRehabilitators.endedAt),
  );

/**
 * One row per active link of the patient (or one with a null rehabilitator when none), with the time
 * zone of the patient's establishment (null without one). Prepared once per database, so that
 * PostgreSQL plans it once per connection: every call on a patient's data starts with it.
 */
function preparePatientFacts(db: DbExecutor) {
  return db
    .select({
      // The stored id: the caller may have sent the same UUID in upper case.
      patientId: patients.id,
      establishmentId: patients.establishmentId,
      reeducatorId: patientRehabilitators.reeducatorId,
      timeZone: establishments.timeZone,
    })
    .from(patients)
    .leftJoin(
      patientRehabilitators,
      and(
        eq(patientRehabilitators.patientId, patients.id),
        eq(patientRehabilitators.status, 'accepted'),
        isNull(patientRehabilitators.endedAt),
      ),
    )
    .leftJoin(establishments, eq(establishments.id, patients.establishmentId))
    .where(eq(patients.id, sql.placeholder('patientId')))
    .prepare('policy_patient_facts');
}

const patientFactsStatements = new WeakMap<DbExecutor, ReturnType<typeof preparePatientFacts>>();

/** The facts the rules judge a patient by, and the establishment's time zone; null if none. */
export async function loadPatientFacts(
  db: DbExecutor,
  patientId: string,
): Promise<(PatientFacts & { timeZone: string | null }) | null> {
  if (!isUuid(patientId)) {
    return null;
  }
  let statement = patientFactsStatements.get(db);
  if (!statement) {
    statement = preparePatientFacts(db);
    patientFactsStatements.set(db, statement);
  }
  const rows = await statement.execute({ patientId });
  const [first] = rows;
  if (!first) {
    return null;
  }
  return {
    patientId: first.patientId,
    establishmentId: first.establishmentId,
    linkedRehabilitatorIds: rows.flatMap((row) => (row.reeducatorId ? [row.reeducatorId] : [])),
    timeZone: first.timeZone,
  };
}

/** True when the caller may read the patient's data. */
export async function canReadPatient(
  db: DbExecutor,
  user: AuthUser,
  patientId: string,
): Promise<boolean> {
  const facts = await loadPatientFacts(db, patientId);
  return facts !== null && canOnPatient(user, 'read', facts);
}

/**
 * Throws NotFoundError when the patient does not exist or is not visible to the caller,
 * ForbiddenError when visible but the action is not allowed. Returns the facts it loaded.
 */
export async function assertPatientAccess(
  db: DbExecutor,
  user: AuthUser,
  patientId: string,
  action: PatientAction,
): Promise<PatientFacts> {
  return assertPatientAccessWithTimeZone(db, user, patientId, action);
}

/**
 * `assertPatientAccess` with the time zone of the patient's establishment (null without one), which
 * the same query reads: the stats calls need both.
 */
export async function assertPatientAccessWithTimeZone(
  db: DbExecutor,
  user: AuthUser,
  patientId: string,
  action: PatientAction,
): Promise<PatientFacts & { timeZone: string | null }> {
  const facts = await loadPatientFacts(db, patientId);
  if (!facts || !canOnPatient(user, 'read', facts)) {
    throw new NotFoundError('No such patient.');
  }
  if (!canOnPatient(user, action, facts)) {
    throw new ForbiddenError();
  }
  return facts;
}

/**
 * A session is reached through its patient. Returns the patient's facts (`loadPatientFacts`) and
 * the session's stored id.
 */
export async function assertSessionAccess(
  db: DbExecutor,
  user: AuthUser,
  sessionId: string,
  action: PatientAction,
): Promise<PatientFacts & { timeZone: string | null; sessionId: string }> {
  const [session] = isUuid(sessionId)
    ? await db
        .select({ id: sessions.id, patientId: sessions.patientId })
        .from(sessions)
        .where(eq(sessions.id, sessionId))
    : [];
  if (!session) {
    throw new NotFoundError('No such session.');
  }
  try {
    const facts = await assertPatientAccessWithTimeZone(db, user, session.patientId, action);
    return { ...facts, sessionId: session.id };
  } catch (error) {
    throw error instanceof NotFoundError ? new NotFoundError('No such session.') : error;
  }
}

/** Managing an establishment: 403 for anyone but its manager. */
export function assertManagesEstablishment(user: AuthUser, establishmentId: string): void {
  if (!canManageEstablishment(user, establishmentId)) {
    throw new ForbiddenError();
  }
}

/** Establishments whose team the rehabilitator is in (not left), as a subquery. */
export const teamEstablishments = (rehabilitatorId: string) =>
  sql`(select ${establishmentRehabilitators.establishmentId} from ${establishmentRehabilitators}
       where ${establishmentRehabilitators.reeducatorId} = ${rehabilitatorId}
         and ${establishmentRehabilitators.leftAt} is null)`;

/**
 * The establishments the caller belongs to (`CallerEstablishments`): the one they manage, those
 * whose team they are in, the patient's own. One query, none for a manager only.
 */
export async function loadCallerEstablishments(
  db: DbExecutor,
  user: AuthUser,
): Promise<CallerEstablishments> {
  const ids = new Set<string>();
  if (actsAsManager(user)) {
    ids.add(user.establishmentId);
  }
  const memberships: SQL[] = [];
  if (actsAsPatient(user)) {
    memberships.push(
      sql`${establishments.id} = (select ${patients.establishmentId} from ${patients}
        where ${patients.id} = ${user.patientId})`,
    );
  }
  if (actsAsRehabilitator(user)) {
    memberships.push(inArray(establishments.id, teamEstablishments(user.reeducatorId)));
  }
  if (memberships.length > 0) {
    const rows = await db
      .select({ id: establishments.id })
      .from(establishments)
      .where(or(...memberships));
    for (const row of rows) {
      ids.add(row.id);
    }
  }
  return ids;
}

/** Reading an establishment: its manager, a rehabilitator of its team, or one of its patients. */
export async function assertCanReadEstablishment(
  db: DbExecutor,
  user: AuthUser,
  establishmentId: string,
): Promise<void> {
  if (canManageEstablishment(user, establishmentId)) {
    return;
  }
  if (!canReadEstablishment(user, establishmentId, await loadCallerEstablishments(db, user))) {
    throw new ForbiddenError();
  }
}

/** PATCH Admin/Reeducators/{id}: the rehabilitator, or a manager of their team; 403 otherwise. */
/**
 * Changing `fields` of a rehabilitator's profile: 403 unless the caller may change every one of
 * them (editableRehabilitatorFields), so that a refused request changes nothing.
 */
/**
 * A rehabilitator the caller may read (rules.ts `canReadRehabilitator`): 404 otherwise, and for an
 * id that is no rehabilitator's. At most one query, none for the rehabilitator themselves.
 */
export async function assertCanReadRehabilitator(
  db: DbExecutor,
  user: AuthUser,
  rehabilitatorId: string,
): Promise<void> {
  if (canActAsRehabilitator(user, rehabilitatorId)) {
    return;
  }
  if (isUuid(rehabilitatorId) && (actsAsManager(user) || actsAsPatient(user))) {
    const [row] = await db
      .select({
        teamEstablishmentIds: sql<
          string[]
        >`coalesce((select array_agg(${establishmentRehabilitators.establishmentId})
          from ${establishmentRehabilitators}
          where ${establishmentRehabilitators.reeducatorId} = ${rehabilitatorId}
            and ${establishmentRehabilitators.leftAt} is null), '{}')`,
        followsCaller: actsAsPatient(user)
          ? sql<boolean>`exists (select 1 from ${patientRehabilitators}
              where ${activeLink(sql`${user.patientId}::uuid`, rehabilitatorId)})`
          : sql<boolean>`false`,
      })
      .from(sql`(select 1) as one`);
    if (row && canReadRehabilitator(user, rehabilitatorId, row)) {
      return;
    }
  }
  throw new NotFoundError('No such rehabilitator.');
}

export async function assertCanEditRehabilitatorProfile(
  db: DbExecutor,
  user: AuthUser,
  rehabilitatorId: string,
  fields: readonly RehabilitatorProfileField[],
): Promise<void> {
  let teamEstablishmentIds: string[] = [];
  // The team is read only when it can decide: for a manager acting on someone else.
  if (
    !canActAsRehabilitator(user, rehabilitatorId) &&
    actsAsManager(user) &&
    isUuid(rehabilitatorId)
  ) {
    const rows = await db
      .select({ id: establishmentRehabilitators.establishmentId })
      .from(establishmentRehabilitators)
      .where(
        and(
          eq(establishmentRehabilitators.reeducatorId, rehabilitatorId),
          isNull(establishmentRehabilitators.leftAt),
        ),
      );
    teamEstablishmentIds = rows.map((row) => row.id);
  }
  const editable = editableRehabilitatorFields(user, rehabilitatorId, teamEstablishmentIds);
  if (editable.length === 0) {
    throw new ForbiddenError();
  }
  const refused = fields.filter((field) => !editable.includes(field));
  if (refused.length > 0) {
    throw new ForbiddenError(
      `Only the rehabilitator changes their ${refused.join(', ')}: it is their own account.`,
    );
  }
}

/** Answering an establishment's invitation: the origins the caller may answer; 403 for none. */
export function assertCanAnswerTeamInvitation(
  user: AuthUser,
  establishmentId: string,
  rehabilitatorId: string,
): ('reeducator' | 'establishment')[] {
  const origins = answerableInvitationOrigins(user, establishmentId, rehabilitatorId);
  if (origins.length === 0) {
    throw new ForbiddenError();
  }
  return origins;
}

/**
 * Paths /Reeducators/{id}/Patients/{patientId}: 403 unless the caller is that rehabilitator, 404
 * unless they follow that patient. Returns the patient's facts.
 */
export async function assertFollowsPatient(
  db: DbExecutor,
  user: AuthUser,
  rehabilitatorId: string,
  patientId: string,
): Promise<PatientFacts & { timeZone: string | null }> {
  assertActsAsRehabilitator(user, rehabilitatorId);
  const facts = await loadPatientFacts(db, patientId);
  if (!facts || !isFollowedBy(facts, rehabilitatorId)) {
    throw new NotFoundError('No such patient.');
  }
  return facts;
}

/** GET Patients: 403 for anyone but a rehabilitator or a manager. */
export function assertCanSearchPatients(user: AuthUser): void {
  if (!canSearchPatients(user)) {
    throw new ForbiddenError();
  }
}

/** The program library: 403 for anyone but a rehabilitator. */
export function assertCanUsePrograms(
  user: AuthUser,
): asserts user is AuthUser & { reeducatorId: string } {
  if (!canUsePrograms(user)) {
    throw new ForbiddenError();
  }
}

/** Exercise likes: 403 for anyone but a rehabilitator. */
export function assertCanLikeExercises(
  user: AuthUser,
): asserts user is AuthUser & { reeducatorId: string } {
  if (!canLikeExercises(user)) {
    throw new ForbiddenError();
  }
}

/** GET APA: whose activities to list; 403 for anyone but a manager or a patient. */
export function assertCanListAdaptedActivities(user: AuthUser) {
  const scope = adaptedActivityListScope(user);
  if (!scope) {
    throw new ForbiddenError('Adapted activities are listed for managers and patients.');
  }
  return scope;
}

/**
 * An adapted activity (null: not found): 404 unless the caller sees it, 403 when they see it but
 * may not change it (`write`). Returns the activity.
 */
export async function assertAdaptedActivityAccess<Activity extends AdaptedActivityFacts>(
  db: DbExecutor,
  user: AuthUser,
  activity: Activity | null,
  action: 'read' | 'write',
): Promise<Activity> {
  const visible =
    activity !== null &&
    (activity.establishmentId === null ||
      canReadAdaptedActivity(activity, await loadCallerEstablishments(db, user)));
  if (!activity || !visible) {
    throw new NotFoundError('No such adapted activity.');
  }
  if (action === 'write' && !canEditAdaptedActivity(user, activity)) {
    throw new ForbiddenError(
      activity.establishmentId === null
        ? 'The catalogue activities cannot be changed.'
        : 'Only the manager of the establishment changes its activities.',
    );
  }
  return activity;
}

/**
 * Listing the participants of an adapted activity the caller sees (`assertAdaptedActivityAccess`):
 * 403 for anyone but a manager, 404 for another establishment's activity. Returns the manager's
 * establishment, whose patients are listed.
 */
export function assertCanListParticipants(
  user: AuthUser,
  activity: AdaptedActivityFacts,
): { establishmentId: string } {
  const access = adaptedActivityParticipantsAccess(user, activity);
  if (access === 'forbidden' || !actsAsManager(user)) {
    throw new ForbiddenError('The participants are listed for the establishment’s manager.');
  }
  if (access === 'hidden') {
    throw new NotFoundError('No such adapted activity.');
  }
  return { establishmentId: user.establishmentId };
}

/**
 * An adapted activity (null: not found) a patient enrols in or leaves: 404 unless it is offered to
 * them (the catalogue, their establishment's). Returns the activity.
 */
export function assertActivityOfferedTo<Activity extends AdaptedActivityFacts>(
  activity: Activity | null,
  patient: PatientFacts,
): Activity {
  if (!activity || !isOfferedTo(activity, patient)) {
    throw new NotFoundError('No such adapted activity.');
  }
  return activity;
}

export function assertActsAsRehabilitator(user: AuthUser, rehabilitatorId: string): void {
  if (!canActAsRehabilitator(user, rehabilitatorId)) {
    throw new ForbiddenError();
  }
}

export function assertActsAsManager(user: AuthUser, managerId: string): void {
  if (!canActAsManager(user, managerId)) {
    throw new ForbiddenError();
  }
}

export function assertActsAsUser(user: AuthUser, userId: string): void {
  if (!canActAsUser(user, userId)) {
    throw new ForbiddenError();
  }
}

/** Programs: 404 when not visible (another rehabilitator's, deleted), 403 when read-only (product). */
export async function assertProgramAccess(
  db: DbExecutor,
  user: AuthUser,
  programId: string,
  action: 'read' | 'write',
): Promise<{ programId: string }> {
  const [program] = isUuid(programId)
    ? await db
        .select({ id: programs.id, reeducatorId: programs.reeducatorId })
        .from(programs)
        .where(and(eq(programs.id, programId), isNull(programs.deletedAt)))
    : [];
  if (!program || !canOnProgram(user, 'read', program)) {
    throw new NotFoundError('No such program.');
  }
  if (!canOnProgram(user, action, program)) {
    throw new ForbiddenError();
  }
  return { programId: program.id };
}

/** Devices: 404 unless the caller manages the device's establishment. */
export async function assertDeviceAccess(
  db: DbExecutor,
  user: AuthUser,
  deviceId: string,
): Promise<void> {
  const [device] = isUuid(deviceId)
    ? await db
        .select({ establishmentId: devices.establishmentId })
        .from(devices)
        .where(eq(devices.id, deviceId))
    : [];
  if (!device || !canManageDevice(user, device)) {
    throw new NotFoundError('No such device.');
  }
}

/**
 * A WHERE condition on `patients` keeping the rows the caller may read: for list and search
 * queries, so that a list never includes a patient the caller could not open.
 */
export function visiblePatients(user: AuthUser): SQL {
  const conditions: SQL[] = [];
  if (actsAsPatient(user)) {
    conditions.push(eq(patients.id, user.patientId));
  }
  if (actsAsManager(user)) {
    conditions.push(eq(patients.establishmentId, user.establishmentId));
  }
  if (actsAsRehabilitator(user)) {
    const rehabilitatorId = user.reeducatorId;
    conditions.push(
      sql`exists (select 1 from ${patientRehabilitators} where ${activeLink(patients.id, rehabilitatorId)})`,
    );
  }
  return conditions.length > 0 ? (or(...conditions) as SQL) : sql`false`;
}

/**
 * A WHERE condition on `patients` for GET Patients (`canSearchPatients`): the patients the caller
 * may read, and for a rehabilitator those of the establishments whose team they are in (whom they
 * may ask to follow).
 */
export function searchablePatients(user: AuthUser): SQL {
  const scopes: SQL[] = [visiblePatients(user)];
  if (actsAsRehabilitator(user)) {
    scopes.push(sql`${patients.establishmentId} in ${teamEstablishments(user.reeducatorId)}`);
  }
  return or(...scopes) as SQL;
}

/**
 * A WHERE condition on `patients`: those a rehabilitator may ask to follow, in an establishment
 * whose team they are in, or already linked to them in some way (pending or accepted, not ended).
 */
export function invitablePatients(rehabilitatorId: string): SQL {
  return or(
    inArray(patients.establishmentId, teamEstablishments(rehabilitatorId)),
    sql`exists (select 1 from ${patientRehabilitators}
          where ${patientRehabilitators.patientId} = ${patients.id}
            and ${patientRehabilitators.reeducatorId} = ${rehabilitatorId}
            and ${patientRehabilitators.status} in ('pending', 'accepted')
            and ${patientRehabilitators.endedAt} is null)`,
  ) as SQL;
}
