// What `npm test` needs beyond node_modules, found or installed before any step runs: Chromium for
// the browser suites, Debian's redis-server for the shared rate-limit tests, PostgreSQL's server
// binaries for the several-processes test. As root with apt-get (a fresh CI machine), the missing
// Debian packages are installed in one go; otherwise one line says what to install, and the run
// stops before it starts.
//
// Usage: node scripts/test-tools.mjs [chromium] [redis] [postgres]   (none named: all three)
//        node scripts/test-tools.mjs --pg-bin   (prints the PostgreSQL binaries' directory alone)
// Playwright's own browser download is not used by this project: Chromium comes from Debian.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

function onPath() {
  return (process.env.PATH ?? '').split(delimiter).filter(Boolean);
}

/** Chromium: CHROME_PATH, then Debian's. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

/** redis-server: REDIS_SERVER, then Debian's and a local build's places, then the PATH. */
export function findRedisServer() {
  const candidates = [
    process.env.REDIS_SERVER,
    '/usr/bin/redis-server',
    '/usr/local/bin/redis-server',
    ...onPath().map((directory) => join(directory, 'redis-server')),
  ];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

/** The directory holding initdb, pg_ctl and postgres: PG_BIN, the PATH, /usr/local/bin, Debian's. */
export function findPostgresBinaries() {
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`)
    : [];
  const candidates = [process.env.PG_BIN, ...onPath(), '/usr/local/bin', ...debian];
  return (
    candidates.find(
      (directory) =>
        directory &&
        ['initdb', 'pg_ctl', 'postgres'].every((name) => existsSync(join(directory, name))),
    ) ?? null
  );
}

/** Each tool: how to find it, the Debian package that brings it, and the variable that names it. */
const tools = {
  chromium: { find: findChromium, debian: 'chromium', variable: 'CHROME_PATH' },
  redis: { find: findRedisServer, debian: 'redis-server', variable: 'REDIS_SERVER' },
  postgres: { find: findPostgresBinaries, debian: 'postgresql', variable: 'PG_BIN' },
};

function canInstall() {
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    return typeof process.getuid === 'function' && process.getuid() === 0;
  } catch {
    return false;
  }
}

/**
 * Finds the tools named (installing the missing ones when root on Debian), sets their variables
 * (CHROME_PATH, REDIS_SERVER, PG_BIN) for the steps to come, and returns them; exits with one line
 * saying what to install when something is still missing.
 */
export function ensureTestTools(names = Object.keys(tools)) {
  const missing = names.filter((name) => !tools[name].find());
  if (missing.length > 0 && canInstall()) {
    const packages = missing.map((name) => tools[name].debian);
    console.log(`npm test: installing the Debian packages ${packages.join(', ')} ...`);
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`,
      { stdio: 'inherit' },
    );
  }
  const found = {};
  const stillMissing = [];
  for (const name of names) {
    const path = tools[name].find();
    if (path) {
      found[name] = path;
      process.env[tools[name].variable] = path;
    } else {
      stillMissing.push(name);
    }
  }
  if (stillMissing.length > 0) {
    const packages = stillMissing.map((name) => tools[name].debian).join(' ');
    const variables = stillMissing.map((name) => tools[name].variable).join(', ');
    console.error(
      `npm test needs ${packages}: run \`sudo apt-get install -y ${packages}\` (Debian/Ubuntu), ` +
        `or set ${variables} to where they are. Nothing was run.`,
    );
    process.exit(1);
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--pg-bin')) {
    console.log(ensureTestTools(['postgres']).postgres);
  } else {
    const named = process.argv.slice(2).filter((name) => name in tools);
    for (const [name, path] of Object.entries(ensureTestTools(named.length ? named : undefined))) {
      console.log(`${name}: ${path}`);
    }
  }
}
