/**
 * The whole data model, in one place (PostgreSQL, via Drizzle; the same on PGlite and a server).
 *
 * Conventions:
 * - ids are UUIDs (`gen_random_uuid()`), except reference data with spec ids (exercises 2-86,
 *   ranks, tags) and the append-only logs (identity bigint);
 * - instants are `timestamptz` (UTC in, UTC out); calendar days are `date` ('YYYY-MM-DD' strings);
 * - spec enumerations are smallint with a CHECK; states are text with a CHECK (no pg enums: adding a
 *   value must not need an ALTER TYPE);
 * - health data is never deleted: patients, sessions, metrics, links and programs carry
 *   `archived_at` / `ended_at` / `deleted_at` instead, and foreign keys to them are RESTRICT;
 * - every foreign key that the screens filter on has an index.
 */
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = (name = 'created_at') => instant(name).notNull().defaultNow();
const updatedAt = () => instant('updated_at').notNull().defaultNow();
const day = (name: string) => date(name, { mode: 'string' });

// ---------------------------------------------------------------------------------------------
// Identity and access
// ---------------------------------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored trimmed and lowercased; unique. */
    email: text('email').notNull(),
    /** scrypt hash (see src/auth/passwords.ts); null until the person sets a password. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    /** Roles in order, the first being the current one: patient, reeducator, responsable, reeducatorresponsable. */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{patient}'::text[]`),
    /** Language of the emails and the default of the portal. */
    locale: text('locale').notNull().default('fr'),
    emailVerifiedAt: instant('email_verified_at'),
    lastSigninAt: instant('last_signin_at'),
    /** Set when the welcome message has been shown at first sign-in. */
    welcomedAt: instant('welcomed_at'),
    /** A disabled account cannot sign in (e.g. archived patient); rows are never deleted. */
    disabledAt: instant('disabled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // The recently disabled accounts, read every few seconds (src/auth/revocations.ts).
    index('users_disabled_idx')
      .on(t.disabledAt)
      .where(sql`${t.disabledAt} is not null`),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check(
      'users_roles_valid',
      sql`cardinality(${t.roles}) >= 1 and ${t.roles} <@ array['patient','reeducator','responsable','reeducatorresponsable']::text[]`,
    ),
    check('users_locale_valid', sql`${t.locale} in ('fr','de','en','es','it','lb','nl')`),
  ],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; rotated at every refresh, grouped in families. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    /** All tokens descending from one sign-in; reuse of a rotated token revokes the family. */
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    rememberMe: boolean('remember_me').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    /** The family cannot outlive this instant, however often it is refreshed. */
    familyExpiresAt: instant('family_expires_at').notNull(),
    /** Set when this token was exchanged for a new one. */
    rotatedAt: instant('rotated_at'),
    revokedAt: instant('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    // The recently ended sessions, read every few seconds (src/auth/revocations.ts).
    index('refresh_tokens_revoked_idx')
      .on(t.revokedAt)
      .where(sql`${t.revokedAt} is not null`),
  ],
);

/** Single-use email tokens (address confirmation, password reset), stored hashed. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    uniqueIndex('user_tokens_hash_key').on(t.tokenHash),
    index('user_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check('user_tokens_purpose_valid', sql`${t.purpose} in ('verify_email','reset_password')`),
  ],
);

/** Secrets the server generates once and shares between instances (e.g. the JWT key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Responses of idempotent writes (offline session player replays), per user and key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: smallint('response_status').notNull(),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Establishments and professionals
// ---------------------------------------------------------------------------------------------

export const establishments = pgTable(
  'establishments',
  {
    id: id(),
    name: text('name').notNull(),
    /** Kind of establishment (nursing home, hospital, rehabilitation centre...), free code. */
    type: text('type'),
    /** Street number. */
    number: text('number'),
    street: text('street'),
    precisions: text('precisions'),
    zipCode: text('zip_code'),
    town: text('town'),
    /** Country, ISO 3166-1 alpha-2 (named county on the wire). */
    county: text('county'),
    /** French company identifier, 14 digits. */
    siret: text('siret'),
    /** A "day" is a calendar day in this time zone (docs/product.md#days). */
    timeZone: text('time_zone').notNull().default('Europe/Paris'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    archivedAt: instant('archived_at'),
  },
  (t) => [
    check('establishments_siret_format', sql`${t.siret} is null or ${t.siret} ~ '^[0-9]{14}$'`),
    check('establishments_county_format', sql`${t.county} is null or ${t.county} ~ '^[A-Z]{2}$'`),
  ],
);

/** Establishment managers (role responsable). */
export const managers = pgTable(
  'responsables',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'restrict' }),
    /** Job title, as given at signup. */
    function: text('function'),
    createdAt: createdAt(),
    archivedAt: instant('archived_at'),
  },
  (t) => [
    uniqueIndex('responsables_user_key').on(t.userId),
    index('responsables_establishment_idx').on(t.establishmentId),
  ],
);

/** Rehabilitators (role reeducator). */
export const rehabilitators = pgTable(
  'reeducators',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Profession (physiotherapist, occupational therapist, APA teacher...). */
    profession: text('profession'),
    createdAt: createdAt(),
    archivedAt: instant('archived_at'),
  },
  (t) => [uniqueIndex('reeducators_user_key').on(t.userId)],
);

/** The team of an establishment: rehabilitators working there (their "work places"). */
export const establishmentRehabilitators = pgTable(
  'establishment_reeducators',
  {
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'restrict' }),
    reeducatorId: uuid('reeducator_id')
      .notNull()
      .references(() => rehabilitators.id, { onDelete: 'restrict' }),
    joinedAt: createdAt('joined_at'),
    /** Removed from the team (DELETE Establishments/{id}/reeducator/{rid}); the row stays. */
    leftAt: instant('left_at'),
  },
  (t) => [
    primaryKey({ columns: [t.establishmentId, t.reeducatorId] }),
    index('establishment_reeducators_reeducator_idx').on(t.reeducatorId),
  ],
);

