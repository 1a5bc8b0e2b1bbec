import { Type, type Static } from '@sinclair/typebox';
import { baseMetricKeys, type BaseMetricKey } from '../metrics';
import { IsoDate, Uuid } from './common';
import { problemResponses } from './errors';
import type { Endpoint } from './endpoint';

/**
 * Device ingestion (docs/product.md#device-ingestion, docs/decisions/api-device-ingestion.md):
 * POST /api/v1/devices/{deviceId}/measurements, authenticated by the device's own secret in
 * `Authorization: Device <secret>` (no user token).
 */

/** Keys computed by the API (stars, performance, self-rehabilitation): a device may not send them. */
export const serverComputedMetricKeys = [
  'Stars',
  'WorkoutStars',
  'ActivityStars',
  'Performance',
  'SelfRehabilitation',
  'SelfRehabilitationCount',
] as const satisfies readonly BaseMetricKey[];
type ServerComputedMetricKey = (typeof serverComputedMetricKeys)[number];

export type DeviceMetricKey = Exclude<BaseMetricKey, ServerComputedMetricKey>;

function isDeviceMetricKey(key: BaseMetricKey): key is DeviceMetricKey {
  return !(serverComputedMetricKeys as readonly BaseMetricKey[]).includes(key);
}

/** The metric keys a device reports: every base metric the API does not compute itself. */
export const deviceMetricKeys: readonly DeviceMetricKey[] =
  baseMetricKeys.filter(isDeviceMetricKey);

/** The largest plausible daily value of each device metric (anything above is refused). */
export const deviceMetricMaximum: Readonly<Record<DeviceMetricKey, number>> = {
  StepCount: 100_000,
  StandCount: 2_000,
  StandTime: 86_400,
  WalkTime: 86_400,
  WearTime: 86_400,
  ActiveTime: 86_400,
  WalkPerimeter: 100_000,
  WalkDistance: 100_000,
  WalkSpeed: 5,
  MaxWalkSpeed: 5,
  MaxStandTime: 86_400,
  sittingTime: 86_400,
  maxSittingTime: 86_400,
  sittingDistance: 200_000,
  StepTime: 10,
  StepTimeCV: 100,
  StepDistance: 3,
  StepDistanceCV: 100,
  LeftStepCount: 100_000,
  LeftStepTime: 10,
  LeftStepTimeCV: 100,
  LeftStepDistance: 3,
  LeftStepDistanceCV: 100,
  RightStepCount: 100_000,
  RightStepTime: 10,
  RightStepTimeCV: 100,
  RightStepDistance: 3,
  RightStepDistanceCV: 100,
  StepTimeAsymmetry: 100,
  StepDistanceAsymmetry: 100,
  Usage: 86_400,
};

export const DailyRecord = Type.Object(
  {
    /** The patient's calendar day (establishment time zone), not in the future. */
    day: IsoDate,
    /** Metric key -> daily value (null or absent: not measured). Keys: `deviceMetricKeys`. */
    metrics: Type.Record(Type.String(), Type.Union([Type.Number(), Type.Null()]), {
      maxProperties: 64,
    }),
  },
  { additionalProperties: false, title: 'DailyRecord' },
);
export type DailyRecord = Static<typeof DailyRecord>;

export const MeasurementsBody = Type.Object(
  {
    /** One record per day; re-sending a day replaces it. */
    records: Type.Array(DailyRecord, { minItems: 1, maxItems: 366 }),
    firmwareVersion: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false, title: 'MeasurementsBody' },
);
export type MeasurementsBody = Static<typeof MeasurementsBody>;

export const MeasurementsParams = Type.Object({ deviceId: Uuid });
export type MeasurementsParams = Static<typeof MeasurementsParams>;

export const MeasurementsResponse = Type.Object(
  {
    /** The days stored (each replacing what was stored for it). */
    days: Type.Array(IsoDate),
  },
  { title: 'MeasurementsStored' },
);
export type MeasurementsResponse = Static<typeof MeasurementsResponse>;

export const deviceEndpoints = {
  postMeasurements: {
    method: 'POST',
    path: '/devices/:deviceId/measurements',
    summary: 'Daily measurements of a device (authenticated by the device secret)',
    description:
      'Header `Authorization: Device <secret>`. Unknown keys, negative or implausible values and ' +
      'future days are refused (400) and nothing is stored; a device not associated with a patient ' +
      'on a day it reports is refused (409) and nothing is stored.',
    params: MeasurementsParams,
    body: MeasurementsBody,
    response: { 200: MeasurementsResponse, ...problemResponses(400, 401, 409, 413, 415) },
  },
} as const satisfies Record<string, Endpoint>;
