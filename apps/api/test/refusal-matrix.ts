/**
 * The refusal matrix's machinery (the test is refusal-matrix.test.ts): which of establishment A's
 * resources each path parameter and id field of the contract names, the requests that follow for
 * a caller, and what of A's data an answer must not show.
 *
 * A new contract entry is covered without writing anything: its path parameters and id fields are
 * filled by name (`:id` by the segment before it), its other fields from its schema
 * (schema-sample.ts). A parameter of an unknown name throws: add its kind once to `kindByName` or
 * `kindOfIdAfter`, and, for a new kind, where A has one (`ownedKindTables`, or `values` in the test).
 */
import { randomUUID } from 'node:crypto';
import type { Endpoint } from '@oxilio/domain/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import type { Actor, EstablishmentWorld } from './fixtures';
import { rowCounts } from './helper';
import { allowedValues, sampleOf, type JsonSchema } from './schema-sample';

/** The kinds of things a path or an id field names. */
export type Kind =
  | 'establishment'
  | 'patient'
  | 'user'
  | 'rehabilitator'
  | 'manager'
  | 'device'
  | 'program'
  | 'session'
  | 'patientProgram'
  | 'goal'
  | 'relative'
  | 'invitation'
  | 'adaptedActivity'
  | 'coachingSession'
  | 'outcomeResult'
  | 'clinicalNote'
  | 'fhirClient'
  | 'achievement'
  | 'exercise';

/** Kinds that are everyone's (the exercise library, the achievements' reference ids): not A's. */
const sharedKinds: ReadonlySet<Kind> = new Set<Kind>(['exercise', 'achievement']);

/** Kinds that name a principal's scope: the caller may put their own there (the "own" variant). */
const principalKinds: ReadonlySet<Kind> = new Set<Kind>([
  'establishment',
  'rehabilitator',
  'manager',
  'user',
]);

/** Path parameters and body or query fields that name a thing, by name. */
const kindByName: Readonly<Record<string, Kind>> = {
  patientId: 'patient',
  reeducatorId: 'rehabilitator',
  ReeducatorId: 'rehabilitator',
  rid: 'rehabilitator',
  // The manager's follow-up list filtered on one rehabilitator (?rehabilitator=).
  rehabilitator: 'rehabilitator',
  responsableId: 'manager',
  deviceId: 'device',
  programId: 'program',
  ProgramId: 'program',
  patientProgramId: 'patientProgram',
  relativeId: 'relative',
  invitationId: 'invitation',
  // A follow-up is a patient_reeducators row, as an invitation to follow.
  followUpId: 'invitation',
  applicationId: 'invitation',
  aid: 'invitation',
  requestId: 'invitation',
  achievementId: 'achievement',
  goalId: 'goal',
  noteId: 'clinicalNote',
  clientId: 'fhirClient',
  // The notes' list filtered on one author (?authorId=): a user.
  authorId: 'user',
  establishmentId: 'establishment',
  requestedEstablishmentId: 'establishment',
};

/**
 * Id fields that may name anyone's thing by design, each with its reason: what they name is not
 * A's to protect there.
 */
const publicIdFields: Readonly<Record<string, string>> = {
  requestedEstablishmentId:
    'a patient’s application names the establishment they live in, picked from the public directory (names and towns): it asks, it grants nothing',
};

/** `:id` names what the literal segment before it names (lower case). */
const kindOfIdAfter: Readonly<Record<string, Kind>> = {
  patients: 'patient',
  recommendedprogram: 'patient',
  establishments: 'establishment',
  reeducators: 'rehabilitator',
  responsables: 'manager',
  users: 'user',
  sessions: 'session',
  programs: 'program',
  apa: 'adaptedActivity',
  coaching: 'coachingSession',
  outcomeresults: 'outcomeResult',
  applications: 'invitation',
  exercises: 'exercise',
};

