import { createServer, type Server } from 'node:net';
import { supportedLocales, type Locale } from '@oxilio/locales';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper';
import { emailOutbox } from '../db/schema';
import { mailTemplates, templateNames, type TemplateName } from './catalogue';
import { createMailer } from './mailer';
import { formatMailText, renderEmail, type RenderInput } from './render';

const templates = templateNames;
/** Each template's subject and action as the catalogues (locales/mail/) word them. */
const mailCatalogue = Object.fromEntries(
  supportedLocales.map((locale) => [
    locale,
    {
      templates: Object.fromEntries(
        templates.map((template) => [
          template,
          {
            subject: formatMailText(locale, mailTemplates[template].subject),
            action: formatMailText(locale, mailTemplates[template].action),
          },
        ]),
      ) as Record<TemplateName, { subject: string; action: string }>,
    },
  ]),
) as Record<Locale, { templates: Record<TemplateName, { subject: string; action: string }> }>;
const url = 'https://portal.test/auth/confirm?token=abc&x=1';

/**
 * Every email in every locale, with a hostile name, establishment and link (escaping) and the
 * lifetimes whose wording changes (one, zero, many, a fraction). Recorded from the TypeScript
 * catalogue before the texts moved to locales/mail/ (issue 23): a change of this file is a change
 * of what people receive. The counted variants only change the validity sentence, so their HTML is
 * left out.
 */
function everyEmail(): string {
  const counted: TemplateName[] = [
    'signup_confirmation',
    'reset_password',
    'application_available',
    'application_waitlist',
  ];
  const hostile = {
    firstName: 'Léa <b>&</b> d\'Arc "Zoé"\u0007\r\nBcc: x@example.com',
    establishmentName: 'Centre <Saint-Luc> & "Sud" {name}\r\nBcc: x@example.com',
    actionUrl: "https://portal.test/auth/confirm?token=a\"b&x=<1>&y='2'",
  };
  const plain = {
    firstName: 'Anna',
    establishmentName: 'Centro Nord',
    actionUrl: 'https://portal.test/x?token=abc',
  };
  const inputs: { input: RenderInput; withHtml: boolean }[] = [];
  for (const locale of supportedLocales) {
    for (const template of templates) {
      const input = {
        template,
        locale,
        ...hostile,
        validHours: 48,
        validDays: 14,
        // Only the template with a second link gets one: the others' records stay as they were.
        ...(template === 'account_exists' ? { secondaryUrl: hostile.actionUrl } : {}),
      };
      inputs.push({ input: input as RenderInput, withHtml: true });
    }
    for (const template of counted) {
      for (const [validHours, validDays] of [
        [1, 1],
        [0, 0],
        [1000, 1.5],
      ]) {
        const input = { template, locale, ...plain, validHours, validDays };
        inputs.push({ input: input as RenderInput, withHtml: false });
      }
      inputs.push({ input: { template, locale, ...plain } as RenderInput, withHtml: false });
    }
  }
  for (const locale of ['pt', '', 'FR']) {
    inputs.push({ input: { template: 'welcome', locale, ...plain }, withHtml: true });
  }
  const lines = inputs.map(({ input, withHtml }) => {
    const { template, locale, subject, text, html } = renderEmail(input);
    const output = withHtml
      ? { template, locale, subject, text, html }
      : { template, locale, subject, text };
    return JSON.stringify({ input, output });
  });
  return `[\n${lines.join(',\n')}\n]\n`;
}

