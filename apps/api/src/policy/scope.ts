/**
 * The access scope of a request (docs/decisions/api-access-scope.md): the caller and the database
 * together, with the policy's checks as methods, as Medplum gives each login its repository. A
 * route hands `request.scope` (./request-scope.ts) to its service; the service asks the scope for
 * what it touches (`scope.patient(id, 'read')`, `scope.managedEstablishment(id)`), and the
 * repositories of a migrated module take the scope and the grant it returned, never a bare
 * database: a read or a list of a patient's data cannot be written without the check, since
 * nothing else makes a grant. A list filters with `scope.visiblePatients()`.
 *
 * The checks themselves are ./index.ts (the facts, 404 or 403) over the pure rules of ./rules.ts:
 * the same queries as before (one `policy_patient_facts` per patient checked), the same answers.
 * Jobs use `systemScope(db, reason)` (./system-scope.ts): no caller, audited as the system. Calls
 * without a user token use `publicScopeFor(db, caller)`: their check is an emailed link's token
 * (`applicationLink`) or a device's secret (`device`).
 */
import type { SQL } from 'drizzle-orm';
import { audit, auditEach, auditValues, type AuditAction } from '../audit/audit';
import type { Caller, PublicCaller } from '../auth/caller';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import type { AuthUser } from '../auth/user';
import type { ScryptParams } from '../config';
import type { Db, DbExecutor } from '../db/client';
import { InvalidVerificationTokenError } from '../http/errors';
import {
  assertActivityOfferedTo,
  assertActsAsManager,
  assertActsAsRehabilitator,
  assertAdaptedActivityAccess,
  assertCanListAdaptedActivities,
  assertCanListParticipants,
  assertCanAnswerTeamInvitation,
  assertCanEditRehabilitatorProfile,
  assertCanReadEstablishment,
  assertCanReadRehabilitator,
  assertActsAsUser,
  assertFollowsPatient,
  assertCanLikeExercises,
  assertCanSearchPatients,
  assertCanUsePrograms,
  assertManagesEstablishment,
  assertPatientAccessWithTimeZone,
  assertProgramAccess,
  assertSessionAccess,
  invitablePatients,
  searchablePatients,
  visiblePatients,
  type AdaptedActivityFacts,
  type PatientAction,
  type PatientFacts,
  type RehabilitatorProfileField,
} from './index';

const granted: unique symbol = Symbol('granted');

/**
 * Only the scope makes grants (the symbol is not exported): a repository function taking one runs
 * after the check, by its type.
 */
export interface Granted {
  readonly [granted]: true;
}

/** A patient the caller may act on (`scope.patient`): the facts the check loaded. */
export type PatientGrant = Readonly<PatientFacts> & {
  /** The time zone of the patient's establishment (null without one). */
  readonly timeZone: string | null;
} & Granted;

/** A session the caller may act on (`scope.session`): its patient's grant, and its id. */
export type SessionGrant = PatientGrant & { readonly sessionId: string };

/** A program the caller may read or change (`scope.program`). */
export type ProgramGrant = { readonly programId: string } & Granted;

/** An adapted activity the caller sees, or may change (`scope.adaptedActivity`). */
export type ActivityGrant<Activity extends AdaptedActivityFacts = AdaptedActivityFacts> =
  Readonly<Activity> & { readonly activityGranted: 'read' | 'write' } & Granted;

/** An establishment the caller manages (`scope.managedEstablishment`). */
export type EstablishmentGrant = { readonly establishmentId: string } & Granted;

/**
 * An establishment the caller may read (`scope.establishment`): its manager, a rehabilitator of its
 * team, one of its patients. Reads of the establishment itself take this or an `EstablishmentGrant`.
 */
export type EstablishmentReadGrant = { readonly establishmentId: string } & Granted;

/** A manager acting as themselves (`scope.ownManager`: /Responsables/{id}/...). */
export type ManagerGrant = { readonly managerId: string } & Granted;

/**
 * A pending team invitation the caller may answer (`scope.teamInvitation`): the rehabilitator
 * answers the establishment's, the manager the rehabilitator's request (`origins`).
 */
export type TeamInvitationGrant = {
  readonly establishmentId: string;
  readonly rehabilitatorId: string;
  readonly origins: readonly ('reeducator' | 'establishment')[];
} & Granted;

/** A rehabilitator acting as themselves (`scope.rehabilitator`). */
export type RehabilitatorGrant = { readonly rehabilitatorId: string } & Granted;

