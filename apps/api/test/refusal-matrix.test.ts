/**
 * The refusal matrix (issue 23, docs/decisions/api-refusal-matrix.md): EVERY entry of the
 * contract, called by each actor of establishment B (patient, rehabilitator, manager, combined)
 * and by another patient of A, with the real ids of A's things in its path, query and body,
 * - answers 403 or 404,
 * - changes nothing (the content of every table but the audit log, before and after),
 * - shows nothing of A (no id, name, e-mail, serial number... of A but those the caller sent).
 * Entries that name none of A's things (the caller's own account, the exercise library,
 * reference data, sign-in...) answer whatever they answer, and show nothing of A either.
 *
 * Generated: a new entry is covered as it is added; a path parameter or id field of an unknown
 * kind fails the first test, naming where to add the kind (test/refusal-matrix.ts).
 */
import { endpoints, type Endpoint } from '@oxilio/domain/contract';
import { describe, expect, it } from 'vitest';
import { createWorld, type Actor, type World } from './fixtures';
import { call, tableChecksums, useTestApp } from './helper';
import {
  idsOfKinds,
  leaksIn,
  newRows,
  plannedCalls,
  principalValues,
  secretsFor,
  secretsOf,
  send,
  tableRows,
  templateOf,
  type KindValues,
  type PlannedCall,
} from './refusal-matrix';
import { achievementsOfA, furnishA } from './refusal-world';
import type { JsonSchema } from './schema-sample';
import { ensureSessionReferenceData } from './session-fixtures';

const ctx = useTestApp();

const entries = Object.entries(endpoints).flatMap(([group, members]) =>
  Object.entries(members as Record<string, Endpoint>).map(
    ([name, entry]) => [`${group}.${name}`, entry] as const,
  ),
);

interface OtherAnswer {
  statuses: number[];
  /** The problem's code, when it is one. */
  code?: string;
  reason: string;
}

/**
 * Entries (or `entry as caller`) that name one of A's things yet answer otherwise than 403 or 404,
 * each with its reason. Keep it tiny: a listed name that is no contract entry fails the test.
 */
const otherAnswers: Readonly<Record<string, OtherAnswer>> = {
  'devices.postMeasurements': {
    statuses: [401],
    code: 'invalid_token',
    reason: 'a device posts with its own secret (Authorization: Device), never a person’s token',
  },
  'establishments.get as another patient of A': {
    statuses: [200],
    reason: 'a patient reads their own establishment (name, address, time zone)',
  },
};

/** Entries authorised by the token of an emailed link, not by the caller's account. */
const emailedLinkRefusal: OtherAnswer = {
  statuses: [400],
  code: 'invalid_verification_token',
  reason: 'a wrong link token is refused alike for everyone, whoever is signed in',
};

const takesLinkToken = (entry: Endpoint) =>
  [entry.body, entry.querystring].some(
    (schema) => 'verificationToken' in ((schema as JsonSchema | undefined)?.properties ?? {}),
  );

function otherAnswerOf(name: string, entry: Endpoint, caller: string): OtherAnswer | null {
  return (
    otherAnswers[`${name} as ${caller}`] ??
    otherAnswers[name] ??
    (takesLinkToken(entry) ? emailedLinkRefusal : null)
  );
}

/** A's rows a member of A may see: their establishment and its adapted activities (they enrol). */
const sharedWithMembers = ['establishments', 'adapted_activities'];

/**
 * Refusals that fail today and wait for a decision (entry, then caller). Empty means none: a case
 * listed here that passes fails the test, so that the list shrinks.
 */
const knownFailures: readonly string[] = [];

/** The callers: every actor of B, and a patient of A who is not the patient whose data it is. */
const callersOf = (world: World): [string, Actor][] => [
  ['patient of B', world.b.patient],
  ['rehabilitator of B', world.b.rehabilitator],
  ['manager of B', world.b.manager],
  ['rehabilitator-manager of B', world.b.combined],
  ['another patient of A', world.a.unlinkedPatient],
];

/** The texts the callers send: nothing of A's. */
const outsiderText = () => 'Zephyrine';

const withoutAudit = (digests: Record<string, string>) => {
  const { audit_log: _audit, ...rest } = digests;
  return rest;
};

