import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, IsoDateTime, Uuid } from './common';
import { problemResponses } from './errors';
import type { Endpoint } from './endpoint';

/**
 * Contract of a patient's access log (docs/decisions/patient-access-log.md): which professionals
 * viewed or changed the patient's data, and when, read from the audit log. The patient reads their
 * own; the entries are grouped by professional, day and kind (viewed or changed), newest first.
 */

/** What part of the patient's data an entry touched. */
export const accessLogAreas = [
  'profile',
  'relatives',
  'followUp',
  'results',
  'rehabilitation',
  'activities',
  'device',
  'other',
] as const;
export type AccessLogArea = (typeof accessLogAreas)[number];

/**
 * The professional roles an entry's author may have held (wire role values), or `client`: a health
 * record system of the establishment reading on /fhir/R4, named by `lastName` (its registered
 * name; `firstName` empty).
 */
export const AccessLogRole = Type.Union([
  Type.Literal('reeducator'),
  Type.Literal('responsable'),
  Type.Literal('reeducatorresponsable'),
  Type.Literal('client'),
]);

export const AccessLogEntry = Type.Object(
  {
    /** The calendar day, in the time zone of the patient's establishment. */
    day: IsoDate,
    /** The first and the last access of the group that day. */
    firstAt: IsoDateTime,
    lastAt: IsoDateTime,
    /** Viewed (read only) or changed (at least a write). */
    kind: Type.Union([Type.Literal('viewed'), Type.Literal('changed')]),
    /** The parts of the data touched, in the order of `accessLogAreas`. */
    areas: Type.Array(Type.Unsafe<AccessLogArea>({ type: 'string', enum: [...accessLogAreas] })),
    /** How many accesses the group holds. */
    count: Type.Integer({ minimum: 1 }),
    /**
     * Who: a professional (never another patient), as their role was at the time, or a health
     * record system of the establishment (`role: client`).
     */
    actor: Type.Object({
      firstName: Type.String(),
      lastName: Type.String(),
      role: AccessLogRole,
    }),
  },
  { title: 'AccessLogEntry' },
);
export type AccessLogEntry = Static<typeof AccessLogEntry>;

export const AccessLog = Type.Object(
  {
    entries: Type.Array(AccessLogEntry),
    /** More (older) groups exist beyond `limit`. */
    hasMore: Type.Boolean(),
  },
  { title: 'AccessLog' },
);
export type AccessLog = Static<typeof AccessLog>;

export const accessLogMaxLimit = 100;

export const AccessLogQuery = Type.Object({
  /** How many groups, newest first. @defaultValue 10 */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: accessLogMaxLimit })),
});
export type AccessLogQuery = Static<typeof AccessLogQuery>;

export const accessLogEndpoints = {
  ofPatient: {
    method: 'GET',
    path: '/patients/:id/accessLog',
    summary: 'Who viewed or changed a patient’s data, and when (the patient only)',
    params: Type.Object({ id: Uuid }),
    querystring: AccessLogQuery,
    response: { 200: AccessLog, ...problemResponses(400, 401, 403, 404) },
  },
} as const satisfies Record<string, Endpoint>;