/** A rehabilitator the caller may read (`scope.readableRehabilitator`). */
export type RehabilitatorReadGrant = { readonly rehabilitatorId: string } & Granted;

/**
 * A rehabilitator's profile the caller may change (`scope.editableRehabilitator`): their own, or
 * one of their team's for a manager, for the fields asked.
 */
export type RehabilitatorProfileGrant = { readonly rehabilitatorId: string } & Granted;

/** What a rehabilitator-only call does (`scope.rehabilitator`). */
export type RehabilitatorPurpose = 'likeExercises' | 'usePrograms';

/** The caller's own account (`scope.me`, `scope.ownAccount`). */
export type AccountGrant = {
  readonly userId: string;
  /** The caller's patient record, when they act as a patient. */
  readonly patientId: string | null;
} & Granted;

/** What every scope of a request has: its database, one transaction, an audit entry. */
interface RequestScope<Self> {
  /** The database, or the transaction of `transaction()`: what repositories run their query on. */
  readonly db: DbExecutor;
  /** `work` in one transaction, with this scope on it: its writes and audit entries commit together. */
  transaction<T>(work: (scope: Self) => Promise<T>): Promise<T>;
  /** Writes one audit entry for the caller (audit.ts), on this scope's database or transaction. */
  audit(
    action: AuditAction,
    patientId: string | null,
    details?: Record<string, unknown> | null,
  ): Promise<void>;
}

export interface Scope extends RequestScope<Scope> {
  readonly caller: Caller;
  readonly user: AuthUser;
  /**
   * The patient if the caller may do `action` on their data: 404 when it does not exist or the
   * caller may not read it, 403 when they may read but not do this (one query).
   */
  patient(patientId: string, action: PatientAction): Promise<PatientGrant>;
  /** A session, reached through its patient: 404 ('No such session.') or 403 as `patient`. */
  session(sessionId: string, action: PatientAction): Promise<SessionGrant>;
  /** A program: 404 when the caller may not see it, 403 when they may not do this (one query). */
  program(programId: string, action: 'read' | 'write'): Promise<ProgramGrant>;
  /**
   * An adapted activity (`located`: the row found by its id, null for none): 404 unless the
   * caller sees it, 403 when they see it but may not change it (`write`).
   */
  adaptedActivity<Activity extends AdaptedActivityFacts, Action extends 'read' | 'write'>(
    located: Activity | null,
    action: Action,
  ): Promise<ActivityGrant<Activity> & { readonly activityGranted: Action }>;
  /** An activity (null: none) the patient enrols in or leaves: 404 unless offered to them. */
  offeredActivity<Activity extends AdaptedActivityFacts>(
    located: Activity | null,
    patient: PatientGrant,
  ): ActivityGrant<Activity>;
  /**
   * Whose adapted activities GET APA lists: the manager's establishment, or the patient's own
   * offer; 403 for anyone else.
   */
  adaptedActivityList(): EstablishmentGrant | { readonly patientId: string };
  /** The participants of an activity the caller sees: the manager's establishment's; 403, 404. */
  activityParticipants(activity: ActivityGrant): EstablishmentGrant;
  /** An establishment the caller manages; 403 otherwise (decided from the token). */
  managedEstablishment(establishmentId: string): EstablishmentGrant;
  /**
   * An establishment the caller may read (its manager, its team, its patients); 403 otherwise
   * (one query, none for its manager).
   */
  establishment(establishmentId: string): Promise<EstablishmentReadGrant>;
  /** A path naming a manager (/Responsables/{id}/...): the caller themselves; 403 otherwise. */
  ownManager(managerId: string): ManagerGrant;
  /**
   * Answering the pending invitation between an establishment and a rehabilitator: that
   * rehabilitator, or the establishment's manager; 403 otherwise (decided from the token).
   */
  teamInvitation(establishmentId: string, rehabilitatorId: string): TeamInvitationGrant;
  /**
   * Changing `fields` of a rehabilitator's profile: 403 unless the caller may change every one of
   * them (themselves, or a manager of their team: one query).
   */
  editableRehabilitator(
    rehabilitatorId: string,
    fields: readonly RehabilitatorProfileField[],
  ): Promise<RehabilitatorProfileGrant>;
  /**
   * A rehabilitator the caller may read: themselves, a manager of their team, a patient they
   * follow; 404 otherwise (at most one query).
   */
  readableRehabilitator(rehabilitatorId: string): Promise<RehabilitatorReadGrant>;
  /** The caller's own account (a path naming a user id); 403 for another's. */
  ownAccount(userId: string): AccountGrant;
  /** A path naming a rehabilitator (/Reeducators/{id}/...): the caller themselves; 403 otherwise. */
  ownRehabilitator(rehabilitatorId: string): RehabilitatorGrant;
  /**
   * /Reeducators/{id}/Patients/{patientId}: 403 unless the caller is that rehabilitator, 404
   * unless they follow that patient (one query).
   */
  followedPatient(
    rehabilitatorId: string,
    patientId: string,
  ): Promise<PatientGrant & RehabilitatorGrant>;
  /** The caller's own account, named by no path (GET /users/me). */
  me(): AccountGrant;
  /** The caller as a rehabilitator, for `purpose`; 403 for anyone else. */
  rehabilitator(purpose: RehabilitatorPurpose): RehabilitatorGrant;
  /** A WHERE condition on `patients`: the patients the caller may read (lists). */
  visiblePatients(): SQL;
  /**
   * A WHERE condition on `patients`: the patients the caller may find (GET Patients); 403 for
   * anyone but a rehabilitator or a manager.
   */
  searchablePatients(): SQL;
  /** A WHERE condition on `patients`: those the rehabilitator may ask to follow. */
  invitablePatients(rehabilitator: RehabilitatorGrant): SQL;
  /** Writes the same entry about each of `patientIds`, in one INSERT (audit.ts `auditEach`). */
  auditEach(
    action: AuditAction,
    patientIds: readonly string[],
    details: Record<string, unknown> | null,
  ): Promise<void>;
  /** The values of an audit entry a read statement carries itself (audit.ts `auditInsertSql`). */
  auditValues(
    action: AuditAction,
    details: Record<string, unknown> | null,
  ): ReturnType<typeof auditValues>;
}