/** Tables whose rows written for A are A's things of a kind (their `id`). */
export const ownedKindTables = {
  program: ['programs'],
  session: ['sessions'],
  patientProgram: ['patient_programs'],
  goal: ['goals'],
  relative: ['patient_relatives'],
  adaptedActivity: ['adapted_activities'],
  coachingSession: ['coaching_sessions'],
  outcomeResult: ['outcome_results'],
  clinicalNote: ['clinical_notes'],
  fhirClient: ['fhir_clients'],
  invitation: [
    'applications',
    'establishment_invitations',
    'patient_reeducators',
    'registration_requests',
  ],
} as const satisfies Partial<Record<Kind, readonly string[]>>;

/** One slot of a request: a path parameter or a field, filled by kind or by its allowed values. */
type Slot = { name: string; kind: Kind; optional?: boolean } | { name: string; choices: string[] };

/** One request of the matrix. */
export interface PlannedCall {
  entry: string;
  method: Endpoint['method'];
  url: string;
  body?: unknown;
  multipart: boolean;
  /** Every value the caller sent: these may come back in the answer. */
  sent: string[];
  /** True when the request names at least one of A's things: it must be refused. */
  namesA: boolean;
  /**
   * Where A's things are named in the query only, as a filter of a list of the caller's own
   * (`/Reeducators/<mine>/alerts?patientId=<A's>`), the same request with ids that do not exist:
   * answering the same is a refusal too.
   */
  unknownTwin?: PlannedCall;
}

/** A field that names a thing: a known name, a UUID, or a text named `...Id`. */
const isIdField = (name: string, schema: JsonSchema) =>
  name in kindByName ||
  schema.format === 'uuid' ||
  (/Ids?$/.test(name) && schema.type !== 'integer' && schema.type !== 'array');

function kindOfField(entry: string, name: string): Kind {
  const kind = kindByName[name];
  if (!kind) {
    throw new Error(
      `refusal matrix: ${entry} takes an id field "${name}" of no known kind: add it to kindByName in test/refusal-matrix.ts`,
    );
  }
  return kind;
}

function pathSlots(entryName: string, entry: Endpoint): Slot[] {
  const properties = (entry.params as JsonSchema | undefined)?.properties ?? {};
  const segments = entry.path.split('/').filter(Boolean);
  return segments.flatMap((segment, index): Slot[] => {
    if (!segment.startsWith(':')) {
      return [];
    }
    const name = segment.slice(1);
    const choices = allowedValues(properties[name]).map(String);
    if (choices.length > 0) {
      return [{ name, choices }];
    }
    if (name in kindByName) {
      return [{ name, kind: kindByName[name]! }];
    }
    const literal = segments
      .slice(0, index)
      .reverse()
      .find((previous) => !previous.startsWith(':'));
    const kind = literal ? kindOfIdAfter[literal.toLowerCase()] : undefined;
    if (!kind) {
      throw new Error(
        `refusal matrix: ${entryName} (${entry.method} ${entry.path}) has a path parameter ":${name}" of no known kind: add it to kindByName or kindOfIdAfter in test/refusal-matrix.ts`,
      );
    }
    return [{ name, kind }];
  });
}

const marker = (name: string) => `@@slot:${name}@@`;

/** The request's shape with a marker in each slot, and the slots (path, query, body). */
export function templateOf(entryName: string, entry: Endpoint, text: (path: string) => string) {
  const slots = pathSlots(entryName, entry);
  const queryProperties = (entry.querystring as JsonSchema | undefined)?.properties ?? {};
  const required = new Set((entry.querystring as JsonSchema | undefined)?.required ?? []);
  const query: [string, string][] = [];
  for (const [name, schema] of Object.entries(queryProperties)) {
    if (isIdField(name, schema)) {
      slots.push({
        name: `query.${name}`,
        kind: kindOfField(entryName, name),
        optional: !required.has(name),
      });
      query.push([name, marker(`query.${name}`)]);
    } else if (required.has(name)) {
      query.push([name, String(sampleOf(schema, { text }, `query.${name}`))]);
    }
  }
  let body: unknown;
  if (entry.body) {
    body = sampleOf(
      entry.body as JsonSchema,
      {
        text,
        field: (name, schema) => {
          if (schema.type === 'array' && schema.items && isIdField(name, schema.items)) {
            throw new Error(
              `refusal matrix: ${entryName} takes a list of ids "${name}": teach templateOf to fill it`,
            );
          }
          if (!isIdField(name, schema) || schema.type === 'array') {
            return undefined;
          }
          slots.push({ name: `body.${name}`, kind: kindOfField(entryName, name) });
          return marker(`body.${name}`);
        },
      },
      'body',
    );
  }
  return { slots, query, body };
}

