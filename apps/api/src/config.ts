/**
 * The server's configuration, read from the environment once and validated: a wrong value stops
 * the start with a message naming the variable, rather than failing later.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

export interface RateLimitRule {
  /** Requests allowed per window and key. */
  max: number;
  windowMs: number;
}

export interface Config {
  port: number;
  host: string;
  /** Root of local data: PGlite under `<dataDir>/pglite` (unless DATABASE_URL). */
  dataDir: string;
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl: string | null;
  /**
   * PGlite in a worker thread, beside the API's main thread (default; PGLITE_WORKER=0 keeps it on
   * the main thread). docs/decisions/api-pglite-worker.md.
   */
  pgliteThread: boolean;
  /**
   * HS256 secret of the access tokens. Required in real use; on a local demo, when null, one is
   * generated once and kept in the database.
   */
  jwtSecret: string | null;
  /** nodemailer SMTP URL; when null, emails go to the outbox table and the log. */
  smtpUrl: string | null;
  mailFrom: string;
  /**
   * Emails one mailbox receives at most per window, whoever sends them (scaled by
   * RATE_LIMIT_SCALE like the limits; docs/decisions/mail-per-recipient-limit.md).
   */
  mailPerRecipient: RateLimitRule;
  /** Turns on the debug routes (the email outbox, on loopback only). Refused in real use. */
  debug: boolean;
  /**
   * With debug on, the secret the outbox asks for (header `X-Debug-Token`): DEBUG_TOKEN, else one
   * drawn at each start and printed in the log as the outbox's link; null with debug off
   * (docs/decisions/api-debug-token.md).
   */
  debugToken: string | null;
  /** Seed the demo data on a first start (DEMO_SEED=1; `npm start` sets it). Refused in real use. */
  demoSeed: boolean;
  /**
   * Configured for real use: NODE_ENV=production, an https PUBLIC_URL or a HOST other than
   * loopback. Then the debug routes and the demo seed are refused and JWT_SECRET is required.
   */
  realUse: boolean;
  /** Public origin of the portal, for links in emails. */
  publicUrl: string;
  /** Where uploaded files are written. */
  storageDir: string;
  /**
   * The creditor printed on the direct debit mandate form (MANDATE_CREDITOR_NAME, _ADDRESS,
   * _IDENTIFIER; docs/decisions/direct-debit-mandate.md). The defaults are a demo's, the identifier
   * visibly an example: a real service sets its own SEPA creditor identifier.
   */
  mandateCreditor: { name: string; address: string; identifier: string };
  /**
   * Exercise videos (with WebVTT captions) and sound program audio, served under /api/media/
   * (MEDIA_DIR, default DATA_DIR/media; docs/decisions/api-media.md).
   */
  mediaDir: string;
  /** The built portal to serve on this origin (PORTAL_DIR); null serves the API alone. */
  portalDir: string | null;
  /** Rate-limit store shared by instances; in memory when null. */
  redisUrl: string | null;
  /**
   * Fastify `trustProxy`: false, a hop count, or a comma-separated list of proxy addresses/CIDRs.
   * Never `true`, which would take the client's left-most X-Forwarded-For entry, chosen by anyone.
   */
  trustProxy: false | number | string;
  /** Maximum request body, bytes (413 above). */
  bodyLimit: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  auth: {
    accessTokenTtlSeconds: number;
    /** Refresh lifetime with "remember me": sliding, within `rememberedMaxSeconds` of sign-in. */
    rememberedRefreshTtlSeconds: number;
    rememberedMaxSeconds: number;
    /** Refresh lifetime without "remember me": a working day, not extended by refreshing. */
    sessionRefreshTtlSeconds: number;
    verifyEmailTtlSeconds: number;
    resetPasswordTtlSeconds: number;
    scrypt: ScryptParams;
    /** How often each process reads the sessions ended by the others. */
    revocationPollMs: number;
  };
  /** Every limit's `max` is multiplied by this (RATE_LIMIT_SCALE; tests raise it). */
  rateLimitScale: number;
  rateLimit: {
    /** Failed sign-ins per account (RATE_LIMIT_SIGNIN), from any address; a success clears them. */
    signinPerAccount: RateLimitRule;
    /** Failed sign-ins per client address, whatever the account. */
    signinPerAddress: RateLimitRule;
    /** Per client address (RATE_LIMIT_RESET): reset request, token check and confirmation. */
    passwordReset: RateLimitRule;
    /** Reset emails per account, from any address. */
    passwordResetPerAccount: RateLimitRule;
    /** Signups per client address, and per email address. */
    signupPerAddress: RateLimitRule;
    signupPerAccount: RateLimitRule;
    /** Token checks (signup confirmation, application links) per client address. */
    tokenChecks: RateLimitRule;
    /** Token refreshes per client address. */
    refresh: RateLimitRule;
    /** Application steps (create, confirm, waiting list, signup, upload) per client address. */
    applications: RateLimitRule;
    /** Uploads of a direct debit order per application. */
    uploadsPerApplication: RateLimitRule;
    /** Authenticated measurement posts per device; every post per client address. */
    devicePerDevice: RateLimitRule;
    devicePerAddress: RateLimitRule;
    /**
     * Posts refused for a wrong or missing device secret, per device and address, and per address:
     * counted apart, so that they never use up a device's budget.
     */
    deviceFailuresPerDevice: RateLimitRule;
    deviceFailuresPerAddress: RateLimitRule;
    /** Token requests of health record systems (/oauth2/token) per client address. */
    systemTokens: RateLimitRule;
  };
  /** Password hashes computed at once, and waiting; more are refused (503) rather than queued. */
  hashing: { concurrent: number; queued: number };
  jobs: {
    /**
     * How often each process archives the patients whose archiving day has come
     * (ARCHIVING_INTERVAL_MINUTES, default 60; 0 turns the job off in this process). It also runs
     * at start (docs/decisions/api-archiving.md).
     */
    archivingIntervalMs: number;
    /**
     * How often each process purges the applications that never became an account, past their
     * delay (PURGE_INTERVAL_MINUTES, default 360; 0 turns it off; also at start;
     * docs/decisions/api-application-retention.md).
     */
    purgeIntervalMs: number;
  };
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  }
}