/** Invitations between an establishment and a rehabilitator, in both directions. */
export const establishmentInvitations = pgTable(
  'establishment_invitations',
  {
    id: id(),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'restrict' }),
    /** Null while the invited person has no rehabilitator account yet (invited by email). */
    reeducatorId: uuid('reeducator_id').references(() => rehabilitators.id, {
      onDelete: 'restrict',
    }),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Who asked: the establishment (manager invites) or the rehabilitator (asks to join). */
    origin: text('origin').notNull(),
    status: text('status').notNull().default('pending'),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    answeredAt: instant('answered_at'),
    expiresAt: instant('expires_at'),
  },
  (t) => [
    index('establishment_invitations_establishment_idx').on(t.establishmentId, t.status),
    index('establishment_invitations_reeducator_idx').on(t.reeducatorId, t.status),
    uniqueIndex('establishment_invitations_one_pending')
      .on(t.establishmentId, t.reeducatorId)
      .where(sql`${t.status} = 'pending' and ${t.reeducatorId} is not null`),
    check(
      'establishment_invitations_origin_valid',
      sql`${t.origin} in ('establishment','reeducator')`,
    ),
    check(
      'establishment_invitations_status_valid',
      sql`${t.status} in ('pending','accepted','refused','cancelled','expired')`,
    ),
    check(
      'establishment_invitations_target',
      sql`${t.reeducatorId} is not null or ${t.email} is not null`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Patients
// ---------------------------------------------------------------------------------------------

export const patients = pgTable(
  'patients',
  {
    id: id(),
    /** Null while the patient has no account (invited, registration pending). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    establishmentId: uuid('establishment_id').references(() => establishments.id, {
      onDelete: 'restrict',
    }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    birthDate: day('birth_date'),
    /** 1 seated, 2 standing, 3 intermediate walk, 4 autonomous walk. */
    functionalCapacity: smallint('functional_capacity'),
    /**
     * Equipment the patient has where they do their sessions (1 table, 2 glass), ascending, once
     * each; null while not recorded, empty for none (docs/product.md#prescription-safety).
     */
    availableEquipment: smallint('available_equipment').array(),
    /** Patient settings set by the rehabilitator (content not specified; objectives are separate). */
    settings: jsonb('settings')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** 'pending_validation' after an invitation until the patient validates, then 'active'. */
    registrationStatus: text('registration_status').notNull().default('active'),
    /** End of service (device dissociated for good): archiving is scheduled 30 days later. */
    serviceEndedAt: instant('service_ended_at'),
    archiveScheduledFor: day('archive_scheduled_for'),
    archivedAt: instant('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('patients_user_key').on(t.userId),
    index('patients_establishment_idx').on(t.establishmentId, t.archivedAt),
    index('patients_last_name_idx').on(sql`lower(${t.lastName})`),
    index('patients_email_idx').on(sql`lower(${t.email})`),
    index('patients_phone_idx').on(t.phone),
    index('patients_archive_due_idx')
      .on(t.archiveScheduledFor)
      .where(sql`${t.archivedAt} is null and ${t.archiveScheduledFor} is not null`),
    check(
      'patients_functional_capacity_valid',
      sql`${t.functionalCapacity} is null or ${t.functionalCapacity} between 1 and 4`,
    ),
    check(
      'patients_available_equipment_valid',
      sql`${t.availableEquipment} is null or ${t.availableEquipment} <@ array[1,2]::smallint[]`,
    ),
    check(
      'patients_registration_status_valid',
      sql`${t.registrationStatus} in ('pending_validation','active')`,
    ),
  ],
);

/** Pathologies of a patient (ids 0-8, docs/product.md#enumerations); one may be the main one. */
export const patientPathologies = pgTable(
  'patient_pathologies',
  {
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    pathology: smallint('pathology').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.patientId, t.pathology] }),
    uniqueIndex('patient_pathologies_one_main')
      .on(t.patientId)
      .where(sql`${t.isMain}`),
    index('patient_pathologies_pathology_idx').on(t.pathology),
    check('patient_pathologies_valid', sql`${t.pathology} between 0 and 8`),
  ],
);

/** Relatives of a patient (contacts). */
export const patientRelatives = pgTable(
  'patient_relatives',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    relationship: text('relationship'),
    email: text('email'),
    phone: text('phone'),
    createdAt: createdAt(),
    /** DELETE /patients/{id}/relatives/{rid} sets this; the audit log says who. */
    removedAt: instant('removed_at'),
  },
  (t) => [index('patient_relatives_patient_idx').on(t.patientId)],
);

/**
 * Links between a patient and a rehabilitator, which start as an invitation in either direction
 * (origin) and are pending, then accepted or refused; an accepted link may later be ended.
 */
export const patientRehabilitators = pgTable(
  'patient_reeducators',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    reeducatorId: uuid('reeducator_id')
      .notNull()
      .references(() => rehabilitators.id, { onDelete: 'restrict' }),
    /**
     * Who asked: 'reeducator' (the patient answers), 'patient' or 'establishment' (a manager asked
     * the rehabilitator to follow the patient; the rehabilitator answers).
     */
    origin: text('origin').notNull(),
    /** The manager who asked (origin 'establishment'); null for the other origins. */
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    answeredAt: instant('answered_at'),
    /** The follow-up ended: the rehabilitator stopped following, or the patient stopped sharing. */
    endedAt: instant('ended_at'),
    /** Who ended it: 'patient' (stopped sharing) or 'reeducator'; null before it was recorded. */
    endedBy: text('ended_by'),
    /** The rehabilitator moved the patient to their archives (still readable). */
    archivedAt: instant('archived_at'),
  },
  (t) => [
    index('patient_reeducators_patient_idx').on(t.patientId, t.status),
    index('patient_reeducators_reeducator_idx').on(t.reeducatorId, t.status),
    uniqueIndex('patient_reeducators_one_open')
      .on(t.patientId, t.reeducatorId)
      .where(sql`${t.status} in ('pending','accepted') and ${t.endedAt} is null`),
    check(
      'patient_reeducators_origin_valid',
      sql`${t.origin} in ('patient','reeducator','establishment')`,
    ),
    check(
      'patient_reeducators_ended_by_valid',
      sql`${t.endedBy} is null or ${t.endedBy} in ('patient','reeducator')`,
    ),
    check(
      'patient_reeducators_status_valid',
      sql`${t.status} in ('pending','accepted','refused','cancelled')`,
    ),
  ],
);

/**
 * When a rehabilitator marked a patient's alert of a kind seen (docs/decisions/api-alerts.md): the
 * alert stays hidden until newer data triggers it again. One row per rehabilitator, patient, kind.
 */