describe('renderEmail', () => {
  it('writes every email, subject, text and HTML, exactly as it was recorded', async () => {
    await expect(everyEmail()).toMatchFileSnapshot('../../test/mail-rendered.json');
  });

  it.each(supportedLocales)(
    'writes every template in %s, with the link in text and HTML',
    (locale) => {
      for (const template of templates) {
        const email = renderEmail({
          template,
          locale,
          firstName: 'Léa',
          establishmentName: 'Centre Saint-Luc',
          actionUrl: url,
          validHours: 48,
        });
        expect(email.template).toBe(template);
        expect(email.locale).toBe(locale);
        expect(email.subject).toBe(mailCatalogue[locale].templates[template].subject);
        expect(email.text).toContain(url);
        expect(email.text).toContain('Léa');
        expect(email.html).toContain(`<html lang="${locale}">`);
        expect(email.html).toContain('href="https://portal.test/auth/confirm?token=abc&amp;x=1"');
        expect(email.html).toContain(mailCatalogue[locale].templates[template].action);
      }
    },
  );

  it('translates: no two locales share a subject', () => {
    for (const template of templates) {
      const subjects = supportedLocales.map(
        (locale) =>
          renderEmail({ template, locale, firstName: 'A', establishmentName: 'E', actionUrl: url })
            .subject,
      );
      expect(new Set(subjects).size).toBe(supportedLocales.length);
    }
  });

  it('says how long the link is valid, in the words of the locale', () => {
    const reset = (locale: string, validHours: number) =>
      renderEmail({
        template: 'reset_password',
        locale,
        firstName: 'A',
        actionUrl: url,
        validHours,
      }).text;
    expect(reset('fr', 1)).toContain('Ce lien est valable une heure');
    expect(reset('de', 2)).toContain('Dieser Link ist 2 Stunden gültig');
    expect(reset('lb', 1)).toContain('Dëse Link ass eng Stonn gëlteg');
  });

  it('counts the validity of the application links in days', () => {
    const application = (locale: string, validDays?: number) =>
      renderEmail({
        template: 'application_available',
        locale,
        firstName: 'A',
        actionUrl: url,
        validDays,
      });
    expect(application('fr', 7).text).toContain('Ce lien est valable 7 jours.');
    expect(application('de', 7).html).toContain('Dieser Link ist 7 Tage gültig.');
    expect(application('lb', 14).text).toContain('Dëse Link ass 14 Deeg gëlteg.');
    expect(application('fr').text).not.toContain('valable');
    // One day is singular in every language.
    expect(application('fr', 1).text).toContain('Ce lien est valable 1 jour.');
    expect(application('en', 1).text).toContain('This link is valid for 1 day.');
    expect(application('nl', 1).text).toContain('Deze link is 1 dag geldig.');
    expect(application('lb', 1).text).toContain('Dëse Link ass 1 Dag gëlteg.');
    // A lifetime in hours does not fit a template that counts in days.
    expect(
      renderEmail({
        template: 'application_waitlist',
        locale: 'en',
        firstName: 'A',
        actionUrl: url,
        validHours: 48,
      }).text,
    ).not.toContain('valid for');
  });

  it('names the inviting establishment, escaped and on one line', () => {
    const email = renderEmail({
      template: 'reeducator_invitation',
      locale: 'fr',
      firstName: 'Marc',
      establishmentName: '<Clinique & "Sud">\r\nBcc: victim@example.com',
      actionUrl: url,
    });
    expect(email.subject).toBe('Invitation à rejoindre une équipe sur oxilio');
    expect(email.text.split('\n').slice(0, 3)).toEqual([
      'Bonjour Marc,',
      '',
      '<Clinique & "Sud"> Bcc: victim@example.com vous invite à rejoindre son équipe sur oxilio pour suivre la rééducation de ses patients.',
    ]);
    expect(email.html).toContain('&lt;Clinique &amp; &quot;Sud&quot;&gt; Bcc: victim@example.com');
    expect(email.html).not.toContain('<Clinique');
    // @ts-expect-error an invitation cannot be rendered without the establishment's name
    renderEmail({ template: 'patient_invitation', locale: 'fr', firstName: 'A', actionUrl: url });
  });

  it('keeps the wording the invitations were written with', () => {
    const invitation = (locale: string) =>
      renderEmail({
        template: 'patient_invitation',
        locale,
        firstName: 'Anna',
        establishmentName: 'Centro Nord',
        actionUrl: url,
      });
    expect(invitation('it').text.split('\n')[0]).toBe('Buongiorno Anna,');
    expect(invitation('nl').html).toContain(
      'Werkt de knop niet? Kopieer dan deze link in uw browser:',
    );
    expect(invitation('nl').text.endsWith('Gelieve niet te antwoorden.')).toBe(true);
    expect(invitation('fr').text.endsWith('Merci de ne pas y répondre.')).toBe(true);
    // The other emails keep the common wording.
    expect(
      renderEmail({ template: 'welcome', locale: 'it', firstName: 'Anna', actionUrl: url }).text,
    ).toMatch(/^Gentile Anna,/);
  });

  it('escapes names in the HTML and keeps them on one line', () => {
    const email = renderEmail({
      template: 'welcome',
      locale: 'en',
      firstName: '<img src=x onerror=alert(1)>\r\nBcc: victim@example.com',
      actionUrl: url,
    });
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&lt;img');
    expect(email.text.split('\n')[0]).toBe(
      'Hello <img src=x onerror=alert(1)> Bcc: victim@example.com,',
    );
  });

  it('falls back to French for an unknown locale', () => {
    const email = renderEmail({
      template: 'welcome',
      locale: 'pt',
      firstName: 'A',
      actionUrl: url,
    });
    expect(email.locale).toBe('fr');
    expect(email.subject).toBe('Bienvenue dans la communauté oxilio');
  });
});