/** What A has of each kind (its own things) and the shared values (library, reference ids). */
export type KindValues = Readonly<Record<Kind, readonly string[]>>;

/** The caller's own value of a principal kind, if they have one. */
function ownValue(actor: Actor, kind: Kind): string | null {
  switch (kind) {
    case 'establishment':
      return actor.establishmentId;
    case 'rehabilitator':
      return actor.reeducatorId;
    case 'manager':
      return actor.responsableId;
    case 'user':
      return actor.userId;
    default:
      return null;
  }
}

function product<T>(lists: T[][]): T[][] {
  return lists.reduce<T[][]>(
    (combinations, list) => combinations.flatMap((head) => list.map((item) => [...head, item])),
    [[]],
  );
}

function collectStrings(value: unknown, into: string[]): string[] {
  if (typeof value === 'string') {
    into.push(value);
  } else if (Array.isArray(value)) {
    value.forEach((item) => collectStrings(item, into));
  } else if (value && typeof value === 'object') {
    Object.values(value).forEach((item) => collectStrings(item, into));
  }
  return into;
}

/**
 * The requests of one entry for one caller: every combination of A's things in its slots
 * ("theirs"); the same with the caller's own scope where a slot names a principal ("own":
 * `/Reeducators/<mine>/Patients/<A's patient>`); and a read without its optional filters
 * ("unfiltered": `GET /Programs`, product programs and the caller's own). Each once.
 */
export function plannedCalls(
  entryName: string,
  entry: Endpoint,
  caller: Actor,
  values: KindValues,
  text: (path: string) => string,
): PlannedCall[] {
  const template = templateOf(entryName, entry, text);
  const calls = new Map<string, PlannedCall>();
  const optionalFilters = template.slots.some((slot) => 'kind' in slot && slot.optional);
  for (const variant of ['theirs', 'own', 'unfiltered'] as const) {
    if (variant === 'unfiltered' && !optionalFilters) {
      continue;
    }
    const candidates = template.slots.map((slot): { value: string; ofA: boolean }[] => {
      if ('choices' in slot) {
        return slot.choices.map((value) => ({ value, ofA: false }));
      }
      if (variant === 'unfiltered' && slot.optional) {
        return [{ value: '', ofA: false }];
      }
      const own =
        variant !== 'theirs' && principalKinds.has(slot.kind) ? ownValue(caller, slot.kind) : null;
      if (own) {
        return [{ value: own, ofA: false }];
      }
      const of = values[slot.kind];
      if (of.length === 0) {
        throw new Error(
          `refusal matrix: A has no ${slot.kind} to put in ${entryName}'s ${slot.name}`,
        );
      }
      const isPublic = slot.name.replace(/^(body|query)\./, '') in publicIdFields;
      return of.map((value) => ({ value, ofA: !sharedKinds.has(slot.kind) && !isPublic }));
    });
    for (const combination of product(candidates)) {
      const filled = new Map(template.slots.map((slot, index) => [slot.name, combination[index]!]));
      const fill = (text: string) =>
        text.replace(/@@slot:(.+?)@@/g, (_match, name: string) => filled.get(name)!.value);
      const path = entry.path.replace(/:(\w+)/g, (_match, name: string) =>
        encodeURIComponent(filled.get(name)!.value),
      );
      // An optional filter left out (the "unfiltered" variant) is no parameter at all.
      const search = new URLSearchParams(
        template.query
          .map(([name, value]) => [name, fill(value)])
          .filter(([, value]) => value !== ''),
      );
      const body =
        template.body === undefined ? undefined : JSON.parse(fill(JSON.stringify(template.body)));
      const url = `/api/v1${path}${search.size > 0 ? `?${search}` : ''}`;
      const call: PlannedCall = {
        entry: entryName,
        method: entry.method,
        url,
        body,
        multipart: (entry.consumes ?? []).some((type) => type.startsWith('multipart/')),
        sent: [
          ...combination.map((slot) => slot.value),
          ...template.query.map(([, value]) => fill(value)),
          ...collectStrings(body, []),
        ],
        namesA: combination.some((slot) => slot.ofA),
      };
      const ofAIn = template.slots.filter((_slot, index) => combination[index]!.ofA);
      if (ofAIn.length > 0 && ofAIn.every((slot) => slot.name.startsWith('query.'))) {
        const unknown = new URLSearchParams(search);
        for (const slot of ofAIn) {
          unknown.set(slot.name.slice('query.'.length), randomUUID());
        }
        call.unknownTwin = { ...call, url: `/api/v1${path}?${unknown}`, unknownTwin: undefined };
      }
      // The "own" variant matters only where it still names one of A's things; the "unfiltered"
      // one, a read of the caller's own list (GET /Programs: product programs and mine).
      if (
        variant === 'theirs' ||
        call.namesA ||
        (variant === 'unfiltered' && entry.method === 'GET')
      ) {
        calls.set(`${call.method} ${call.url} ${JSON.stringify(body)}`, call);
      }
    }
  }
  return [...calls.values()];
}

