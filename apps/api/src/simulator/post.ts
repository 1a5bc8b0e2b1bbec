/**
 * The simulator's command line, as functions (./cli.ts runs them):
 * `npm run simulate -- --device <id> --secret <secret> [--days 30] [--url http://127.0.0.1:3000]
 *   [--pathology 3] [--capacity 3] [--seed <any>] [--to YYYY-MM-DD]`
 *
 * Posts simulated daily measurements of one device to a running API
 * (POST /api/v1/devices/{deviceId}/measurements, `Authorization: Device <secret>`), the last
 * `--days` days up to `--to` (default: today, UTC). Re-sending a day replaces it on the server.
 * The demo seed's device is printed by `npm run db:seed` (docs/decisions/api-demo-data.md).
 */
import { parseArgs } from 'node:util';
import {
  functionalCapacities,
  pathologies,
  type FunctionalCapacity,
  type Pathology,
} from '@oxilio/domain';
import { addDays } from '@oxilio/domain';
import { simulateDays, type DailyRecord } from './generator';

const usage =
  'Usage: npm run simulate -- --device <id> --secret <secret> [--days 30] ' +
  '[--url http://127.0.0.1:3000] [--pathology 3] [--capacity 3] [--seed <any>] [--to YYYY-MM-DD]';

/** A device posts at most this many days per request (the contract's maximum is 366). */
const perRequest = 100;

export interface SimulateOptions {
  device: string;
  secret: string;
  days: number;
  url: string;
  pathology: Pathology;
  capacity: FunctionalCapacity;
  seed: string;
  to: string;
}

export function parseOptions(argv: string[]): SimulateOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      device: { type: 'string' },
      secret: { type: 'string' },
      days: { type: 'string', default: '30' },
      url: { type: 'string', default: 'http://127.0.0.1:3000' },
      pathology: { type: 'string', default: '3' },
      capacity: { type: 'string', default: '3' },
      seed: { type: 'string' },
      to: { type: 'string' },
    },
    strict: true,
  });
  const problems: string[] = [];
  const days = Number(values.days);
  const pathology = Number(values.pathology) as Pathology;
  const capacity = Number(values.capacity) as FunctionalCapacity;
  const to = values.to ?? new Date().toISOString().slice(0, 10);
  if (!values.device) {
    problems.push('--device is required');
  }
  if (!values.secret) {
    problems.push('--secret is required');
  }
  if (!Number.isInteger(days) || days < 1 || days > 3660) {
    problems.push('--days must be an integer between 1 and 3660');
  }
  if (!pathologies.includes(pathology)) {
    problems.push('--pathology must be 0 to 8');
  }
  if (!functionalCapacities.includes(capacity)) {
    problems.push('--capacity must be 1 to 4');
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(to)) {
    problems.push('--to must be YYYY-MM-DD');
  }
  try {
    new URL(values.url!);
  } catch {
    problems.push('--url is not a URL');
  }
  if (problems.length > 0) {
    throw new Error(`${problems.join('\n')}\n${usage}`);
  }
  return {
    device: values.device!,
    secret: values.secret!,
    days,
    url: values.url!.replace(/\/+$/, ''),
    pathology,
    capacity,
    seed: values.seed ?? values.device!,
    to,
  };
}

/** Posts the simulated days in requests of up to `perRequest` days; returns the days stored. */
export async function postSimulation(
  options: SimulateOptions,
  fetchImpl: typeof fetch = fetch,
): Promise<string[]> {
  const records: DailyRecord[] = simulateDays(
    { pathology: options.pathology, functionalCapacity: options.capacity, seed: options.seed },
    { from: addDays(options.to, -(options.days - 1)), days: options.days },
  );
  const stored: string[] = [];
  for (let start = 0; start < records.length; start += perRequest) {
    const batch = records.slice(start, start + perRequest);
    const response = await fetchImpl(
      `${options.url}/api/v1/devices/${encodeURIComponent(options.device)}/measurements`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Device ${options.secret}` },
        body: JSON.stringify({ records: batch, firmwareVersion: 'simulator' }),
      },
    );
    const text = await response.text();
    if (!response.ok) {
      throw new Error(`The API answered ${response.status}: ${text}`);
    }
    stored.push(...((JSON.parse(text) as { days?: string[] }).days ?? []));
  }
  return stored;
}
