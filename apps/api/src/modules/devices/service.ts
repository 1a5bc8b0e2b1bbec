/**
 * Device ingestion (docs/product.md#device-ingestion; docs/decisions/api-device-ingestion.md). A
 * device posts daily records for the patient it is associated with, authenticated by its own secret
 * (`Authorization: Device <secret>`, verified against the scrypt hash in `devices.secret_hash`, in
 * constant time). Every record is checked before anything is written; then, in one transaction,
 * each day is replaced, the patient's stars recomputed for those days and the write audited.
 */
import {
  deviceMetricKeys,
  deviceMetricMaximum,
  serverComputedMetricKeys,
  type DeviceMetricKey,
  type FieldError,
  type MeasurementsBody,
  type MeasurementsResponse,
} from '@oxilio/domain/contract';
import type { Config } from '../../config';
import { HttpProblem, ValidationFailedError } from '../../http/errors';
import { isCalendarDay, todayIn } from '@oxilio/domain';
import type { PublicScope } from '../../policy/scope';
import { recomputeStars } from '../stats/stars';
import * as repository from './repository';

const deviceKeySet: ReadonlySet<string> = new Set(deviceMetricKeys);
const computedKeySet: ReadonlySet<string> = new Set(serverComputedMetricKeys);

/** The secret of `Authorization: Device <secret>`, or null. */
export function deviceSecret(header: string | undefined): string | null {
  const match = /^Device\s+(\S{16,256})\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

function unauthenticated(detail: string): HttpProblem {
  return new HttpProblem('invalid_token', detail, { headers: { 'www-authenticate': 'Device' } });
}

/** Every problem of the records at once (unknown keys named), or an empty list. */
export function checkRecords(body: MeasurementsBody, today: string): FieldError[] {
  const errors: FieldError[] = [];
  const error = (field: string, message: string) => errors.push({ field, in: 'body', message });
  const seen = new Set<string>();
  body.records.forEach((record, index) => {
    const at = `records.${index}`;
    if (!isCalendarDay(record.day)) {
      error(`${at}.day`, 'must be a calendar day YYYY-MM-DD');
    } else if (record.day > today) {
      error(`${at}.day`, `must not be in the future (today is ${today})`);
    } else if (seen.has(record.day)) {
      error(`${at}.day`, 'the same day is sent twice');
    }
    seen.add(record.day);
    const unknown: string[] = [];
    for (const [key, value] of Object.entries(record.metrics)) {
      if (computedKeySet.has(key)) {
        error(`${at}.metrics.${key}`, 'is computed by the server, not sent by the device');
      } else if (!deviceKeySet.has(key)) {
        unknown.push(key);
      } else if (value !== null) {
        const maximum = deviceMetricMaximum[key as DeviceMetricKey];
        if (!Number.isFinite(value) || value < 0) {
          error(`${at}.metrics.${key}`, 'must be a number, 0 or more');
        } else if (value > maximum) {
          error(`${at}.metrics.${key}`, `must not exceed ${maximum}`);
        }
      }
    }
    for (const key of unknown) {
      error(`${at}.metrics.${key}`, `unknown metric key ${key}`);
    }
  });
  return errors;
}

export function createDeviceService({ config }: { config: Config }) {
  return {
    /** `authorization`: the request's header, `Device <secret>`. */
    async storeMeasurements(
      scope: PublicScope,
      {
        deviceId,
        authorization,
        body,
      }: { deviceId: string; authorization: string | undefined; body: MeasurementsBody },
    ): Promise<MeasurementsResponse> {
      const secret = deviceSecret(authorization);
      if (secret === null) {
        throw unauthenticated('Send the device secret: Authorization: Device <secret>.');
      }
      const device = await scope.device(
        await repository.findActiveDevice(scope, deviceId),
        secret,
        config.auth.scrypt,
      );
      if (!device) {
        throw unauthenticated('Unknown device or wrong device secret.');
      }

      const today = todayIn(device.timeZone);
      const errors = checkRecords(body, today);
      if (errors.length > 0) {
        const unknown = errors
          .filter((item) => item.message.startsWith('unknown metric key'))
          .map((item) => item.field.split('.').pop());
        throw new ValidationFailedError(
          errors,
          unknown.length > 0
            ? `Unknown metric keys: ${[...new Set(unknown)].join(', ')}.`
            : `Invalid ${errors.map((item) => item.field).join(', ')}.`,
        );
      }

      const assignment = await repository.activeAssignment(scope, device);
      if (!assignment) {
        throw new HttpProblem(
          'device_not_associated',
          'This device is not associated with a patient: nothing was stored. ' +
            'The establishment associates it first.',
        );
      }
      const days = body.records.map((record) => record.day).sort();
      const assignedDay = todayIn(device.timeZone, assignment.assignedAt);
      if (days[0]! < assignedDay) {
        throw new HttpProblem(
          'device_not_associated',
          `This device has been associated with its patient since ${assignedDay}: ` +
            `days before it are refused and nothing was stored.`,
        );
      }

      await scope.transaction(async (tx) => {
        await repository.replaceDays(tx, device, assignment.patientId, body.records);
        await repository.markSeen(tx, device, body.firmwareVersion ?? null);
        // stats/stars.ts still takes the database (docs/decisions/api-access-scope.md).
        await recomputeStars(tx.db, assignment.patientId, days[0]!, days[days.length - 1]!);
        await tx.audit('measurements.store', assignment.patientId, {
          deviceId: device.deviceId,
          days,
        });
      });
      return { days };
    },
  };
}
