/**
 * The server's configuration, read from the environment once and validated: a wrong value stops
 * the start with a message naming the variable, rather than failing later.
 */
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
  /** HS256 secret of the access tokens; when null, one is generated once and kept in the database. */
  jwtSecret: string | null;
  /** nodemailer SMTP URL; when null, emails go to the outbox table and the log. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Turns on the debug routes (the email outbox). Never in production. */
  debug: boolean;
  /** Public origin of the portal, for links in emails. */
  publicUrl: string;
  /** Where uploaded files are written. */
  storageDir: string;
  /**
   * Exercise videos (with WebVTT captions) and sound program audio, served under /api/media/
   * (MEDIA_DIR, default DATA_DIR/media; docs/decisions/api-media.md).
   */
  mediaDir: string;
  /** The built portal to serve on this origin (PORTAL_DIR); null serves the API alone. */
  portalDir: string | null;
  /** Rate-limit store shared by instances; in memory when null. */
  redisUrl: string | null;
  /** Fastify `trustProxy`: true, a hop count, or a comma-separated list of addresses/CIDRs. */
  trustProxy: boolean | number | string;
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
  };
  rateLimit: {
    /** Per client address and email. */
    signin: RateLimitRule;
    /** Per client address: reset request, token check and confirmation. */
    passwordReset: RateLimitRule;
  };
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  }
}

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

  const config: Config = {
    port,
    host: read('HOST') ?? 'localhost',
    dataDir,
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    jwtSecret,
    smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: read('MAIL_FROM') ?? 'oxilio <no-reply@oxilio.local>',
    debug: flag(read('DEBUG')),
    publicUrl,
    storageDir: resolve(read('STORAGE_DIR') ?? resolve(dataDir, 'uploads')),
    mediaDir: resolve(read('MEDIA_DIR') ?? resolve(dataDir, 'media')),
    portalDir: read('PORTAL_DIR') ? resolve(read('PORTAL_DIR') as string) : null,
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    trustProxy: parseTrustProxy(read('TRUST_PROXY')),
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
    },
    rateLimit: {
      signin: { max: integer('RATE_LIMIT_SIGNIN', 10, 1, 10_000), windowMs: 15 * 60 * 1000 },
      passwordReset: { max: integer('RATE_LIMIT_RESET', 5, 1, 10_000), windowMs: 15 * 60 * 1000 },
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

function parseTrustProxy(value: string | null): Config['trustProxy'] {
  if (value === null || value === 'false') {
    return false;
  }
  if (value === 'true') {
    return true;
  }
  if (/^\d+$/.test(value)) {
    return Number(value);
  }
  return value;
}