describe('the refusal matrix', () => {
  it('knows how to fill every path parameter and id field of the contract', () => {
    expect(entries.length).toBeGreaterThan(90);
    const unknown = entries.flatMap(([name, entry]) => {
      try {
        templateOf(name, entry, outsiderText);
        return [];
      } catch (error) {
        return [(error as Error).message];
      }
    });
    expect(unknown, unknown.join('\n')).toEqual([]);
    for (const name of [...Object.keys(otherAnswers), ...knownFailures]) {
      expect(
        entries.some(([entry]) => name === entry || name.startsWith(`${entry} as `)),
        `${name} is listed but is no contract entry`,
      ).toBe(true);
    }
  });

  it('refuses every entry on A’s things to the other establishment and to another patient, changing and showing nothing', async () => {
    const app = ctx.app;
    await ensureSessionReferenceData(app);
    const beforeA = await tableRows(ctx.database);
    let rowsOfA = new Map<string, Record<string, unknown>[]>();
    const world = await createWorld(app, {
      afterA: async (a) => {
        await furnishA(app, a);
        rowsOfA = newRows(beforeA, await tableRows(ctx.database));
      },
    });
    const secrets = secretsOf(rowsOfA, await tableRows(ctx.database));
    const values: KindValues = {
      ...principalValues(world.a),
      ...idsOfKinds(rowsOfA),
      exercise: ['2'],
      achievement: [String(achievementsOfA.rank), achievementsOfA.tag],
    };
    expect(secrets.size).toBeGreaterThan(30);
    for (const [kind, ids] of Object.entries(values)) {
      expect(ids.length, `A has no ${kind}`).toBeGreaterThan(0);
    }

    // One line per entry, caller and kind of failure, with its count and first example.
    const failed = new Map<string, { count: number; example: string }>();
    const fail = (planned: PlannedCall, caller: string, kind: string, example: string) => {
      const key = `${planned.entry} as ${caller}: ${kind}`;
      const seen = failed.get(key);
      failed.set(key, {
        count: (seen?.count ?? 0) + 1,
        example: seen?.example ?? `${planned.method} ${planned.url} -> ${example.slice(0, 300)}`,
      });
    };
    const callers = callersOf(world).map(([label, actor]) => ({
      label,
      actor,
      secrets: secretsFor(secrets, rowsOfA, actor, {
        establishmentId: world.a.establishmentId,
        sharedWithMembers,
      }),
    }));
    const checkLeaks = (
      planned: PlannedCall,
      caller: (typeof callers)[number],
      response: Awaited<ReturnType<typeof send>>,
    ) => {
      const answer = `${JSON.stringify(response.headers)} ${response.body}`;
      const leaks = leaksIn(answer, caller.secrets, planned.sent);
      if (leaks.length > 0) {
        fail(planned, caller.label, 'showed A’s data', `${leaks.join(', ')} in ${response.body}`);
      }
    };
    // The controls: A's own people see A's data where B's would see a leak, and a write shows.
    const shown = await call(
      app,
      'GET',
      `/api/v1/patients/${world.a.patient.patientId}/relatives`,
      {
        token: world.a.patient.token,
      },
    );
    expect(leaksIn(shown.raw, callers[0]!.secrets, []).length).toBeGreaterThan(1);
    const withoutRequestId = (body: string) => body.replace(/"requestId":"[^"]*"/, '');
    const open: (readonly [(typeof callers)[number], PlannedCall])[] = [];
    let refusedCalls = 0;
    let digests = withoutAudit(await tableChecksums(ctx.database));

    for (const [name, entry] of entries) {
      let refused = 0;
      for (const caller of callers) {
        const calls = plannedCalls(name, entry, caller.actor, values, outsiderText);
        open.push(
          ...calls.filter((each) => !each.namesA).map((planned) => [caller, planned] as const),
        );
        const other = otherAnswerOf(name, entry, caller.label);
        for (const planned of calls.filter((each) => each.namesA)) {
          const response = await send(app, caller.actor, planned);
          refused += 1;
          const status = response.statusCode;
          let refusal = other
            ? other.statuses.includes(status) &&
              (!other.code || (response.json() as { code?: string }).code === other.code)
            : status === 403 || status === 404;
          if (!refusal && planned.unknownTwin && status < 300) {
            const twin = await send(app, caller.actor, planned.unknownTwin);
            refusal =
              twin.statusCode === status &&
              withoutRequestId(twin.body) === withoutRequestId(response.body);
          }
          if (!refusal) {
            fail(planned, caller.label, `answered ${status}`, response.body);
          }
          checkLeaks(planned, caller, response);
        }
      }
      if (refused > 0) {
        refusedCalls += refused;
        const after = withoutAudit(await tableChecksums(ctx.database));
        const changed = Object.keys(after).filter((table) => after[table] !== digests[table]);
        if (changed.length > 0) {
          failed.set(`${name}: refused, yet changed ${changed.join(', ')}`, {
            count: refused,
            example: 'one of its refused requests',
          });
        }
        digests = after;
      }
    }

    // Entries that name nothing of A (own account, library, sign-in...): whatever they answer,
    // nothing of A. Last, as some of them write (a sign-up, a like).
    for (const [caller, planned] of open) {
      const response = await send(app, caller.actor, planned);
      expect(response.statusCode, `${planned.entry} ${planned.url}`).toBeLessThan(500);
      checkLeaks(planned, caller, response);
    }

    if (process.env.MATRIX_REPORT) {
      console.log(`${refusedCalls} refused requests, ${open.length} open ones:`);
      console.log([...new Set(open.map(([caller, each]) => `${each.entry} as ${caller.label}`))]);
    }
    const failures = [...failed].map(
      ([key, { count, example }]) => `${key} (${count} requests, e.g. ${example})`,
    );
    const unexpected = failures.filter(
      (failure) => !knownFailures.some((known) => failure.startsWith(`${known}:`)),
    );
    const fixed = knownFailures.filter(
      (known) => !failures.some((failure) => failure.startsWith(`${known}:`)),
    );
    expect(unexpected, unexpected.join('\n')).toEqual([]);
    expect(fixed, 'known failures that pass now: remove them from knownFailures').toEqual([]);
    expect(refusedCalls).toBeGreaterThan(entries.length * callers.length);
    const written = await call(
      app,
      'POST',
      `/api/v1/patients/${world.a.patient.patientId}/relatives`,
      { token: world.a.patient.token, body: { firstName: 'Control', lastName: 'Write' } },
    );
    expect(written.status).toBe(201);
    expect(withoutAudit(await tableChecksums(ctx.database))).not.toEqual(digests);
  }, 120_000);
});
