/**
 * Malformed multipart bodies on every upload route (issue 26, point 6): a broken boundary, a
 * truncated body, no part, huge part headers, wrong part names, binary junk. Each is the caller's
 * fault: 400 `malformed_request` (or 413 / 415 where that is the answer), never a 5xx, never an
 * error in the log, and nothing stored.
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { endpoints, type Endpoint } from '@oxilio/domain/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOpaqueToken } from '../src/auth/opaque-tokens';
import { applications } from '../src/db/schema';
import { createWorld } from './fixtures';
import { build, rowCounts, testConfig, type TestApp } from './helper';

const storageDir = join(tmpdir(), `oxilio-malformed-${randomBytes(6).toString('hex')}`);
const runs = Number(process.env.FUZZ_RUNS ?? 20);
const seed = Number(process.env.FUZZ_SEED ?? 20_261_128);

let built: TestApp;
/** What the app logged at error level or above while the test ran. */
const errors: string[] = [];

beforeAll(async () => {
  built = await build({
    config: testConfig((config) => (config.storageDir = storageDir)),
    logger: {
      level: 'error',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          errors.push(chunk.toString());
          done();
        },
      }),
    },
  });
});
afterAll(async () => {
  await built.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** An open application and its link's token: the upload reaches the multipart parser. */
async function openApplication(): Promise<{ id: string; token: string }> {
  const world = await createWorld(built.app);
  const verification = newOpaqueToken();
  const [row] = await built.app.db
    .insert(applications)
    .values({
      type: 'patient',
      status: 'confirmed',
      email: `malformed.${randomBytes(4).toString('hex')}@example.test`,
      firstName: 'Paul',
      lastName: 'Essai',
      establishmentId: world.a.establishmentId,
      verificationTokenHash: verification.hash,
      verificationTokenExpiresAt: sql`now() + interval '7 days'`,
    })
    .returning({ id: applications.id });
  return { id: row!.id, token: verification.token };
}

/**
 * The URL of each upload route for an open application. A new multipart route of the OpenAPI
 * document fails the first test until it is added here.
 */
const uploadUrls: Record<string, (application: { id: string; token: string }) => string> = {
  'POST /applications/:type/:id/directDebitOrder': ({ id, token }) =>
    `/api/v1/applications/patient/${id}/directDebitOrder?verificationToken=${encodeURIComponent(token)}`,
};

/** The contract's entries that take a multipart body. */
function uploadRoutes(): string[] {
  return Object.values(endpoints)
    .flatMap((group) => Object.values(group) as Endpoint[])
    .filter((entry) => (entry.consumes ?? []).some((type) => type.startsWith('multipart/')))
    .map((entry) => `${entry.method} ${entry.path}`);
}

interface Malformed {
  name: string;
  contentType: string;
  body: Buffer;
}

const crlf = '\r\n';
const pdfPart = (boundary: string, name = 'file') =>
  `--${boundary}${crlf}Content-Disposition: form-data; name="${name}"; filename="a.pdf"${crlf}` +
  `Content-Type: application/pdf${crlf}${crlf}%PDF-1.4 test${crlf}`;
const type = (boundary: string) => `multipart/form-data; boundary=${boundary}`;

/** The cases a person would write by hand; the property below adds random ones. */
const handWritten: Malformed[] = [
  {
    // The issue's case: the header says `--X`, the body is delimited by `------X` (curl's habit).
    name: 'a boundary that does not delimit the body',
    contentType: type('--X'),
    body: Buffer.from(
      `------X${crlf}${pdfPart('X').split(crlf).slice(1).join(crlf)}------X--${crlf}`,
    ),
  },
  {
    name: 'no boundary parameter',
    contentType: 'multipart/form-data',
    body: Buffer.from(`${pdfPart('x')}--x--${crlf}`),
  },
  {
    name: 'an empty boundary',
    contentType: 'multipart/form-data; boundary=',
    body: Buffer.from(`--${crlf}${crlf}--`),
  },
  {
    name: 'a boundary of 300 characters (RFC 2046: 70 at most)',
    contentType: type('b'.repeat(300)),
    body: Buffer.from(`${pdfPart('b'.repeat(300))}--${'b'.repeat(300)}--${crlf}`),
  },
  {
    name: 'a body cut in the middle of a part',
    contentType: type('x'),
    body: Buffer.from(pdfPart('x').slice(0, 60)),
  },
  {
    name: 'a body cut before the closing delimiter',
    contentType: type('x'),
    body: Buffer.from(pdfPart('x')),
  },
  {
    name: 'no part at all',
    contentType: type('x'),
    body: Buffer.from(`--x--${crlf}`),
  },
  {
    name: 'an empty body',
    contentType: type('x'),
    body: Buffer.alloc(0),
  },
  {
    name: 'a part header of 200 kB',
    contentType: type('x'),
    body: Buffer.from(
      `--x${crlf}Content-Disposition: form-data; name="file"; filename="${'a'.repeat(200_000)}.pdf"` +
        `${crlf}Content-Type: application/pdf${crlf}${crlf}%PDF-1.4${crlf}--x--${crlf}`,
    ),
  },
  {
    name: 'a thousand part headers',
    contentType: type('x'),
    body: Buffer.from(
      `--x${crlf}${Array.from({ length: 1000 }, (_, index) => `X-H${index}: v`).join(crlf)}` +
        `${crlf}Content-Disposition: form-data; name="file"; filename="a.pdf"${crlf}${crlf}%PDF${crlf}--x--${crlf}`,
    ),
  },
  {
    name: 'a part without Content-Disposition',
    contentType: type('x'),
    body: Buffer.from(
      `--x${crlf}Content-Type: application/pdf${crlf}${crlf}%PDF-1.4${crlf}--x--${crlf}`,
    ),
  },
  {
    name: 'a field instead of the file',
    contentType: type('x'),
    body: Buffer.from(
      `--x${crlf}Content-Disposition: form-data; name="file"${crlf}${crlf}hello${crlf}--x--${crlf}`,
    ),
  },
  {
    name: 'the file under another name',
    contentType: type('x'),
    body: Buffer.from(`${pdfPart('x', 'document')}--x--${crlf}`),
  },
  {
    name: 'ten fields before the file',
    contentType: type('x'),
    body: Buffer.from(
      Array.from(
        { length: 10 },
        (_, index) =>
          `--x${crlf}Content-Disposition: form-data; name="f${index}"${crlf}${crlf}v${crlf}`,
      ).join('') + `${pdfPart('x')}--x--${crlf}`,
    ),
  },
  {
    name: 'binary junk',
    contentType: type('x'),
    body: Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256)),
  },
];