/** A minimal SMTP server that records messages, or refuses every recipient. */
async function fakeSmtp(options: { refuse?: boolean } = {}) {
  const received: string[] = [];
  const server: Server = createServer((socket) => {
    let data = false;
    let message = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString('utf8').split('\r\n')) {
        if (data) {
          if (line === '.') {
            data = false;
            received.push(message);
            message = '';
            socket.write('250 queued\r\n');
          } else {
            message += `${line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') {
          socket.write('250-fake\r\n250 8BITMIME\r\n');
        } else if (command === 'MAIL') {
          socket.write('250 ok\r\n');
        } else if (command === 'RCPT') {
          socket.write(options.refuse ? '550 no such user\r\n' : '250 ok\r\n');
        } else if (command === 'DATA') {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 bye\r\n');
        } else if (command === 'RSET' || command === 'NOOP') {
          socket.write('250 ok\r\n');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((r) => server.close(r)),
  };
}

describe('the mailer', () => {
  const ctx = useTestApp();
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) {
      await cleanup();
    }
  });

  const message = () =>
    renderEmail({
      template: 'reset_password',
      locale: 'nl',
      firstName: 'Anke',
      actionUrl: url,
      validHours: 1,
    });

  it('keeps the email in the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer({
      db: ctx.app.db,
      smtpUrl: null,
      from: 'x@y.test',
      log: ctx.app.log,
      perRecipient: null,
    });
    await mailer.send('outbox@example.test', message());
    const [row] = await ctx.app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'outbox@example.test'));
    expect(row).toMatchObject({
      status: 'logged',
      subject: 'Uw wachtwoord opnieuw instellen',
      locale: 'nl',
    });
    expect(row!.textBody).toContain(url);
  });

  it('sends through SMTP and then clears the stored bodies', async () => {
    const smtp = await fakeSmtp();
    cleanups.push(smtp.close);
    const mailer = createMailer({
      db: ctx.app.db,
      smtpUrl: smtp.url,
      from: 'oxilio <no-reply@oxilio.test>',
      log: ctx.app.log,
      perRecipient: null,
    });
    cleanups.push(() => mailer.close());
    await mailer.send('smtp@example.test', message());
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('To: smtp@example.test');
    expect(smtp.received[0]).toContain('Subject: Uw wachtwoord opnieuw instellen');
    const [row] = await ctx.app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'smtp@example.test'));
    expect(row).toMatchObject({ status: 'sent', textBody: null, htmlBody: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('keeps a refused email pending for a later retry', async () => {
    const smtp = await fakeSmtp({ refuse: true });
    cleanups.push(smtp.close);
    const mailer = createMailer({
      db: ctx.app.db,
      smtpUrl: smtp.url,
      from: 'no-reply@oxilio.test',
      log: ctx.app.log,
      perRecipient: null,
    });
    cleanups.push(() => mailer.close());
    await mailer.send('refused@example.test', message());
    const [row] = await ctx.app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'refused@example.test'));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toBeTruthy();
    expect(row!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('logs an email kept in the outbox without its text or link', async () => {
    const logged: unknown[] = [];
    const record = (...args: unknown[]) => void logged.push(args);
    const log = { info: record, warn: record, error: record, debug: record };
    const mailer = createMailer({
      db: ctx.app.db,
      smtpUrl: null,
      from: 'x@y.test',
      log: log as unknown as FastifyBaseLogger,
      perRecipient: null,
    });
    await mailer.send('quiet-log@example.test', message());
    expect(logged).toHaveLength(1);
    const line = JSON.stringify(logged);
    expect(line).toContain('reset_password');
    expect(line).not.toContain(url);
    expect(line).not.toContain('quiet-log@example.test');
  });

  it('clears the bodies of an email that failed for good', async () => {
    const smtp = await fakeSmtp({ refuse: true });
    cleanups.push(smtp.close);
    const mailer = createMailer({
      db: ctx.app.db,
      smtpUrl: smtp.url,
      from: 'no-reply@oxilio.test',
      log: ctx.app.log,
      perRecipient: null,
    });
    cleanups.push(() => mailer.close());
    await mailer.send('failed-for-good@example.test', message());
    const mine = eq(emailOutbox.toAddress, 'failed-for-good@example.test');
    // The last attempt is due now.
    await ctx.app.db.update(emailOutbox).set({ attempts: 7, nextAttemptAt: null }).where(mine);
    await mailer.flush();
    const [row] = await ctx.app.db.select().from(emailOutbox).where(mine);
    expect(row).toMatchObject({ status: 'failed', attempts: 8, textBody: null, htmlBody: null });
  });

  it('writes nothing when the transaction that queued the email rolls back', async () => {
    const mailer = createMailer({
      db: ctx.app.db,
      smtpUrl: null,
      from: 'x@y.test',
      log: ctx.app.log,
      perRecipient: null,
    });
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await mailer.send('rollback@example.test', message(), tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await ctx.app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'rollback@example.test'));
    expect(rows).toEqual([]);
  });
});

describe('the limit of emails per recipient', () => {
  const ctx = useTestApp();
  const hour = 3_600_000;
  const limited = (log: FastifyBaseLogger = ctx.app.log) =>
    createMailer({
      db: ctx.app.db,
      smtpUrl: null,
      from: 'x@y.test',
      log,
      perRecipient: { max: 3, windowMs: hour },
    });
  const message = () =>
    renderEmail({ template: 'welcome', locale: 'fr', firstName: 'Anke', actionUrl: url });
  const stored = (key: string) =>
    ctx.app.db.select().from(emailOutbox).where(eq(emailOutbox.recipientKey, key));

  it('writes three emails an hour to one mailbox, its case and +tags included, and drops the rest', async () => {
    const mailer = limited();
    const results = [];
    for (const to of [
      'cap@example.test',
      'CAP+offer@example.test',
      ' cap+2@Example.test',
      'cap+3@example.test',
      'cap@example.test',
    ]) {
      results.push(await mailer.send(to, message()));
    }
    expect(results).toEqual(['queued', 'queued', 'queued', 'limited', 'limited']);
    expect(await stored('cap@example.test')).toHaveLength(3);
    // Another mailbox has its own three.
    expect(await mailer.send('cap2@example.test', message())).toBe('queued');
  });

  it('counts the emails of the last hour only', async () => {
    const mailer = limited();
    for (let i = 0; i < 3; i += 1) {
      await mailer.send('hourly@example.test', message());
    }
    expect(await mailer.send('hourly@example.test', message())).toBe('limited');
    // The first two were written more than an hour ago: two places again.
    const [first, second] = await stored('hourly@example.test');
    await ctx.app.db
      .update(emailOutbox)
      .set({ createdAt: new Date(Date.now() - hour - 60_000) })
      .where(inArray(emailOutbox.id, [first!.id, second!.id]));
    expect(await mailer.send('hourly@example.test', message())).toBe('queued');
    expect(await mailer.send('hourly@example.test', message())).toBe('queued');
    expect(await mailer.send('hourly@example.test', message())).toBe('limited');
  });

  it('counts every sender together: other mailers (processes), concurrent transactions', async () => {
    const mailers = [limited(), limited(), limited()];
    const results = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) =>
        ctx.app.db.transaction((tx) => mailers[i % 3]!.send('shared@example.test', message(), tx)),
      ),
    );
    expect(results.filter((result) => result === 'queued')).toHaveLength(3);
    expect(await stored('shared@example.test')).toHaveLength(3);
  });

  it('refuses a sender who asked to be told with 429 too_many_emails, and its change rolls back', async () => {
    const mailer = limited();
    for (let i = 0; i < 3; i += 1) {
      await mailer.send('told@example.test', message());
    }
    const refused = ctx.app.db.transaction(async (tx) => {
      await tx
        .update(emailOutbox)
        .set({ attempts: 9 })
        .where(eq(emailOutbox.recipientKey, 'told@example.test'));
      await mailer.send('told@example.test', message(), tx, { whenLimited: 'refuse' });
    });
    await expect(refused).rejects.toMatchObject({
      status: 429,
      code: 'too_many_emails',
      extra: { headers: { 'retry-after': expect.stringMatching(/^3[56]\d\d$/) } },
    });
    const rows = await stored('told@example.test');
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.attempts === 0)).toBe(true);
  });

  it('logs a dropped email by its template, without its address or text', async () => {
    const logged: unknown[] = [];
    const record = (...args: unknown[]) => void logged.push(args);
    const log = { info: record, warn: record, error: record, debug: record };
    const mailer = limited(log as unknown as FastifyBaseLogger);
    for (let i = 0; i < 4; i += 1) {
      await mailer.send('quiet-limit@example.test', message());
    }
    expect(logged).toHaveLength(4);
    const line = JSON.stringify(logged.at(-1));
    expect(line).toContain('welcome');
    expect(line).toContain('not sent');
    expect(line).not.toContain('quiet-limit');
    expect(line).not.toContain(url);
  });
});