/** A small PDF in a multipart body, for an upload entry. */
function multipartPayload(): { payload: string; type: string } {
  const boundary = `matrix${randomUUID().replaceAll('-', '')}`;
  const payload = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="file"; filename="order.pdf"',
    'Content-Type: application/pdf',
    '',
    '%PDF-1.4\n%%EOF',
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return { payload, type: `multipart/form-data; boundary=${boundary}` };
}

/** Sends a planned call as the caller, from a remote address, with a fresh session of theirs. */
export async function send(app: FastifyInstance, caller: Actor, call: PlannedCall) {
  // A session of its own per request: a sign-out in the matrix ends nobody else's calls.
  const token = await app.accessTokens.sign(caller.auth, randomUUID());
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let payload: string | undefined;
  if (call.multipart) {
    const multipart = multipartPayload();
    headers['content-type'] = multipart.type;
    payload = multipart.payload;
  } else if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(call.body);
  }
  return app.inject({
    method: call.method,
    url: call.url,
    headers,
    remoteAddress: '203.0.113.7',
    ...(payload !== undefined ? { payload } : {}),
  });
}

/** Every row of every table but the audit log, as JSON text, by table. */
export async function tableRows(database: Database): Promise<Map<string, Set<string>>> {
  const execute = async <T>(query: string) =>
    ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  const names = Object.keys(await rowCounts(database)).filter((name) => name !== 'audit_log');
  const rows = await execute<{ name: string; row: string }>(
    names
      .map(
        (name) => `select '${name}' as name, row_to_json(t)::text as row from public."${name}" t`,
      )
      .join(' union all '),
  );
  const byTable = new Map<string, Set<string>>(names.map((name) => [name, new Set()]));
  for (const { name, row } of rows) {
    byTable.get(name)!.add(row);
  }
  return byTable;
}

/** The rows of `after` that `before` did not have, by table, parsed. */
export function newRows(
  before: Map<string, Set<string>>,
  after: Map<string, Set<string>>,
): Map<string, Record<string, unknown>[]> {
  return new Map(
    [...after].map(([table, rows]) => [
      table,
      [...rows]
        .filter((row) => !before.get(table)?.has(row))
        .map((row) => JSON.parse(row) as Record<string, unknown>),
    ]),
  );
}

