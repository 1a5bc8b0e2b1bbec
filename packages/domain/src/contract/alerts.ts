import { Type, type Static } from '@sinclair/typebox';
import { Body, IdParams, IsoDateTime, Uuid } from './common';
import { problemResponses } from './errors';
import type { Endpoint } from './endpoint';

/**
 * Contract of the rehabilitator's alerts (beyond the spec): a followed patient's pain rising over
 * their recent sessions, or their device use dropping sharply. Computed by the API from the rules
 * of the domain package (alertRules), until the rehabilitator marks them seen
 * (docs/decisions/api-alerts.md).
 */

export const AlertKindSchema = Type.Union([Type.Literal('painRise'), Type.Literal('wearDrop')]);

export const PatientAlert = Type.Object(
  {
    patientId: Uuid,
    firstName: Type.String(),
    lastName: Type.String(),
    kind: AlertKindSchema,
    /** painRise: the pain (0 no pain, 1-3) of the reviews looked at, oldest first. */
    pains: Type.Array(Type.Integer({ minimum: 0, maximum: 3 })),
    /** wearDrop: the mean wear time (seconds a day) of the recent days and of the days before. */
    recentWearPerDay: Type.Union([Type.Number(), Type.Null()]),
    previousWearPerDay: Type.Union([Type.Number(), Type.Null()]),
    /** The windows of the rule (sessions for painRise, days for wearDrop). */
    recentWindow: Type.Integer({ minimum: 1 }),
    previousWindow: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    /** The newest data the alert is computed from (the latest review, or the end of the window). */
    observedAt: IsoDateTime,
  },
  { title: 'PatientAlert' },
);
export type PatientAlert = Static<typeof PatientAlert>;

export const AlertsQuery = Type.Object({
  /** Only this patient's alerts. */
  patientId: Type.Optional(Uuid),
});
export type AlertsQuery = Static<typeof AlertsQuery>;

export const AlertParams = Type.Object({ id: Uuid, patientId: Uuid, kind: AlertKindSchema });

export const MarkAlertBody = Body({ seen: Type.Literal(true) }, 'MarkAlertBody');
export type MarkAlertBody = Static<typeof MarkAlertBody>;

export const AlertSeen = Type.Object(
  { patientId: Uuid, kind: AlertKindSchema, seenAt: IsoDateTime },
  { title: 'AlertSeen' },
);
export type AlertSeen = Static<typeof AlertSeen>;

export const alertEndpoints = {
  list: {
    method: 'GET',
    path: '/Reeducators/:id/alerts',
    summary: 'The alerts not yet seen of the rehabilitator’s current patients',
    params: IdParams,
    querystring: AlertsQuery,
    response: { 200: Type.Array(PatientAlert), ...problemResponses(400, 403) },
  },
  markSeen: {
    method: 'PATCH',
    path: '/Reeducators/:id/alerts/:patientId/:kind',
    summary: 'Mark a patient’s alert seen (it comes back only with new data)',
    params: AlertParams,
    body: MarkAlertBody,
    response: { 200: AlertSeen, ...problemResponses(400, 403, 404) },
  },
} as const satisfies Record<string, Endpoint>;