function grant<Facts extends object>(facts: Facts): Facts & Granted {
  return Object.assign(facts, { [granted]: true as const });
}

/** The scope of an authenticated caller on `db`. */
export function scopeFor(db: Db, caller: Caller): Scope {
  return scopeOn(db, caller, (work) => db.transaction((tx) => work(scopeOn(tx, caller, null))));
}

function scopeOn(
  executor: DbExecutor,
  caller: Caller,
  transaction: (<T>(work: (scope: Scope) => Promise<T>) => Promise<T>) | null,
): Scope {
  const { user } = caller;
  const scope: Scope = {
    db: executor,
    caller,
    user,
    async patient(patientId, action) {
      return grant(await assertPatientAccessWithTimeZone(executor, user, patientId, action));
    },
    async session(sessionId, action) {
      return grant(await assertSessionAccess(executor, user, sessionId, action));
    },
    async program(programId, action) {
      return grant(await assertProgramAccess(executor, user, programId, action));
    },
    async adaptedActivity(located, action) {
      const activity = await assertAdaptedActivityAccess(executor, user, located, action);
      return grant({ ...activity, activityGranted: action as typeof action });
    },
    offeredActivity(located, patient) {
      return grant({ ...assertActivityOfferedTo(located, patient), activityGranted: 'read' });
    },
    adaptedActivityList() {
      const list = assertCanListAdaptedActivities(user);
      return 'patientId' in list ? list : grant({ establishmentId: list.establishmentId });
    },
    activityParticipants(activity) {
      return grant(assertCanListParticipants(user, activity));
    },
    managedEstablishment(establishmentId) {
      assertManagesEstablishment(user, establishmentId);
      return grant({ establishmentId });
    },
    async establishment(establishmentId) {
      await assertCanReadEstablishment(executor, user, establishmentId);
      return grant({ establishmentId });
    },
    ownManager(managerId) {
      assertActsAsManager(user, managerId);
      return grant({ managerId });
    },
    teamInvitation(establishmentId, rehabilitatorId) {
      const origins = assertCanAnswerTeamInvitation(user, establishmentId, rehabilitatorId);
      return grant({ establishmentId, rehabilitatorId, origins });
    },
    async editableRehabilitator(rehabilitatorId, fields) {
      await assertCanEditRehabilitatorProfile(executor, user, rehabilitatorId, fields);
      return grant({ rehabilitatorId });
    },
    async readableRehabilitator(rehabilitatorId) {
      await assertCanReadRehabilitator(executor, user, rehabilitatorId);
      return grant({ rehabilitatorId });
    },
    ownAccount(userId) {
      assertActsAsUser(user, userId);
      return scope.me();
    },
    ownRehabilitator(rehabilitatorId) {
      assertActsAsRehabilitator(user, rehabilitatorId);
      return grant({ rehabilitatorId });
    },
    async followedPatient(rehabilitatorId, patientId) {
      const facts = await assertFollowsPatient(executor, user, rehabilitatorId, patientId);
      return grant({ ...facts, rehabilitatorId });
    },
    me: () => grant({ userId: user.userId, patientId: user.patientId }),
    rehabilitator(purpose) {
      if (purpose === 'likeExercises') {
        assertCanLikeExercises(user);
      } else {
        assertCanUsePrograms(user);
      }
      return grant({ rehabilitatorId: user.reeducatorId });
    },
    visiblePatients: () => visiblePatients(user),
    searchablePatients() {
      assertCanSearchPatients(user);
      return searchablePatients(user);
    },
    invitablePatients: ({ rehabilitatorId }) => invitablePatients(rehabilitatorId),
    transaction(work) {
      // Already in one: the work joins it.
      return transaction ? transaction(work) : work(scope);
    },
    audit: (action, patientId, details = null) =>
      audit(executor, caller, action, patientId, details),
    auditEach: (action, patientIds, details) =>
      auditEach(executor, caller, action, patientIds, details),
    auditValues: (action, details) => auditValues(caller, action, details),
  };
  return scope;
}

