/**
 * Email. Every message is written to `email_outbox`, inside the caller's
 * transaction when one is given, so that an email exists if and only if the change that caused it
 * was committed.
 * - Without SMTP_URL: the row is 'logged', the message goes to the log, and the debug route shows
 *   the outbox, so that signup, confirmation and reset can be completed on one machine.
 * - With SMTP_URL: the row is 'pending'; `flush()` sends pending rows with nodemailer (claimed with
 *   SKIP LOCKED, so several API instances share the work), retries with backoff, and clears the
 *   bodies once sent (they contain single-use links).
 */
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, DbExecutor } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { RenderedEmail } from './render';

/** What the outbox keeps beside the message. */
export interface SendOptions {
  /** The establishment the email is about, if any: the debug outbox dates it in its time zone. */
  establishmentId?: string | null;
}

export interface Mailer {
  /** 'outbox' without SMTP_URL, 'smtp' with it. */
  readonly mode: 'outbox' | 'smtp';
  /**
   * Stores the email (in `executor`'s transaction when given) and, without a transaction, sends it
   * at once in SMTP mode. After a transaction commits, call `flush()`.
   */
  send(
    to: string,
    email: RenderedEmail,
    executor?: DbExecutor,
    options?: SendOptions,
  ): Promise<void>;
  /** Sends the pending emails (SMTP mode). Never throws: failures are retried later. */
  flush(): Promise<void>;
  /** Retries pending emails periodically until close(). */
  startRetries(intervalMs?: number): void;
  close(): void;
}

const maxAttempts = 8;
const batchSize = 20;

export function createMailer(options: {
  db: Db;
  smtpUrl: string | null;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { db, log } = options;
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : null;
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> | null = null;

  async function deliverBatch(): Promise<number> {
    if (!transport) {
      return 0;
    }
    // Claim a batch: other instances skip these rows; a crash releases them after 5 minutes.
    const claimed = await db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() + interval '5 minutes'` })
      .where(
        inArray(
          emailOutbox.id,
          db
            .select({ id: emailOutbox.id })
            .from(emailOutbox)
            .where(
              and(
                eq(emailOutbox.status, 'pending'),
                or(isNull(emailOutbox.nextAttemptAt), lte(emailOutbox.nextAttemptAt, sql`now()`)),
              ),
            )
            .orderBy(emailOutbox.createdAt)
            .limit(batchSize)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();
    for (const row of claimed) {
      try {
        await transport.sendMail({
          from: options.from,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody ?? '',
          html: row.htmlBody ?? undefined,
          headers: { 'Content-Language': row.locale },
        });
        await db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: sql`now()`, textBody: null, htmlBody: null })
          .where(eq(emailOutbox.id, row.id));
      } catch (error) {
        const attempts = row.attempts + 1;
        const failed = attempts >= maxAttempts;
        log.warn({ err: error, emailId: row.id, attempts }, 'email delivery failed');
        await db
          .update(emailOutbox)
          .set({
            attempts,
            status: failed ? 'failed' : 'pending',
            // A failed email's links must not stay readable in the table.
            ...(failed ? { textBody: null, htmlBody: null } : {}),
            lastError: String((error as Error).message ?? error).slice(0, 500),
            // Exponential backoff: 30 s, 1 min, 2 min... up to about an hour.
            nextAttemptAt: sql`now() + ${`${Math.min(30 * 2 ** (attempts - 1), 3600)} seconds`}::interval`,
          })
          .where(eq(emailOutbox.id, row.id));
      }
    }
    return claimed.length;
  }

  const mailer: Mailer = {
    mode: transport ? 'smtp' : 'outbox',
    async send(to, email, executor, sendOptions) {
      await (executor ?? db).insert(emailOutbox).values({
        toAddress: to,
        establishmentId: sendOptions?.establishmentId ?? null,
        locale: email.locale,
        template: email.template,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html,
        status: transport ? 'pending' : 'logged',
      });
      if (!transport) {
        // Never the text: it holds reset and signup links (docs/security.md).
        log.info({ template: email.template }, 'email kept in the outbox (SMTP_URL is not set)');
      } else if (!executor) {
        await mailer.flush();
      }
    },
    flush() {
      if (!transport) {
        return Promise.resolve();
      }
      // One flush at a time per process; callers wait for the running one.
      flushing ??= (async () => {
        try {
          while ((await deliverBatch()) === batchSize) {
            // keep going while full batches come back
          }
        } catch (error) {
          log.error({ err: error }, 'email outbox flush failed');
        } finally {
          flushing = null;
        }
      })();
      return flushing;
    },
    startRetries(intervalMs = 30_000) {
      if (transport && !timer) {
        timer = setInterval(() => void mailer.flush(), intervalMs);
        timer.unref();
      }
    },
    close() {
      if (timer) {
        clearInterval(timer);
        timer = null;
      }
      transport?.close();
    },
  };
  return mailer;
}