export const alertViews = pgTable(
  'alert_views',
  {
    reeducatorId: uuid('reeducator_id')
      .notNull()
      .references(() => rehabilitators.id, { onDelete: 'restrict' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    seenAt: instant('seen_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reeducatorId, t.patientId, t.kind] }),
    check('alert_views_kind_valid', sql`${t.kind} in ('painRise','wearDrop')`),
  ],
);

/** Objectives per patient and metric key, with history: the one in force on day D has the latest valid_from <= D. */
export const objectives = pgTable(
  'objectives',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    /** A metric key (src/db/metrics.ts), e.g. StepCount. */
    metricKey: text('metric_key').notNull(),
    value: doublePrecision('value').notNull(),
    validFrom: day('valid_from').notNull(),
    setByUserId: uuid('set_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('objectives_patient_key_from').on(t.patientId, t.metricKey, t.validFrom),
    check('objectives_value_nonnegative', sql`${t.value} >= 0`),
  ],
);

/** Default objectives by functional capacity (reference data). */
export const defaultObjectives = pgTable(
  'default_objectives',
  {
    functionalCapacity: smallint('functional_capacity').notNull(),
    metricKey: text('metric_key').notNull(),
    value: doublePrecision('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.functionalCapacity, t.metricKey] }),
    check('default_objectives_capacity_valid', sql`${t.functionalCapacity} between 1 and 4`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Devices and measurements
// ---------------------------------------------------------------------------------------------

export const devices = pgTable(
  'devices',
  {
    id: id(),
    /** Serial number printed on the device. */
    serialNumber: text('serial_number').notNull(),
    /** Owning establishment; null while in stock. */
    establishmentId: uuid('establishment_id').references(() => establishments.id, {
      onDelete: 'restrict',
    }),
    /** scrypt hash of the device's own secret (ingestion is authenticated by it). */
    secretHash: text('secret_hash').notNull(),
    firmwareVersion: text('firmware_version'),
    lastSeenAt: instant('last_seen_at'),
    createdAt: createdAt(),
    retiredAt: instant('retired_at'),
  },
  (t) => [
    uniqueIndex('devices_serial_key').on(t.serialNumber),
    index('devices_establishment_idx').on(t.establishmentId),
  ],
);

/** Which device is (or was) associated with which patient; history is kept. */
export const deviceAssignments = pgTable(
  'device_assignments',
  {
    id: id(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'restrict' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    wheelType: text('wheel_type'),
    assignedAt: createdAt('assigned_at'),
    assignedByUserId: uuid('assigned_by_user_id').references(() => users.id),
    unassignedAt: instant('unassigned_at'),
    unassignedByUserId: uuid('unassigned_by_user_id').references(() => users.id),
  },
  (t) => [
    uniqueIndex('device_assignments_active_device')
      .on(t.deviceId)
      .where(sql`${t.unassignedAt} is null`),
    uniqueIndex('device_assignments_active_patient')
      .on(t.patientId)
      .where(sql`${t.unassignedAt} is null`),
    index('device_assignments_patient_idx').on(t.patientId, t.assignedAt),
    // A device's history of patients (GET Establishments/{id}/devices/{deviceId}/history).
    index('device_assignments_device_idx').on(t.deviceId, t.assignedAt),
  ],
);

/**
 * Daily aggregates: one row per patient per calendar day, one typed column per metric key
 * (see docs/decisions/api-metrics-storage.md and src/db/metrics.ts). NULL = not measured.
 * The primary key (patient_id, day) serves the range scans of the stats.
 */
export const dailyMetrics = pgTable(
  'daily_metrics',
  {
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    day: day('day').notNull(),
    /** The device that reported the day (null for values computed by the server only). */
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'restrict' }),
    stepCount: doublePrecision('step_count'),
    standCount: doublePrecision('stand_count'),
    standTime: doublePrecision('stand_time'),
    walkTime: doublePrecision('walk_time'),
    wearTime: doublePrecision('wear_time'),
    activeTime: doublePrecision('active_time'),
    walkPerimeter: doublePrecision('walk_perimeter'),
    walkDistance: doublePrecision('walk_distance'),
    walkSpeed: doublePrecision('walk_speed'),
    maxWalkSpeed: doublePrecision('max_walk_speed'),
    maxStandTime: doublePrecision('max_stand_time'),
    sittingTime: doublePrecision('sitting_time'),
    maxSittingTime: doublePrecision('max_sitting_time'),
    sittingDistance: doublePrecision('sitting_distance'),
    stepTime: doublePrecision('step_time'),
    stepTimeCv: doublePrecision('step_time_cv'),
    stepDistance: doublePrecision('step_distance'),
    stepDistanceCv: doublePrecision('step_distance_cv'),
    leftStepCount: doublePrecision('left_step_count'),
    rightStepCount: doublePrecision('right_step_count'),
    leftStepTime: doublePrecision('left_step_time'),
    rightStepTime: doublePrecision('right_step_time'),
    leftStepTimeCv: doublePrecision('left_step_time_cv'),
    rightStepTimeCv: doublePrecision('right_step_time_cv'),
    leftStepDistance: doublePrecision('left_step_distance'),
    rightStepDistance: doublePrecision('right_step_distance'),
    leftStepDistanceCv: doublePrecision('left_step_distance_cv'),
    rightStepDistanceCv: doublePrecision('right_step_distance_cv'),
    stepTimeAsymmetry: doublePrecision('step_time_asymmetry'),
    stepDistanceAsymmetry: doublePrecision('step_distance_asymmetry'),
    selfRehabilitation: doublePrecision('self_rehabilitation'),
    selfRehabilitationCount: doublePrecision('self_rehabilitation_count'),
    stars: doublePrecision('stars'),
    workoutStars: doublePrecision('workout_stars'),
    activityStars: doublePrecision('activity_stars'),
    performance: doublePrecision('performance'),
    usage: doublePrecision('usage'),
    receivedAt: createdAt('received_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.patientId, t.day] }),
    check(
      'daily_metrics_performance_range',
      sql`${t.performance} is null or ${t.performance} between 0 and 100`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Motivation: ranks and tags (stars are in daily_metrics)
// ---------------------------------------------------------------------------------------------

/** Ranks by cumulative stars (reference data). */
export const ranks = pgTable('ranks', {
  id: smallint('id').primaryKey(),
  minStars: integer('min_stars').notNull(),
  /** Message id of the rank's name. */
  nameKey: text('name_key').notNull(),
});

export const patientRanks = pgTable(
  'patient_ranks',
  {
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    rankId: smallint('rank_id')
      .notNull()
      .references(() => ranks.id),
    reachedAt: createdAt('reached_at'),
    /** The "new rank" modal is announced until the patient closes it: set by their acknowledgement. */
    seenAt: instant('seen_at'),
  },
  (t) => [primaryKey({ columns: [t.patientId, t.rankId] })],
);

/** Achievements: first session, streaks, distance milestones (reference data). */
export const tags = pgTable('tags', {
  id: text('id').primaryKey(),
  /** Kind of achievement: first_session, streak, distance... */
  kind: text('kind').notNull(),
  threshold: doublePrecision('threshold'),
  nameKey: text('name_key').notNull(),
});

export const patientTags = pgTable(
  'patient_tags',
  {
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    tagId: text('tag_id')
      .notNull()
      .references(() => tags.id),
    earnedAt: createdAt('earned_at'),
    seenAt: instant('seen_at'),
  },
  (t) => [primaryKey({ columns: [t.patientId, t.tagId] })],
);

// ---------------------------------------------------------------------------------------------
// Exercises, programs, sessions
// ---------------------------------------------------------------------------------------------

/** The exercise library, ids 2 to 86 (the wording is identified by id only). */
export const exercises = pgTable(
  'exercises',
  {
    id: smallint('id').primaryKey(),
    /** Id of the exercise's name in the catalogues (equals id for the library). */
    nameId: smallint('name_id').notNull(),
    /** 1 Endurance ... 6 Clinical test. */
    type: smallint('type').notNull(),
    /** Theme, the same six values as type, each with its own colour. */
    theme: smallint('theme').notNull(),
    /** 0 All ... 5 Without the device. */
    position: smallint('position').notNull(),
    /** 0 All ... 18 Whole body. */
    bodyPart: smallint('body_part').notNull(),
    /** 1 light, 2 moderate, 3 intense. */
    difficulty: smallint('difficulty').notNull(),
    /** Equipment needed: 1 Table, 2 Glass. */
    equipment: smallint('equipment')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    seriesDurationSeconds: integer('series_duration_seconds').notNull(),
    seriesCount: smallint('series_count').notNull(),
    restBetweenSeriesSeconds: integer('rest_between_series_seconds').notNull(),
    /** Message id of the advice, if any. */
    adviceKey: text('advice_key'),
    videoKey: text('video_key'),
    createdAt: createdAt(),
    retiredAt: instant('retired_at'),
  },
  (t) => [
    check('exercises_id_range', sql`${t.id} between 2 and 86`),
    check('exercises_type_valid', sql`${t.type} between 1 and 6`),
    check('exercises_theme_valid', sql`${t.theme} between 1 and 6`),
    check('exercises_position_valid', sql`${t.position} between 0 and 5`),
    check('exercises_body_part_valid', sql`${t.bodyPart} between 0 and 18`),
    check('exercises_difficulty_valid', sql`${t.difficulty} between 1 and 3`),
    check('exercises_equipment_valid', sql`${t.equipment} <@ array[1,2]::smallint[]`),
    check(
      'exercises_series_valid',
      sql`${t.seriesDurationSeconds} > 0 and ${t.seriesCount} > 0 and ${t.restBetweenSeriesSeconds} >= 0`,
    ),
  ],
);

/** Exercises a rehabilitator liked (PATCH Exercises/{id}/like); likes = count of rows. */
export const exerciseLikes = pgTable(
  'exercise_likes',
  {
    reeducatorId: uuid('reeducator_id')
      .notNull()
      .references(() => rehabilitators.id, { onDelete: 'restrict' }),
    exerciseId: smallint('exercise_id')
      .notNull()
      .references(() => exercises.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.reeducatorId, t.exerciseId] }),
    index('exercise_likes_exercise_idx').on(t.exerciseId),
  ],
);

/** Programs: a rehabilitator's own (reeducator_id set) or product programs (null). */
export const programs = pgTable(
  'programs',
  {
    id: id(),
    reeducatorId: uuid('reeducator_id').references(() => rehabilitators.id, {
      onDelete: 'restrict',
    }),
    name: text('name').notNull(),
    description: text('description'),
    /** Product programs recommended for a pathology and/or functional capacity. */
    recommendedForPathology: smallint('recommended_for_pathology'),
    recommendedForCapacity: smallint('recommended_for_capacity'),
    copiedFromProgramId: uuid('copied_from_program_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Deleting keeps the row: patient programs and sessions still point to it. */
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    index('programs_reeducator_idx')
      .on(t.reeducatorId)
      .where(sql`${t.deletedAt} is null`),
    index('programs_recommended_idx').on(t.recommendedForPathology, t.recommendedForCapacity),
  ],
);

/** Ordered exercises of a program, with optional overrides of the library's series settings. */
export const programExercises = pgTable(
  'program_exercises',
  {
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    exerciseId: smallint('exercise_id')
      .notNull()
      .references(() => exercises.id),
    seriesDurationSeconds: integer('series_duration_seconds'),
    seriesCount: smallint('series_count'),
    restBetweenSeriesSeconds: integer('rest_between_series_seconds'),
  },
  (t) => [
    primaryKey({ columns: [t.programId, t.position] }),
    index('program_exercises_exercise_idx').on(t.exerciseId),
  ],
);

/** A program assigned to a patient, as a supervised or a self-rehabilitation program. */
export const patientPrograms = pgTable(
  'patient_programs',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'restrict' }),
    isSelfRehabilitation: boolean('is_self_rehabilitation').notNull(),
    assignedByReeducatorId: uuid('assigned_by_reeducator_id').references(() => rehabilitators.id),
    assignedAt: createdAt('assigned_at'),
    endedAt: instant('ended_at'),
  },
  (t) => [
    index('patient_programs_patient_idx').on(t.patientId, t.isSelfRehabilitation),
    uniqueIndex('patient_programs_one_active')
      .on(t.patientId, t.isSelfRehabilitation)
      .where(sql`${t.endedAt} is null`),
  ],
);

/**
 * A rehabilitator's confirmation that a program asks more than the patient's functional capacity
 * (docs/product.md#prescription-safety): on assigning it, or on modifying a program in force.
 * `mismatches` is what the API listed then (`PrescriptionMismatch[]` of the contract).
 */
export const prescriptionConfirmations = pgTable(
  'prescription_confirmations',
  {
    id: id(),
    patientProgramId: uuid('patient_program_id')
      .notNull()
      .references(() => patientPrograms.id, { onDelete: 'restrict' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'restrict' }),
    confirmedByReeducatorId: uuid('confirmed_by_reeducator_id').references(() => rehabilitators.id),
    confirmedAt: createdAt('confirmed_at'),
    /** 'assign' or 'modify'. */
    occasion: text('occasion').notNull(),
    functionalCapacity: smallint('functional_capacity'),
    mismatches: jsonb('mismatches').notNull(),
  },
  (t) => [
    index('prescription_confirmations_assignment_idx').on(t.patientProgramId, t.confirmedAt),
    index('prescription_confirmations_patient_idx').on(t.patientId),
    check('prescription_confirmations_occasion_valid', sql`${t.occasion} in ('assign', 'modify')`),
  ],
);

/**
 * A rehabilitation goal set with the patient (docs/product.md#objectifs-de-reeducation,
 * docs/decisions/goals.md): on a device metric, a standardised test or in words. `text` is the
 * patient's words. Never deleted: achieved, revised and dropped goals stay as history; a revision
 * is a new goal whose `revises_goal_id` names the one it replaces. Progress is computed, not stored;
 * `baseline` is the value the goal started from (7-day average or latest test result, if any).
 */
export const goals = pgTable(
  'goals',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    /** 'metric', 'test' or 'words'. */
    kind: text('kind').notNull(),
    /** For a metric goal: the metric key (`goalMetricKeys`). */
    metricKey: text('metric_key'),
    /** For a test goal: the measure key (`outcomeMeasureKeys`). */
    measureKey: text('measure_key'),
    target: doublePrecision('target'),
    baseline: doublePrecision('baseline'),
    baselineOn: day('baseline_on'),
    text: text('text').notNull(),
    reviewOn: day('review_on'),
    /** 'active', 'achieved', 'revised' or 'dropped'. */
    status: text('status').notNull().default('active'),
    setByReeducatorId: uuid('set_by_reeducator_id')
      .notNull()
      .references(() => rehabilitators.id, { onDelete: 'restrict' }),
    setOn: day('set_on').notNull(),
    createdAt: createdAt(),
    closedAt: instant('closed_at'),
    closedByReeducatorId: uuid('closed_by_reeducator_id').references(() => rehabilitators.id, {
      onDelete: 'restrict',
    }),
    dropReason: text('drop_reason'),
    dropNote: text('drop_note'),
    revisesGoalId: uuid('revises_goal_id').references((): AnyPgColumn => goals.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    index('goals_patient_idx').on(t.patientId, t.createdAt),
    uniqueIndex('goals_revises_unique').on(t.revisesGoalId),
    check('goals_kind_valid', sql`${t.kind} in ('metric', 'test', 'words')`),
    check('goals_status_valid', sql`${t.status} in ('active', 'achieved', 'revised', 'dropped')`),
    check(
      'goals_kind_fields',
      sql`(${t.kind} = 'metric' and ${t.metricKey} is not null and ${t.target} is not null and ${t.measureKey} is null)
        or (${t.kind} = 'test' and ${t.measureKey} is not null and ${t.target} is not null and ${t.metricKey} is null)
        or (${t.kind} = 'words' and ${t.reviewOn} is not null and ${t.metricKey} is null and ${t.measureKey} is null and ${t.target} is null)`,
    ),
    check(
      'goals_closed_fields',
      sql`(${t.status} = 'active') = (${t.closedAt} is null)
        and (${t.status} = 'dropped') = (${t.dropReason} is not null)`,
    ),
  ],
);

/** One exercise of a session's plan (sessions.plan), its position being its index. */
export interface SessionPlanRow {
  exerciseId: number;
  seriesCount: number;
  seriesDurationSeconds: number;
  restBetweenSeriesSeconds: number;
  equipment: number[];
}

/** A rehabilitation session of a patient (a run of a patient program). */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    patientProgramId: uuid('patient_program_id').references(() => patientPrograms.id, {
      onDelete: 'restrict',
    }),
    isSelfRehabilitation: boolean('is_self_rehabilitation').notNull(),
    /** assigned -> launched -> done (a done session can be relaunched: a new session row). */
    status: text('status').notNull().default('assigned'),
    /** The patient's calendar day the session belongs to. */
    day: day('day').notNull(),
    launchedAt: instant('launched_at'),
    completedAt: instant('completed_at'),
    createdAt: createdAt(),
    /**
     * The plan the session was launched with, in order (the program's exercises and settings
     * then): programs are edited in place, a session keeps what it was asked
     * (docs/decisions/session-outcome.md). Null for a session without a program; read through a
     * type guard (sessions/plan.ts), the program's current plan standing in for a missing one.
     */
    plan: jsonb('plan').$type<SessionPlanRow[]>(),
  },
  (t) => [
    index('sessions_patient_day_idx').on(t.patientId, t.day),
    index('sessions_patient_program_idx').on(t.patientProgramId),
    check('sessions_status_valid', sql`${t.status} in ('assigned','launched','done')`),
  ],
);

/** Steps of a session, as posted by the player (POST Sessions/{id}/step {duration}). */
export const sessionSteps = pgTable(
  'session_steps',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'restrict' }),
    position: smallint('position').notNull(),
    exerciseId: smallint('exercise_id').references(() => exercises.id),
    /** Whole seconds: the player sends a step's duration as an integer. */
    durationSeconds: integer('duration_seconds').notNull(),
    /** Effort felt, 1-10. */
    effort: smallint('effort'),
    submittedAt: createdAt('submitted_at'),
  },
  (t) => [
    uniqueIndex('session_steps_position_key').on(t.sessionId, t.position),
    check('session_steps_duration_valid', sql`${t.durationSeconds} >= 0`),
    check('session_steps_effort_valid', sql`${t.effort} is null or ${t.effort} between 1 and 10`),
  ],
);

/** The review after a session: pain 0 (no pain) to 3 and difficulty 1-3. */
export const sessionReviews = pgTable(
  'session_reviews',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => sessions.id, { onDelete: 'restrict' }),
    pain: smallint('pain').notNull(),
    difficulty: smallint('difficulty').notNull(),
    submittedAt: createdAt('submitted_at'),
  },
  (t) => [
    check('session_reviews_pain_valid', sql`${t.pain} between 0 and 3`),
    check('session_reviews_difficulty_valid', sql`${t.difficulty} between 1 and 3`),
  ],
);

