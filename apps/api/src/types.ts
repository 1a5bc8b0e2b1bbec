/** What the app carries for every module: typed decorations of the Fastify instance. */
import type { Config } from './config';
import type { AccessTokens } from './auth/access-tokens';
import type { ClientAssertions } from './auth/client-assertions';
import type { SystemTokens } from './auth/system-tokens';
import type { Revocations } from './auth/revocations';
import type { Database, Db } from './db/client';
import type { ArchivingJob } from './jobs/archiving';
import type { PeriodicJob } from './jobs/periodic';
import type { PurgeOutcome } from './modules/applications/purge';
import type { Mailer } from './mail/mailer';
import type { MediaLibrary } from './media/library';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Drizzle over PGlite or PostgreSQL. */
    db: Db;
    mailer: Mailer;
    accessTokens: AccessTokens;
    /** The tokens of the health record systems (SMART Backend Services), /fhir/R4 only. */
    systemTokens: SystemTokens;
    /** Checks the signed assertions of the health record systems at /oauth2/token. */
    clientAssertions: ClientAssertions;
    /** Ended sessions and disabled accounts of the last access-token lifetime. */
    revocations: Revocations;
    /** The media directory's exercise videos and sound program audio. */
    media: MediaLibrary;
    /** The archiving job (null when ARCHIVING_INTERVAL_MINUTES=0); src/server.ts starts it. */
    archiving: ArchivingJob | null;
    /** The purge of old applications (null when PURGE_INTERVAL_MINUTES=0); src/server.ts starts it. */
    applicationPurge: PeriodicJob<PurgeOutcome> | null;
  }
}
