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
      pgliteThread: true,
    });
    expect(loadConfig({ PGLITE_WORKER: '0' }).pgliteThread).toBe(false);
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
      JWT_SECRET: 'a-secret-of-at-least-thirty-two-characters',
      PUBLIC_URL: 'https://portal.example.com/',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/oxilio',
      databaseUrl: 'postgres://oxilio@db:5432/oxilio',
      smtpUrl: 'smtps://user:pass@mail.example.com',
      debug: false,
      demoSeed: false,
      realUse: true,
      publicUrl: 'https://portal.example.com',
      storageDir: '/var/lib/oxilio/uploads',
      mediaDir: '/var/lib/oxilio/media',
      trustProxy: 1,
    });
  });

  it('keeps the local demo possible: debug and the demo seed on localhost', () => {
    const config = loadConfig({ DEBUG: '1', DEMO_SEED: '1', HOST: '127.0.0.1' });
    expect(config).toMatchObject({ debug: true, demoSeed: true, realUse: false, jwtSecret: null });
  });

  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    ['an https PUBLIC_URL', { PUBLIC_URL: 'https://portal.example.com' }],
    ['a HOST other than loopback', { HOST: '0.0.0.0' }],
  ])('refuses debug, the demo seed and a missing JWT_SECRET with %s', (_, realUse) => {
    let error: unknown;
    try {
      loadConfig({ ...realUse, DEBUG: '1', DEMO_SEED: '1' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/DEBUG must be off when configured for real use/);
    expect(problems).toMatch(/DEMO_SEED must be off/);
    expect(problems).toMatch(/JWT_SECRET is required/);
  });

  it('starts for real use with a secret and neither debug nor the demo', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      JWT_SECRET: 'a-secret-of-at-least-thirty-two-characters',
    });
    expect(config).toMatchObject({ realUse: true, debug: false, demoSeed: false });
  });

  it("refuses TRUST_PROXY=true, which would trust any client's X-Forwarded-For", () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be the number/);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toBe(
      '10.0.0.0/8,loopback',
    );
  });

  it('draws a debug token at each start, unless DEBUG_TOKEN names one; none without debug', () => {
    const first = loadConfig({ DEBUG: '1' }).debugToken;
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(loadConfig({ DEBUG: '1' }).debugToken).not.toBe(first);
    const named = 'e2e-debug-token-of-at-least-32-characters';
    expect(loadConfig({ DEBUG: '1', DEBUG_TOKEN: named }).debugToken).toBe(named);
    expect(loadConfig({ DEBUG_TOKEN: named }).debugToken).toBeNull();
    expect(() => loadConfig({ DEBUG: '1', DEBUG_TOKEN: 'short' })).toThrow(/DEBUG_TOKEN/);
  });

  it('prints a demo creditor on the mandate form unless one is configured, of the SEPA shape', () => {
    expect(loadConfig({}).mandateCreditor.identifier).toBe('FR00ZZZ000000 (EXAMPLE)');
    expect(
      loadConfig({
        MANDATE_CREDITOR_NAME: 'Kiné Services SA',
        MANDATE_CREDITOR_ADDRESS: '3 place d’Armes, 1136 Luxembourg',
        MANDATE_CREDITOR_IDENTIFIER: 'LU12ZZZ0000000000000000001',
      }).mandateCreditor,
    ).toEqual({
      name: 'Kiné Services SA',
      address: '3 place d’Armes, 1136 Luxembourg',
      identifier: 'LU12ZZZ0000000000000000001',
    });
    expect(() => loadConfig({ MANDATE_CREDITOR_IDENTIFIER: 'FR12 ZZZ 123456' })).toThrow(
      /MANDATE_CREDITOR_IDENTIFIER must be a SEPA creditor identifier/,
    );
    expect(() => loadConfig({ MANDATE_CREDITOR_NAME: 'x'.repeat(71) })).toThrow(
      /MANDATE_CREDITOR_NAME must be at most 70 characters/,
    );
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