/**
 * An application its emailed link opens (`publicScope.applicationLink`): the row the token found,
 * and the token's hash, which every later write matches again.
 */
export type ApplicationGrant<Row extends ApplicationFacts = ApplicationFacts> = Readonly<Row> & {
  readonly tokenHash: string;
} & Granted;

/**
 * A device that proved its secret (`publicScope.device`): the device ingestion's credential, in
 * place of a user. Its time zone is its establishment's (null without one).
 */
export type DeviceGrant = {
  readonly deviceId: string;
  readonly timeZone: string | null;
} & Granted;

/** What the device check judges a device in service by (its scrypt secret hash). */
export interface DeviceFacts {
  readonly id: string;
  readonly secretHash: string;
  readonly timeZone: string | null;
}

/** What the link check judges an application by. */
export interface ApplicationFacts {
  readonly id: string;
  readonly type: string;
}

/**
 * The scope of a public call (no token: signup links, applications): who calls (the request's
 * facts, for the audit log) and the database, with the one check such a call has, the emailed
 * link. Routes hand `request.publicScope` (./request-scope.ts).
 */
export interface PublicScope extends RequestScope<PublicScope> {
  readonly caller: PublicCaller;
  /**
   * The application a link opens (`located`: the row its token found unexpired, null for none),
   * when of the `type` expected (null: any); 400 `invalid_verification_token` otherwise, the same
   * for every mismatch.
   */
  applicationLink<Row extends ApplicationFacts>(
    located: Row | null,
    link: { readonly type: string | null; readonly tokenHash: string },
  ): ApplicationGrant<Row>;
  /**
   * The device `located` (in service, null for none) if `secret` is its secret, else null; the
   * same work either way (a dummy hash with `scrypt` for none): the answer time reveals nothing.
   */
  device(
    located: DeviceFacts | null,
    secret: string,
    scrypt: ScryptParams,
  ): Promise<DeviceGrant | null>;
  /**
   * The scope of the caller a sign-in has just authenticated (`user`, in session `sessionId`), on
   * this scope's database or transaction: what the sign-in writes and audits as them.
   */
  signedIn(user: AuthUser, sessionId: string): Scope;
}

/** The scope of a public call on `db`. */
export function publicScopeFor(db: Db, caller: PublicCaller): PublicScope {
  const on = (executor: DbExecutor, transactional: boolean): PublicScope => {
    const scope: PublicScope = {
      db: executor,
      caller,
      applicationLink(located, { type, tokenHash }) {
        if (!located || (type !== null && located.type !== type)) {
          throw new InvalidVerificationTokenError();
        }
        return grant({ ...located, tokenHash });
      },
      async device(located, secret, scrypt) {
        const valid = located
          ? await verifyPassword(secret, located.secretHash)
          : await verifyAgainstDummy(secret, scrypt);
        return located && valid
          ? grant({ deviceId: located.id, timeZone: located.timeZone })
          : null;
      },
      signedIn(user, sessionId) {
        const signed: Caller = { ...caller, user, sessionId };
        return transactional ? scopeOn(executor, signed, null) : scopeFor(db, signed);
      },
      transaction: (work) =>
        transactional ? work(scope) : db.transaction((tx) => work(on(tx, true))),
      audit: (action, patientId, details = null) =>
        audit(executor, caller, action, patientId, details),
    };
    return scope;
  };
  return on(db, false);
}