/** A value that identifies a thing of A: an id, an e-mail, a name or serial with a mark of its own. */
function distinctive(value: string): boolean {
  if (/^\d{4}-\d{2}-\d{2}/.test(value) || value.length < 6) {
    return false;
  }
  return (
    /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(value) ||
    value.includes('@') ||
    (/[a-z]/i.test(value) && /[0-9]/.test(value) && value.length >= 8)
  );
}

/**
 * What of A an answer must not show: every distinctive string of the rows written for A (ids,
 * e-mails, names, serial numbers, hashes...) that no other row holds.
 */
export function secretsOf(
  rowsOfA: Map<string, Record<string, unknown>[]>,
  allRows: Map<string, Set<string>>,
): Set<string> {
  const ofA = new Set(
    [...rowsOfA.values()].flatMap((rows) => rows.flatMap((row) => collectStrings(row, []))),
  );
  const aRowTexts = new Set(
    [...rowsOfA.values()].flatMap((rows) => rows.map((row) => JSON.stringify(row))),
  );
  for (const rows of allRows.values()) {
    for (const row of rows) {
      if (aRowTexts.has(JSON.stringify(JSON.parse(row)))) {
        continue;
      }
      for (const value of collectStrings(JSON.parse(row), [])) {
        ofA.delete(value);
      }
    }
  }
  return new Set([...ofA].filter(distinctive).map((value) => value.toLowerCase()));
}

/**
 * The secrets a caller may not see: all of A's but what is the caller's own (the rows naming one
 * of their ids: their account, their patient record) and, for a member of A, the rows of the
 * tables A shares with its members (`sharedWithMembers`).
 */
export function secretsFor(
  secrets: Set<string>,
  rowsOfA: Map<string, Record<string, unknown>[]>,
  caller: Actor,
  membersOf: { establishmentId: string; sharedWithMembers: readonly string[] },
): Set<string> {
  const own = new Set(
    [caller.userId, caller.patientId, caller.reeducatorId, caller.responsableId].filter(
      (id): id is string => id !== null,
    ),
  );
  const member = caller.establishmentId === membersOf.establishmentId;
  const visible = new Set<string>();
  for (const [table, rows] of rowsOfA) {
    for (const row of rows) {
      const strings = collectStrings(row, []);
      if (
        strings.some((value) => own.has(value)) ||
        (member && membersOf.sharedWithMembers.includes(table))
      ) {
        strings.forEach((value) => visible.add(value.toLowerCase()));
      }
    }
  }
  return new Set([...secrets].filter((secret) => !visible.has(secret)));
}

/** The secrets of A that an answer shows and the caller did not send. */
export function leaksIn(answer: string, secrets: Set<string>, sent: string[]): string[] {
  const text = answer.toLowerCase();
  const allowed = new Set(sent.map((value) => value.toLowerCase()));
  return [...secrets].filter((secret) => !allowed.has(secret) && text.includes(secret));
}

/** The ids of A's things of each owned kind found in the rows written for A. */
export function idsOfKinds(
  rowsOfA: Map<string, Record<string, unknown>[]>,
): Record<keyof typeof ownedKindTables, string[]> {
  return Object.fromEntries(
    Object.entries(ownedKindTables).map(([kind, tables]) => [
      kind,
      tables.flatMap((table) => (rowsOfA.get(table) ?? []).map((row) => String(row.id))),
    ]),
  ) as Record<keyof typeof ownedKindTables, string[]>;
}

/** A's principals, patient and devices (the fixtures' own ids). */
export function principalValues(a: EstablishmentWorld) {
  return {
    establishment: [a.establishmentId],
    patient: [a.patient.patientId],
    user: [a.patient.userId, a.rehabilitator.userId, a.manager.userId],
    rehabilitator: [a.rehabilitator.reeducatorId!],
    manager: [a.manager.responsableId!],
    device: [a.deviceId, a.spareDeviceId],
  } satisfies Partial<Record<Kind, string[]>>;
}
