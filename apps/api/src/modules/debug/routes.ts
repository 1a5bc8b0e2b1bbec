/**
 * Debug routes, registered only when the DEBUG flag is on (404 otherwise): the email outbox, so
 * that signup, confirmation and reset can be completed on one machine without SMTP.
 */
import { systemEndpoints } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { desc, eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema';

const debugRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (!app.config.debug) {
    return;
  }
  app.route({
    ...routeOf(systemEndpoints.outbox, ['debug']),
    config: { public: true },
    handler: async (request) => {
      const { to } = request.query;
      // The validator lets "1e309" through as Infinity: keep the limit a sane integer.
      const limit = Math.min(200, Math.max(1, Math.trunc(Number(request.query.limit ?? 50)) || 50));
      const rows = await app.db
        .select()
        .from(emailOutbox)
        .where(to ? eq(emailOutbox.toAddress, to.trim().toLowerCase()) : undefined)
        .orderBy(desc(emailOutbox.createdAt))
        .limit(limit);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.toAddress,
          template: row.template,
          locale: row.locale,
          subject: row.subject,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          text: row.textBody,
          links: [...new Set(row.textBody?.match(/https?:\/\/\S+/g) ?? [])],
        })),
      };
    },
  });
};

export default debugRoutes;