const minute = 60 * 1000;
const hour = 3600;
const day = 24 * hour;

/** OWASP Password Storage Cheat Sheet: N=2^15, r=8, p=3 (32 MiB per hash). */
export const owaspScrypt: ScryptParams = { N: 2 ** 15, r: 8, p: 3 };

type Env = Record<string, string | undefined>;

/** Reads the configuration from `env` (default: process.env). Throws ConfigError listing every problem. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === null) {
      return fallback;
    }
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, protocols: string[]): string | null => {
    const raw = read(name);
    if (raw === null) {
      return null;
    }
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} must start with ${protocols.join(' or ')}`);
      }
    } catch {
      problems.push(`${name} is not a valid URL`);
    }
    return raw;
  };

  const dataDir = resolve(read('DATA_DIR') ?? './data');
  const port = integer('PORT', 3000, 0, 65535);

  const jwtSecret = read('JWT_SECRET');
  if (jwtSecret !== null && jwtSecret.length < 32) {
    problems.push('JWT_SECRET must be at least 32 characters long');
  }

  const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
  const logLevel = (read('LOG_LEVEL') ?? 'info') as Config['logLevel'];
  if (!logLevels.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')}`);
  }

  const publicUrl = (url('PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(
    /\/+$/,
    '',
  );

  const host = read('HOST') ?? 'localhost';
  const debug = flag(read('DEBUG'));
  const debugToken = read('DEBUG_TOKEN');
  if (debug && debugToken !== null && !/^[A-Za-z0-9_-]{32,256}$/.test(debugToken)) {
    problems.push('DEBUG_TOKEN must be 32 to 256 letters, digits, "-" or "_"');
  }
  const demoSeed = flag(read('DEMO_SEED'));
  const realUseReasons = [
    ...(read('NODE_ENV') === 'production' ? ['NODE_ENV=production'] : []),
    ...(publicUrl.startsWith('https:') ? ['PUBLIC_URL is https'] : []),
    ...(isLoopbackHost(host) ? [] : [`HOST=${host} is not loopback`]),
  ];
  const realUse = realUseReasons.length > 0;
  if (realUse) {
    const why = `configured for real use (${realUseReasons.join(', ')})`;
    if (debug) {
      problems.push(`DEBUG must be off when ${why}: the debug routes show emails`);
    }
    if (demoSeed) {
      problems.push(`DEMO_SEED must be off when ${why}: the demo accounts share one password`);
    }
    if (jwtSecret === null) {
      problems.push(`JWT_SECRET is required when ${why} (at least 32 characters)`);
    }
  }

  // Printed on the mandate form: lengths that fit its lines, an identifier of the SEPA shape.
  const creditorIdentifier = read('MANDATE_CREDITOR_IDENTIFIER');
  if (
    creditorIdentifier !== null &&
    !/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/.test(creditorIdentifier)
  ) {
    problems.push(
      'MANDATE_CREDITOR_IDENTIFIER must be a SEPA creditor identifier (e.g. FR12ZZZ123456, no spaces)',
    );
  }
  for (const [name, max] of [
    ['MANDATE_CREDITOR_NAME', 70],
    ['MANDATE_CREDITOR_ADDRESS', 140],
  ] as const) {
    if ((read(name)?.length ?? 0) > max) {
      problems.push(`${name} must be at most ${max} characters`);
    }
  }

  const config: Config = {
    port,
    host,
    dataDir,
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    pgliteThread: flag(read('PGLITE_WORKER') ?? '1'),
    jwtSecret,
    smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: read('MAIL_FROM') ?? 'oxilio <no-reply@oxilio.local>',
    mailPerRecipient: { max: 3, windowMs: 60 * minute },
    debug,
    debugToken: debug ? (debugToken ?? randomBytes(24).toString('base64url')) : null,
    demoSeed,
    realUse,
    publicUrl,
    storageDir: resolve(read('STORAGE_DIR') ?? resolve(dataDir, 'uploads')),
    mediaDir: resolve(read('MEDIA_DIR') ?? resolve(dataDir, 'media')),
    mandateCreditor: {
      name: read('MANDATE_CREDITOR_NAME') ?? 'oxilio SAS',
      address: read('MANDATE_CREDITOR_ADDRESS') ?? '1 rue de l’Exemple, 57000 Metz, France',
      identifier: creditorIdentifier ?? 'FR00ZZZ000000 (EXAMPLE)',
    },
    portalDir: read('PORTAL_DIR') ? resolve(read('PORTAL_DIR') as string) : null,
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    trustProxy: parseTrustProxy(read('TRUST_PROXY'), problems),
    bodyLimit: integer('BODY_LIMIT', 128 * 1024, 1024, 50 * 1024 * 1024),
    logLevel,
    auth: {
      accessTokenTtlSeconds: 15 * 60,
      rememberedRefreshTtlSeconds: 30 * day,
      rememberedMaxSeconds: 90 * day,
      sessionRefreshTtlSeconds: 10 * hour,
      verifyEmailTtlSeconds: 2 * day,
      resetPasswordTtlSeconds: hour,
      scrypt: owaspScrypt,
      revocationPollMs: 2000,
    },
    rateLimitScale: integer('RATE_LIMIT_SCALE', 1, 1, 100_000),
    rateLimit: {
      signinPerAccount: {
        max: integer('RATE_LIMIT_SIGNIN', 10, 1, 10_000),
        windowMs: 15 * minute,
      },
      signinPerAddress: { max: 50, windowMs: 15 * minute },
      passwordReset: { max: integer('RATE_LIMIT_RESET', 5, 1, 10_000), windowMs: 15 * minute },
      passwordResetPerAccount: { max: 3, windowMs: 60 * minute },
      signupPerAddress: { max: 10, windowMs: 60 * minute },
      signupPerAccount: { max: 3, windowMs: 60 * minute },
      tokenChecks: { max: 30, windowMs: 15 * minute },
      refresh: { max: 300, windowMs: 15 * minute },
      applications: { max: 60, windowMs: 15 * minute },
      uploadsPerApplication: { max: 10, windowMs: 60 * minute },
      devicePerDevice: { max: 120, windowMs: minute },
      devicePerAddress: { max: 600, windowMs: minute },
      deviceFailuresPerDevice: { max: 10, windowMs: minute },
      deviceFailuresPerAddress: { max: 60, windowMs: minute },
      systemTokens: { max: 60, windowMs: 15 * minute },
    },
    hashing: {
      concurrent: integer('HASHING_CONCURRENCY', 2, 1, 64),
      queued: integer('HASHING_QUEUE', 16, 0, 10_000),
    },
    jobs: {
      archivingIntervalMs: integer('ARCHIVING_INTERVAL_MINUTES', 60, 0, 7 * 24 * 60) * minute,
      purgeIntervalMs: integer('PURGE_INTERVAL_MINUTES', 360, 0, 7 * 24 * 60) * minute,
    },
  };

  if (problems.length > 0) {
    throw new ConfigError(problems);
  }
  return config;
}

/**
 * DEBUG is a boolean flag. Other values (such as `DEBUG=vite:*`, used by the `debug` package) do not
 * turn the debug routes on.
 */
function flag(value: string | null): boolean {
  return value !== null && ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** localhost, 127.0.0.0/8 and ::1: only this machine can connect. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

function parseTrustProxy(value: string | null, problems: string[]): Config['trustProxy'] {
  if (value === null || value === 'false' || value === '0') {
    return false;
  }
  if (/^\d+$/.test(value)) {
    return Number(value);
  }
  const entries = value.split(',').map((entry) => entry.trim());
  // Addresses or CIDRs (v4 or v6), or the names proxy-addr knows (loopback, linklocal, uniquelocal).
  const address = /^(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)$/i;
  if (entries.some((entry) => !address.test(entry))) {
    problems.push(
      'TRUST_PROXY must be the number of proxies in front of the API or a comma-separated list ' +
        `of their addresses (got "${value}"; "true" would trust any client's X-Forwarded-For)`,
    );
    return false;
  }
  return entries.join(',');
}
