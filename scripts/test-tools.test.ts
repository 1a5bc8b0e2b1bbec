import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The machine, as the script sees it: which files exist, and what apt-get does when called.
const present = new Set<string>();
const commands: string[] = [];
let installs: Record<string, string[]> = {};

vi.mock('node:fs', () => ({
  existsSync: (path: string) => present.has(path),
  readdirSync: () => [
    ...new Set(
      [...present].flatMap((path) => /^\/usr\/lib\/postgresql\/(\d+)\//.exec(path)?.[1] ?? []),
    ),
  ],
}));

vi.mock('node:child_process', () => ({
  execSync: (command: string) => {
    commands.push(command);
    if (command === 'command -v apt-get') {
      if (!present.has('/usr/bin/apt-get')) {
        throw new Error('not found');
      }
      return '';
    }
    for (const [pkg, files] of Object.entries(installs)) {
      if (command.includes(`install -y -qq`) && command.split(' ').includes(pkg)) {
        files.forEach((file) => present.add(file));
      }
    }
    return '';
  },
}));

const { ensureTestTools } = await import('./test-tools.mjs');

const postgres15 = ['initdb', 'pg_ctl', 'postgres'].map(
  (name) => `/usr/lib/postgresql/15/bin/${name}`,
);

class Exit extends Error {}

let errors: string[];

beforeEach(() => {
  present.clear();
  commands.length = 0;
  installs = {
    'redis-server': ['/usr/bin/redis-server'],
    postgresql: ['/usr/lib/postgresql', '/usr/lib/postgresql/15', ...postgres15],
    chromium: ['/usr/bin/chromium'],
  };
  errors = [];
  vi.stubEnv('PATH', '/nowhere');
  vi.stubEnv('CHROME_PATH', '');
  vi.stubEnv('REDIS_SERVER', '');
  vi.stubEnv('PG_BIN', '');
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation((line: string) => {
    errors.push(line);
  });
  vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Exit(`exit ${code}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe("npm test's prerequisites", () => {
  it('finds what is installed and tells the steps where it is', () => {
    ['/usr/bin/chromium', '/usr/bin/redis-server', '/usr/lib/postgresql', ...postgres15].forEach(
      (path) => present.add(path),
    );

    expect(ensureTestTools()).toEqual({
      chromium: '/usr/bin/chromium',
      redis: '/usr/bin/redis-server',
      postgres: '/usr/lib/postgresql/15/bin',
    });
    expect(process.env.REDIS_SERVER).toBe('/usr/bin/redis-server');
    expect(process.env.PG_BIN).toBe('/usr/lib/postgresql/15/bin');
    expect(commands.filter((command) => command.includes('apt-get install'))).toEqual([]);
  });

  it('installs the missing Debian packages in one go when it may (root on Debian)', () => {
    present.add('/usr/bin/apt-get');
    present.add('/usr/bin/chromium');
    vi.spyOn(process, 'getuid').mockReturnValue(0);

    expect(ensureTestTools()).toMatchObject({
      redis: '/usr/bin/redis-server',
      postgres: '/usr/lib/postgresql/15/bin',
    });
    const install = commands.filter((command) => command.includes('apt-get install'));
    expect(install).toHaveLength(1);
    expect(install[0]).toMatch(/install -y -qq redis-server postgresql$/);
  });

  it('otherwise says in one line what to install, and stops before anything runs', () => {
    present.add('/usr/bin/apt-get');
    present.add('/usr/bin/chromium');
    vi.spyOn(process, 'getuid').mockReturnValue(1000);

    expect(() => ensureTestTools()).toThrow(Exit);
    expect(process.exit).toHaveBeenCalledWith(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('sudo apt-get install -y redis-server postgresql');
    expect(errors[0]).toContain('REDIS_SERVER, PG_BIN');
    expect(commands.filter((command) => command.includes('apt-get install'))).toEqual([]);
  });

  it('asks only for what the chosen steps need', () => {
    present.add('/usr/bin/chromium');

    expect(ensureTestTools(['chromium'])).toEqual({ chromium: '/usr/bin/chromium' });
    expect(errors).toEqual([]);
  });
});
