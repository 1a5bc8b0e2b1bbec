import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      databaseUrl: null,
      smtpUrl: null,
      debug: false,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.storageDir).toBe(`${config.dataDir}/uploads`);
    expect(config.mediaDir).toBe(`${config.dataDir}/media`);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/oxilio',
      DATABASE_URL: 'postgres://oxilio@db:5432/oxilio',
      SMTP_URL: 'smtps://user:pass@mail.example.com',
      DEBUG: 'true',
      PUBLIC_URL: 'https://portal.example.com/',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/oxilio',
      databaseUrl: 'postgres://oxilio@db:5432/oxilio',
      smtpUrl: 'smtps://user:pass@mail.example.com',
      debug: true,
      publicUrl: 'https://portal.example.com',
      storageDir: '/var/lib/oxilio/uploads',
      mediaDir: '/var/lib/oxilio/media',
      trustProxy: 1,
    });
  });

  it('does not turn debug on for a DEBUG value meant for the debug package', () => {
    expect(loadConfig({ DEBUG: 'vite:*' }).debug).toBe(false);
  });

  it('lists every invalid variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'LOG_LEVEL']) {
      expect(problems).toContain(name);
    }
  });
});
