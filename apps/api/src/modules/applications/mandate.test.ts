/**
 * The direct debit mandate form (GET …/directDebitMandate): what the PDF says, to whom, in which
 * language, and who is refused (docs/decisions/direct-debit-mandate.md).
 */
import { eq } from 'drizzle-orm';
import { decodePDFRawStream, PDFArray, PDFDocument, type PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { applications } from '../../db/schema';
import { applicationForms as forms, type ApplicationKind } from '../../../test/application-forms';
import {
  call,
  latestEmail,
  rowCounts,
  testConfig,
  uniqueEmail,
  useTestApp,
} from '../../../test/helper';

const creditor = {
  name: 'Kiné Services SA',
  address: '3 place d’Armes, 1136 Luxembourg',
  identifier: 'LU12ZZZ0000000000000000001',
};
const ctx = useTestApp({
  config: testConfig((config) => (config.mandateCreditor = creditor)),
});

type Kind = ApplicationKind;

/** Applies (in `locale`), optionally confirms, and returns the emailed link's id and token. */
async function application(type: Kind, { locale = 'fr', confirmed = true } = {}) {
  const email = uniqueEmail(`mandate.${type}`);
  const created = await call(ctx.app, 'POST', `/api/v1/applications/${type}`, {
    body: { ...forms[type](email), locale },
  });
  expect(created.status).toBe(201);
  const link = new URL((await latestEmail(ctx.app, email)).links[0]!);
  const applicationId = link.searchParams.get('applicationId')!;
  const token = link.searchParams.get('token')!;
  if (confirmed) {
    const confirmation = await call(
      ctx.app,
      'PATCH',
      `/api/v1/applications/${type}/${applicationId}/confirmation`,
      { body: { verificationToken: token } },
    );
    expect(confirmation.status).toBe(200);
  }
  return { applicationId, token };
}

function mandate(type: Kind, applicationId: string, token: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/v1/applications/${type}/${applicationId}/directDebitMandate?verificationToken=${encodeURIComponent(token)}`,
  });
}

/**
 * The text the page draws: pdf-lib writes each line as a hex string in WinAnsi (`<…> Tj`); the
 * lines are joined with spaces, so that a wrapped paragraph reads as it was written.
 */
async function drawnText(bytes: Buffer): Promise<string> {
  const document = await PDFDocument.load(bytes);
  const contents = document.getPage(0).node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => document.context.lookup(ref))
      : [contents];
  // Node's decoder treats windows-1252 as Latin-1: the 0x80-0x9F letters are spelt out here.
  const high = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
  const winAnsi = (bytes: Buffer) =>
    [...bytes]
      .map((byte) => (byte >= 0x80 && byte <= 0x9f ? high[byte - 0x80] : String.fromCharCode(byte)))
      .join('');
  const lines: string[] = [];
  for (const stream of streams) {
    const operators = Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString(
      'latin1',
    );
    for (const [, hex] of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(winAnsi(Buffer.from(hex!, 'hex')));
    }
  }
  return lines.join(' ');
}

describe('the direct debit mandate form', () => {
  it('is a PDF in the application’s language naming the establishment as the debtor', async () => {
    const { applicationId, token } = await application('establishment', { locale: 'de' });
    const res = await mandate('establishment', applicationId, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mandate-OXI/);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const reference = `OXI${applicationId.replace(/-/g, '').toUpperCase()}`;
    const text = await drawnText(res.rawPayload);
    for (const expected of [
      'SEPA-Lastschriftmandat',
      `Mandatsreferenz ${reference}`,
      'Zahlungsart Wiederkehrende Zahlung',
      'ermächtigen Sie (A) Kiné Services SA, Zahlungen von Ihrem Konto mittels Lastschrift einzuziehen, und (B) Ihr Kreditinstitut, die von Kiné Services SA auf Ihr Konto gezogenen Lastschriften einzulösen.',
      'innerhalb von 8 Wochen',
      '3 place d’Armes, 1136 Luxembourg',
      'Gläubiger-Identifikationsnummer LU12ZZZ0000000000000000001',
      'Name Résidence des Tilleuls',
      'avenue de la Gare, 1611 Luxembourg, Luxemburg',
      'IBAN (Kontonummer)',
      'Unterschrift',
      'im Schritt „Lastschriftmandat“ hochladen',
    ]) {
      expect(text).toContain(expected);
    }
    // The establishment pays: its manager's name is not the account holder's.
    expect(text).not.toContain('Dubois');
    expect(text).not.toContain('Mandat de prélèvement');

    const document = await PDFDocument.load(res.rawPayload);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe('SEPA-Lastschriftmandat - Résidence des Tilleuls');
    expect(document.getSubject()).toBe(`Mandatsreferenz: ${reference}`);
  });

  it('names a patient and their address as the debtor, in French', async () => {
    const { applicationId, token } = await application('patient');
    const res = await mandate('patient', applicationId, token);
    expect(res.statusCode).toBe(200);
    const text = await drawnText(res.rawPayload);
    expect(text).toContain('Mandat de prélèvement SEPA');
    expect(text).toContain('Type de paiement Récurrent');
    expect(text).toContain('Nom Jeanne Martin');
    expect(text).toContain('Adresse 12 rue des Lilas, 57000 Metz, France');
    expect(text).toContain('vous autorisez (A) Kiné Services SA à envoyer des instructions');
    expect(text).toContain('dans les 8 semaines');
    expect(text).toContain('à l’étape « Mandat de prélèvement » de votre inscription');
  });

  it('prints a name outside WinAnsi without its accents rather than failing', async () => {
    const { applicationId, token } = await application('establishment');
    await ctx.app.db
      .update(applications)
      .set({ establishmentName: 'Dom Opieki Łódź – Żeromskiego' })
      .where(eq(applications.id, applicationId));
    const res = await mandate('establishment', applicationId, token);
    expect(res.statusCode).toBe(200);
    expect(await drawnText(res.rawPayload)).toContain('Nom Dom Opieki Lódz – Zeromskiego');
  });

  it('refuses a wrong, unknown or mismatched link as the other link calls do, with no data', async () => {
    const { applicationId, token } = await application('patient');
    const other = await application('patient');
    const before = await rowCounts(ctx.database);
    const cases: [Kind, string, string][] = [
      ['patient', applicationId, 'not-the-token'],
      ['patient', applicationId, other.token],
      ['patient', '00000000-0000-4000-8000-000000000000', token],
      ['establishment', applicationId, token],
    ];
    for (const [type, id, verificationToken] of cases) {
      const res = await mandate(type, id, verificationToken);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({ code: 'invalid_verification_token' });
      expect(res.body).not.toContain('Martin');
    }
    const missing = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/applications/patient/${applicationId}/directDebitMandate`,
    });
    expect(missing.statusCode).toBe(400);
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('refuses an application not confirmed yet, and a rehabilitator’s, with 409', async () => {
    const available = await application('establishment', { confirmed: false });
    const unconfirmed = await mandate('establishment', available.applicationId, available.token);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({ code: 'conflict' });

    const rehabilitator = await application('reeducator');
    const refused = await mandate('reeducator', rehabilitator.applicationId, rehabilitator.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('is declared in the OpenAPI document as a public PDF', async () => {
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const operation = (
      docs.json() as {
        paths: Record<string, Record<string, { security: unknown[]; responses: object }>>;
      }
    ).paths['/api/v1/applications/{type}/{id}/directDebitMandate']?.get;
    expect(operation?.security).toEqual([]);
    expect(JSON.stringify(operation?.responses['200' as keyof object])).toContain(
      'application/pdf',
    );
  });
});
