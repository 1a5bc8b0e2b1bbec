/**
 * Email. Every message is written to `email_outbox`, inside the caller's
 * transaction when one is given, so that an email exists if and only if the change that caused it
 * was committed.
 * - Without SMTP_URL: the row is 'logged', the message goes to the log, and the debug route shows
 *   the outbox, so that signup, confirmation and reset can be completed on one machine.
 * - With SMTP_URL: the row is 'pending'; `flush()` sends pending rows with nodemailer (claimed with
 *   SKIP LOCKED, so several API instances share the work), retries with backoff, and clears the
 *   bodies once sent (they contain single-use links).
 * Whatever the sender, one mailbox gets a few emails an hour at most, counted in the table so that
 * every API process counts together (docs/decisions/mail-per-recipient-limit.md).
 */
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, DbExecutor } from '../db/client';
import { emailOutbox } from '../db/schema';
import { TooManyEmailsError } from '../http/errors';
import { recipientKey } from './addresses';
import type { RenderedEmail } from './render';

/** What the outbox keeps beside the message, and what a recipient over the limit makes of it. */
export interface SendOptions {
  /** The establishment the email is about, if any: the debug outbox dates it in its time zone. */
  establishmentId?: string | null;
  /**
   * When the recipient has had their emails of the hour: 'drop' (the default) writes nothing and
   * resolves 'limited', so a public call answers as if it was sent (no oracle, no cannon);
   * 'refuse' throws `TooManyEmailsError` (429), for a signed-in sender whose call is the email
   * (an invitation), which should roll its transaction back.
   */
  whenLimited?: 'drop' | 'refuse';
}

/** 'queued': in the outbox; 'limited': not written, the recipient had their emails of the hour. */
export type SendResult = 'queued' | 'limited';

/** Emails one mailbox may receive per window (config `mailPerRecipient`, scaled in tests). */
export interface RecipientLimit {
  max: number;
  windowMs: number;
}

export interface Mailer {
  /** 'outbox' without SMTP_URL, 'smtp' with it. */
  readonly mode: 'outbox' | 'smtp';
  /**
   * Stores the email (in `executor`'s transaction when given) and, without a transaction, sends it
   * at once in SMTP mode. After a transaction commits, call `flush()`. Over the recipient's limit,
   * stores nothing (see `SendOptions.whenLimited`).
   */
  send(
    to: string,
    email: RenderedEmail,
    executor?: DbExecutor,
    options?: SendOptions,
  ): Promise<SendResult>;
  /** Sends the pending emails (SMTP mode). Never throws: failures are retried later. */
  flush(): Promise<void>;
  /** Retries pending emails periodically until close(). */
  startRetries(intervalMs?: number): void;
  close(): void;
}

const maxAttempts = 8;
const batchSize = 20;
/** Namespace of the advisory locks that serialise the emails to one recipient (arbitrary). */
const recipientLockNamespace = 2026_1128;

export function createMailer(options: {
  db: Db;
  smtpUrl: string | null;
  from: string;
  log: FastifyBaseLogger;
  /** Null: no limit (a mailer of a test that sends many). */
  perRecipient: RecipientLimit | null;
}): Mailer {
  const { db, log, perRecipient } = options;
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

  /**
   * Whether `key` may receive one more email now; null if so, else the seconds until it may. Holds
   * a lock on the recipient until `tx` ends, so that two senders cannot both take the last place.
   */
  async function waitBeforeNext(tx: DbExecutor, key: string): Promise<number | null> {
    if (!perRecipient) {
      return null;
    }
    await tx.execute(
      sql`select pg_advisory_xact_lock(${recipientLockNamespace}, hashtext(${key}))`,
    );
    const window = sql`${`${Math.ceil(perRecipient.windowMs / 1000)} seconds`}::interval`;
    const [counted] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        // When the oldest email counted leaves the window.
        retryAfter: sql<number>`ceil(extract(epoch from min(${emailOutbox.createdAt}) + ${window} - now()))::int`,
      })
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.recipientKey, key), gt(emailOutbox.createdAt, sql`now() - ${window}`)),
      );
    return (counted?.count ?? 0) < perRecipient.max ? null : Math.max(1, counted?.retryAfter ?? 1);
  }

  const mailer: Mailer = {
    mode: transport ? 'smtp' : 'outbox',
    async send(to, email, executor, sendOptions) {
      const key = recipientKey(to);
      const store = async (tx: DbExecutor): Promise<SendResult> => {
        const retryAfter = await waitBeforeNext(tx, key);
        if (retryAfter !== null) {
          if (sendOptions?.whenLimited === 'refuse') {
            throw new TooManyEmailsError(retryAfter);
          }
          // Neither the address nor the text: the log is no place for them (docs/security.md).
          log.warn(
            { template: email.template },
            'email not sent: its recipient had enough this hour',
          );
          return 'limited';
        }
        await tx.insert(emailOutbox).values({
          toAddress: to,
          recipientKey: key,
          establishmentId: sendOptions?.establishmentId ?? null,
          locale: email.locale,
          template: email.template,
          subject: email.subject,
          textBody: email.text,
          htmlBody: email.html,
          status: transport ? 'pending' : 'logged',
        });
        return 'queued';
      };
      // The recipient's lock lasts as long as the transaction: the caller's, or one of its own.
      const result = await (executor ? store(executor) : db.transaction(store));
      if (result === 'limited') {
        return result;
      }
      if (!transport) {
        // Never the text: it holds reset and signup links (docs/security.md).
        log.info({ template: email.template }, 'email kept in the outbox (SMTP_URL is not set)');
      } else if (!executor) {
        await mailer.flush();
      }
      return result;
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