/** Random bodies: pieces of a multipart body shuffled, cut and mixed with junk. */
const randomMalformed: fc.Arbitrary<Malformed> = fc
  .record({
    boundary: fc.oneof(
      fc.constantFrom('x', '--x', '------x', 'a b', '"quoted"', '', 'é'),
      fc.string({ minLength: 1, maxLength: 80 }),
    ),
    pieces: fc.array(
      fc.oneof(
        fc.constantFrom(
          '--x',
          '--x--',
          '------x',
          crlf,
          `${crlf}${crlf}`,
          'Content-Disposition: form-data; name="file"; filename="a.pdf"',
          'Content-Disposition: form-data; name="file"',
          'Content-Disposition: form-data',
          'Content-Disposition: ; name=',
          'Content-Type: application/pdf',
          'Content-Transfer-Encoding: base64',
          '%PDF-1.4',
        ),
        fc.string({ maxLength: 40 }),
        fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
      ),
      { maxLength: 24 },
    ),
    cut: fc.option(fc.nat(), { nil: undefined }),
  })
  .map(({ boundary, pieces, cut }) => {
    const body = Buffer.from(pieces.join(''), 'latin1');
    return {
      name: 'random',
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: cut === undefined ? body : body.subarray(0, cut % (body.length + 1)),
    };
  });

/** Which answers are right for a malformed body: refused, in a problem document, and why. */
function checkAnswer(
  response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  context: string,
) {
  const status = response.statusCode;
  if (![400, 413, 415].includes(status)) {
    throw new Error(`${context}: answered ${status}, not 400, 413 or 415`);
  }
  if (!String(response.headers['content-type']).startsWith('application/problem+json')) {
    throw new Error(`${context}: refused without a problem document`);
  }
  const { code } = response.json() as { code?: string };
  const expected: Record<number, string[]> = {
    400: ['malformed_request', 'invalid_information'],
    413: ['payload_too_large'],
    415: ['unsupported_media_type'],
  };
  if (!expected[status]?.includes(code ?? '')) {
    throw new Error(`${context}: ${status} with the code ${code}`);
  }
}

describe('malformed multipart bodies on every upload route', () => {
  it('knows every upload route of the API', async () => {
    expect(uploadRoutes().sort()).toEqual(Object.keys(uploadUrls).sort());
  });

  it.each(handWritten.map((malformed) => [malformed.name, malformed] as const))(
    'refuses %s with a 4xx problem, logs no error, stores nothing',
    async (_name, malformed) => {
      const application = await openApplication();
      for (const [route, urlOf] of Object.entries(uploadUrls)) {
        errors.length = 0;
        const before = await rowCounts(built.database);
        const response = await built.app.inject({
          method: 'POST',
          url: urlOf(application),
          headers: { 'content-type': malformed.contentType },
          payload: malformed.body,
        });
        checkAnswer(response, `${route} with ${malformed.name}`);
        expect(errors).toEqual([]);
        const after = await rowCounts(built.database);
        expect({ ...after, audit_log: 0 }).toEqual({ ...before, audit_log: 0 });
      }
    },
  );

  it('answers the case of the issue with 400 malformed_request', async () => {
    const application = await openApplication();
    const issueCase = handWritten[0]!;
    const response = await built.app.inject({
      method: 'POST',
      url: uploadUrls['POST /applications/:type/:id/directDebitOrder']!(application),
      headers: { 'content-type': issueCase.contentType },
      payload: issueCase.body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, code: 'malformed_request' });
  });

  it('never answers 5xx nor logs an error, whatever the multipart body', async () => {
    const application = await openApplication();
    errors.length = 0;
    for (const [route, urlOf] of Object.entries(uploadUrls)) {
      await fc.assert(
        fc.asyncProperty(randomMalformed, async (malformed) => {
          const response = await built.app.inject({
            method: 'POST',
            url: urlOf(application),
            headers: { 'content-type': malformed.contentType },
            payload: malformed.body,
          });
          checkAnswer(
            response,
            `${route} with ${malformed.contentType} and ${JSON.stringify(malformed.body.toString('latin1')).slice(0, 300)}`,
          );
        }),
        { numRuns: runs * 5, seed, endOnFailure: true },
      );
    }
    expect(errors).toEqual([]);
  }, 120_000);
});
