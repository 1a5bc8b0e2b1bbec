/**
 * The email outbox as the debug page shows it, so that signup, confirmation and reset can be
 * completed on one machine without SMTP. Only mounted with the DEBUG flag (debug/routes.ts).
 */
import { defaultTimeZone } from '@oxilio/domain';
import type { OutboxMessage, OutboxQuery } from '@oxilio/domain/contract';
import type { PublicCaller } from '../../auth/caller';
import type { Db } from '../../db/client';
import { normaliseEmail } from '../../mail/addresses';
import * as repository from './repository';

export function createDebugService({ db }: { db: Db }) {
  return {
    async outbox(
      _caller: PublicCaller,
      { query }: { query: OutboxQuery },
    ): Promise<{ messages: OutboxMessage[] }> {
      // The validator lets "1e309" through as Infinity: keep the limit a sane integer.
      const limit = Math.min(200, Math.max(1, Math.trunc(Number(query.limit ?? 50)) || 50));
      const to = query.to ? normaliseEmail(query.to) : undefined;
      const rows = await repository.listOutbox(db, to, limit);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.toAddress,
          template: row.template,
          locale: row.locale,
          subject: row.subject,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          timeZone: row.timeZone ?? defaultTimeZone,
          text: row.textBody,
          links: [...new Set(row.textBody?.match(/https?:\/\/\S+/g) ?? [])],
        })),
      };
    },
  };
}