/** When the session player was opened and closed (PATCH Sessions/{id}/PlayerOpenHours). */
export const sessionPlayerHours = pgTable(
  'session_player_hours',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'restrict' }),
    openingTime: instant('opening_time').notNull(),
    closureTime: instant('closure_time'),
    hasRc: boolean('has_rc').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('session_player_hours_session_idx').on(t.sessionId),
    check(
      'session_player_hours_order',
      sql`${t.closureTime} is null or ${t.closureTime} >= ${t.openingTime}`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Adapted activities (APA) and sound programs
// ---------------------------------------------------------------------------------------------

/** Adapted physical activities: the catalogue (establishment null) or an establishment's own. */
export const adaptedActivities = pgTable(
  'adapted_activities',
  {
    id: id(),
    establishmentId: uuid('establishment_id').references(() => establishments.id, {
      onDelete: 'restrict',
    }),
    name: text('name').notNull(),
    description: text('description'),
    /** Free schedule description, e.g. "Tuesdays 10:00". */
    schedule: text('schedule'),
    videoKey: text('video_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    archivedAt: instant('archived_at'),
  },
  (t) => [index('adapted_activities_establishment_idx').on(t.establishmentId)],
);

export const patientAdaptedActivities = pgTable(
  'patient_adapted_activities',
  {
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => adaptedActivities.id, { onDelete: 'restrict' }),
    enrolledAt: createdAt('enrolled_at'),
    endedAt: instant('ended_at'),
  },
  (t) => [
    primaryKey({ columns: [t.patientId, t.activityId] }),
    index('patient_adapted_activities_activity_idx').on(t.activityId),
  ],
);

export const soundPrograms = pgTable('sound_programs', {
  id: id(),
  name: text('name').notNull(),
  description: text('description'),
  audioKey: text('audio_key').notNull(),
  durationSeconds: integer('duration_seconds'),
  createdAt: createdAt(),
  archivedAt: instant('archived_at'),
});

// ---------------------------------------------------------------------------------------------
// Coaching (docs/decisions/api-coaching.md)
// ---------------------------------------------------------------------------------------------

/**
 * Coaching sessions an establishment plans or records for one of its patients: when, how long,
 * what about, who coaches, notes (health data). Cancelled rather than deleted.
 */
export const coachingSessions = pgTable(
  'coaching_sessions',
  {
    id: id(),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'restrict' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    scheduledAt: instant('scheduled_at').notNull(),
    durationMinutes: smallint('duration_minutes'),
    /** What the session is about: free short text ("Transferts", "Marche en extérieur"...). */
    topic: text('topic').notNull(),
    /** Who coaches, as written (a team member or an outside coach). */
    coachName: text('coach_name'),
    notes: text('notes'),
    /** planned, done or cancelled. */
    status: text('status').notNull().default('planned'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('coaching_sessions_establishment_idx').on(t.establishmentId, t.scheduledAt),
    index('coaching_sessions_patient_idx').on(t.patientId, t.scheduledAt),
    check('coaching_sessions_status_valid', sql`${t.status} in ('planned','done','cancelled')`),
    check(
      'coaching_sessions_duration_valid',
      sql`${t.durationMinutes} is null or ${t.durationMinutes} between 1 and 600`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Standardised tests (docs/decisions/outcome-measures.md)
// ---------------------------------------------------------------------------------------------

/**
 * A standardised test's result (packages/domain/src/outcomeMeasures.ts): the measure, its value in
 * the test's unit, the day it was measured (the establishment's calendar day), the conditions that
 * change its meaning, and who measured it. Never deleted nor changed: a wrong result is struck out
 * with a reason and stays in the history.
 */
export const outcomeResults = pgTable(
  'outcome_results',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    /** An `OutcomeMeasureKey` (tenMetreWalkComfortable, timedUpAndGo...). */
    measureKey: text('measure_key').notNull(),
    /** In the measure's unit, rounded to its precision. */
    value: doublePrecision('value').notNull(),
    measuredOn: day('measured_on').notNull(),
    /** none, cane, walker or other. */
    walkingAid: text('walking_aid').notNull().default('none'),
    /** none, standby (supervision) or physical. */
    assistance: text('assistance').notNull().default('none'),
    /** Measured wearing the oxilio. */
    withDevice: boolean('with_device').notNull().default(false),
    comment: text('comment'),
    measuredByUserId: uuid('measured_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** 'rehabilitator' (in the gym) or 'patient' (in their own session: shown apart). */
    measuredByRole: text('measured_by_role').notNull().default('rehabilitator'),
    /** The session in which the test was played, when recorded from the player. */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    recordedAt: createdAt('recorded_at'),
    struckAt: instant('struck_at'),
    struckByUserId: uuid('struck_by_user_id').references(() => users.id, { onDelete: 'restrict' }),
    struckReason: text('struck_reason'),
  },
  (t) => [
    index('outcome_results_patient_idx').on(t.patientId, t.measureKey, t.measuredOn),
    check(
      'outcome_results_measure_valid',
      sql`${t.measureKey} in ('tenMetreWalkComfortable','tenMetreWalkFast','timedUpAndGo','sixMinuteWalk','fiveTimesSitToStand','bergBalanceScale','functionalAmbulationCategories')`,
    ),
    check(
      'outcome_results_walking_aid_valid',
      sql`${t.walkingAid} in ('none','cane','walker','other')`,
    ),
    check(
      'outcome_results_assistance_valid',
      sql`${t.assistance} in ('none','standby','physical')`,
    ),
    check(
      'outcome_results_measured_by_role_valid',
      sql`${t.measuredByRole} in ('rehabilitator','patient')`,
    ),
    check(
      'outcome_results_strike_complete',
      sql`(${t.struckAt} is null) = (${t.struckReason} is null)`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Applications (signup journeys) and uploaded documents
// ---------------------------------------------------------------------------------------------

/**
 * Signup applications of an establishment, a patient or a rehabilitator, including those created
 * by an establishment's invitation (POST Establishments/{id}/patientInvitations, reeducatorInvitations).
 */
export const applications = pgTable(
  'applications',
  {
    id: id(),
    type: text('type').notNull(),
    status: text('status').notNull().default('draft'),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    /** Postal address: { number, street, precisions, zipCode, town, county }. */
    address: jsonb('address'),
    livesInEstablishment: boolean('lives_in_establishment'),
    establishmentName: text('establishment_name'),
    establishmentType: text('establishment_type'),
    /** Job of the applicant (manager, rehabilitator). */
    function: text('function'),
    /**
     * The language of the application's e-mails and signup page: the form's, or the one the inviter
     * chose for the invitee (docs/decisions/invitation-language.md).
     */
    locale: text('locale').notNull().default('fr'),
    /** Availability check inputs: CountryCode, PostalCode, Weight, Height, Leg, Left, Right. */
    countryCode: text('country_code'),
    postalCode: text('postal_code'),
    availabilityInput: jsonb('availability_input'),
    isAvailable: boolean('is_available'),
    /** Step reached in the multi-step form (/inscription/{step}). */
    currentStep: smallint('current_step').notNull().default(0),
    /** Inviting establishment, for invitations. */
    establishmentId: uuid('establishment_id').references(() => establishments.id, {
      onDelete: 'restrict',
    }),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id),
    /**
     * The establishment a self-registered patient picked in the form (they live there): at signup
     * it receives a registration request (registration_requests). Never an invitation.
     */
    requestedEstablishmentId: uuid('requested_establishment_id').references(
      () => establishments.id,
      { onDelete: 'set null' },
    ),
    verificationTokenHash: text('verification_token_hash'),
    verificationTokenExpiresAt: instant('verification_token_expires_at'),
    confirmedAt: instant('confirmed_at'),
    waitlistedAt: instant('waitlisted_at'),
    signedUpAt: instant('signed_up_at'),
    /** The account created at signup. */
    userId: uuid('user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('applications_establishment_idx').on(t.establishmentId, t.type, t.status),
    index('applications_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('applications_token_key').on(t.verificationTokenHash),
    check('applications_type_valid', sql`${t.type} in ('establishment','patient','reeducator')`),
    check('applications_locale_valid', sql`${t.locale} in ('fr','de','en','es','it','lb','nl')`),
    check(
      'applications_status_valid',
      sql`${t.status} in ('draft','available','unavailable','waitlisted','confirmed','signed_up','cancelled','expired')`,
    ),
  ],
);

/**
 * A patient's request to be followed by an establishment (a self-registered patient's pick, or
 * asked later from the profile; docs/decisions/patient-registration-requests.md). The
 * establishment's managers accept (patients.establishment_id set) or refuse; one pending at a time.
 */
export const registrationRequests = pgTable(
  'registration_requests',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    answeredAt: instant('answered_at'),
    answeredByUserId: uuid('answered_by_user_id').references(() => users.id),
  },
  (t) => [
    index('registration_requests_establishment_idx').on(t.establishmentId, t.status),
    index('registration_requests_patient_idx').on(t.patientId, t.createdAt),
    uniqueIndex('registration_requests_one_pending')
      .on(t.patientId)
      .where(sql`${t.status} = 'pending'`),
    check(
      'registration_requests_status_valid',
      sql`${t.status} in ('pending','accepted','refused','cancelled')`,
    ),
  ],
);

/** Files attached to an application (the direct debit order); the bytes are in STORAGE_DIR. */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    /** Path relative to STORAGE_DIR. */
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name'),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    uploadedAt: createdAt('uploaded_at'),
  },
  (t) => [
    index('application_documents_application_idx').on(t.applicationId),
    check('application_documents_kind_valid', sql`${t.kind} in ('direct_debit_order')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Clinical notes (docs/decisions/clinical-notes.md)
// ---------------------------------------------------------------------------------------------

/**
 * A clinical note about a patient, by a member of their care team. Its text is in its versions
 * (`clinical_note_versions`, the latest is current): a note is never deleted nor silently changed
 * (a trigger rejects DELETE); it may be withdrawn (struck, with a reason, still visible).
 */
export const clinicalNotes = pgTable(
  'clinical_notes',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    /** The establishment's calendar day the note was written (docs/product.md#days). */
    day: day('day').notNull(),
    /** Who wrote it (null: the "note for the team" moved from the settings, writer unknown). */
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** The hat the author wrote it with: 'reeducator' or 'responsable'. */
    authorRole: text('author_role').notNull(),
    /** 'note' (written as a note) or 'teamComment' (the initialisation's note for the team). */
    origin: text('origin').notNull().default('note'),
    createdAt: createdAt(),
    withdrawnAt: instant('withdrawn_at'),
    withdrawnByUserId: uuid('withdrawn_by_user_id').references(() => users.id, {
      onDelete: 'restrict',
    }),
    withdrawnReason: text('withdrawn_reason'),
  },
  (t) => [
    index('clinical_notes_patient_idx').on(t.patientId, t.day),
    index('clinical_notes_author_idx').on(t.authorUserId),
    check('clinical_notes_author_role_valid', sql`${t.authorRole} in ('reeducator','responsable')`),
    check('clinical_notes_origin_valid', sql`${t.origin} in ('note','teamComment')`),
    check(
      'clinical_notes_withdrawal_complete',
      sql`(${t.withdrawnAt} is null) = (${t.withdrawnReason} is null)`,
    ),
  ],
);

/** The versions of a note's text, 1 first; append-only (a trigger rejects UPDATE and DELETE). */
export const clinicalNoteVersions = pgTable(
  'clinical_note_versions',
  {
    noteId: uuid('note_id')
      .notNull()
      .references(() => clinicalNotes.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    /** Who wrote this version (the note's author; null as the note's). */
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'restrict' }),
    writtenAt: createdAt('written_at'),
  },
  (t) => [
    primaryKey({ columns: [t.noteId, t.version] }),
    check('clinical_note_versions_version_positive', sql`${t.version} >= 1`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Email outbox and audit log
// ---------------------------------------------------------------------------------------------

/**
 * Every email: 'logged' (no SMTP: kept for the debug route), 'pending' (to be sent by SMTP),
 * 'sent' (bodies cleared once delivered: they hold tokens), 'failed' (gave up).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    /**
     * The mailbox the address reaches (`recipientKey`: lower case, without a `+tag`): emails are
     * counted per recipient, at most a few an hour (docs/decisions/mail-per-recipient-limit.md).
     */
    recipientKey: text('recipient_key').notNull(),
    locale: text('locale').notNull(),
    /** Template name: signup_confirmation, reset_password, welcome... */
    template: text('template').notNull(),
    /**
     * The establishment the email is about (an invitation, a registration's answer, a welcome to
     * it), null for an account's own emails (confirmation, reset): its time zone dates the email on
     * the debug outbox (docs/decisions/outbox-dates.md).
     */
    establishmentId: uuid('establishment_id').references(() => establishments.id, {
      onDelete: 'restrict',
    }),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: instant('next_attempt_at'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    index('email_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('email_outbox_created_idx').on(t.createdAt),
    index('email_outbox_recipient_idx').on(t.recipientKey, t.createdAt),
    check('email_outbox_status_valid', sql`${t.status} in ('logged','pending','sent','failed')`),
  ],
);

/**
 * The health record systems an establishment registered to read its data on /fhir/R4 (SMART
 * Backend Services, docs/decisions/api-fhir-clients.md): their public keys, inline (`jwks`) or at
 * an https URL (`jwks_url`), and the system scopes granted. Never deleted: a revoked client stays,
 * named by the audit entries it wrote.
 */
export const fhirClients = pgTable(
  'fhir_clients',
  {
    id: id(),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** `system/*.read`, `system/Observation.read`... */
    scopes: text('scopes').array().notNull(),
    jwks: jsonb('jwks'),
    jwksUrl: text('jwks_url'),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at'),
    revokedAt: instant('revoked_at'),
    revokedByUserId: uuid('revoked_by_user_id').references(() => users.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    index('fhir_clients_establishment_idx').on(t.establishmentId, t.createdAt),
    check('fhir_clients_one_key_source', sql`(${t.jwks} is null) <> (${t.jwksUrl} is null)`),
    check('fhir_clients_scopes_given', sql`cardinality(${t.scopes}) >= 1`),
  ],
);

/**
 * The assertions (`jti`) a client used, until they expire: an assertion obtains one token, never
 * two (SMART Backend Services' replay rule). Expired rows are deleted as new ones come.
 */
export const fhirClientAssertions = pgTable(
  'fhir_client_assertions',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => fhirClients.id, { onDelete: 'restrict' }),
    jti: text('jti').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.jti] }),
    index('fhir_client_assertions_expiry_idx').on(t.expiresAt),
  ],
);

/**
 * The FHIR bulk exports (`Group/{id}/$export`, docs/fhir.md#bulk-export): who asked (a user or a
 * health record system), what, and where it stands; the NDJSON files are in the storage directory
 * (`fhir-exports/{id}/`) until `expires_at`, then purged with the row's `output`.
 */
export const fhirExportJobs = pgTable(
  'fhir_export_jobs',
  {
    id: id(),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'restrict' }),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, {
      onDelete: 'restrict',
    }),
    requestedByClientId: uuid('requested_by_client_id').references(() => fhirClients.id, {
      onDelete: 'restrict',
    }),
    /** The kick-off request's URL, as the manifest repeats it. */
    request: text('request').notNull(),
    types: text('types').array().notNull(),
    since: instant('since'),
    /** 'in-progress', 'completed', 'failed', 'cancelled' (files deleted), 'expired' (files purged). */
    status: text('status').notNull().default('in-progress'),
    /** The instant the export's data is as of: resources changed later are not in it. */
    transactionTime: instant('transaction_time').notNull(),
    createdAt: createdAt(),
    completedAt: instant('completed_at'),
    expiresAt: instant('expires_at'),
    /** One entry per file: `{ type, file, count }`. */
    output: jsonb('output'),
    /** Patients written so far, of `total`: the status's progress. */
    done: integer('done').notNull().default(0),
    /**
     * The last sign of life of a running job (every page of patients): one silent for
     * `staleExportMinutes` died with its process, and is failed when next looked at.
     */
    heartbeatAt: instant('heartbeat_at').notNull().defaultNow(),
    total: integer('total'),
    error: text('error'),
  },
  (t) => [
    index('fhir_export_jobs_establishment_idx').on(t.establishmentId, t.createdAt),
    index('fhir_export_jobs_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'completed'`),
    check(
      'fhir_export_jobs_status_valid',
      sql`${t.status} in ('in-progress','completed','failed','cancelled','expired')`,
    ),
    check(
      'fhir_export_jobs_one_requester',
      sql`(${t.requestedByUserId} is null) <> (${t.requestedByClientId} is null)`,
    ),
  ],
);

/**
 * Who read or changed a patient's data, and when. Append-only: a trigger (migration
 * 0001_audit_log_append_only) rejects UPDATE, DELETE and TRUNCATE. No foreign keys: the log
 * outlives what it describes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: createdAt('at'),
    actorUserId: uuid('actor_user_id'),
    actorRoles: text('actor_roles'),
    /** A health record system reading on /fhir/R4 (`fhir_clients`), instead of a user. */
    actorClientId: uuid('actor_client_id'),
    /** What happened, `<resource>.<verb>`: patient.read, patient.update, session.review... */
    action: text('action').notNull(),
    /** The patient whose data was read or changed (null for the reports below, and non-patient actions). */
    patientId: uuid('patient_id'),
    /**
     * The patients a report read, in one entry (PatientsStats: the whole establishment); null
     * otherwise. "Who read patient X" is `patient_id = X or patient_ids @> {X}` (audit.ts
     * `aboutPatient`), one query on both indexes (docs/decisions/patient-access-log.md).
     */
    patientIds: uuid('patient_ids').array(),
    details: jsonb('details'),
    requestId: text('request_id'),
    ip: text('ip'),
    method: text('method'),
    route: text('route'),
  },
  (t) => [
    index('audit_log_patient_idx').on(t.patientId, t.at),
    index('audit_log_patient_ids_idx').using('gin', t.patientIds),
    index('audit_log_actor_idx').on(t.actorUserId, t.at),
  ],
);
