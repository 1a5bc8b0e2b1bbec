// What the measuring scripts (lighthouse.mjs, throttled-load.mjs, bundle-budget.ts)
// share: the API serving a build with the demo data, Chromium driven by puppeteer, a demo
// account's session, and a page opened as a return visit.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from './browser.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The first signed-in page of each role, and a text of its content (the data drawn). */
export const firstScreens = [
  {
    name: 'patient-day',
    path: '/dashboard',
    account: 'patient@demo.oxilio.test',
    text: 'Mes résultats d’hier',
  },
  {
    name: 'rehabilitator-patients',
    path: '/reeducateur/patients',
    account: 'reeducateur@demo.oxilio.test',
    text: 'Ces patients ont besoin',
  },
  {
    name: 'manager-home',
    path: '/responsable/home',
    account: 'responsable@demo.oxilio.test',
    text: 'patients invités',
  },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the API stopped (exit ${child.exitCode}) before answering ${url}`);
    }
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no answer from ${url} in 3 minutes`);
}

/**
 * The real API (its own process, 127.0.0.1, a free port) serving the portal's build in `portalDir`
 * with the demo data in a temporary database, without the debug outbox; `stop()` ends it and
 * deletes the database.
 */
export async function startDemoApi(portalDir = join(root, 'apps', 'portal', 'dist')) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'oxilio-demo-api-'));
  // Not a production configuration (the demo accounts), whatever the caller's (Vite's build sets
  // NODE_ENV=production in its process).
  const { NODE_ENV: _callers, ...callerEnv } = process.env;
  const api = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...callerEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_SEED: '1',
      DEBUG: '0',
      OXILIO_DEBUG: '0',
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: base,
      PORTAL_DIR: portalDir,
      RATE_LIMIT_SCALE: '100',
    },
  });
  const stop = async () => {
    if (api.exitCode === null) {
      api.kill('SIGTERM');
      await new Promise((resolve) => api.once('exit', resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${base}/api/health`, api);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, api, stop };
}

export const demoPassword = 'Oxilio-demo-1';

/** Debian's Chromium, headless, with the project's launch settings. */
export const launchChromium = () =>
  puppeteer.launch({
    executablePath: chromiumPath,
    args: chromiumArgs.filter((arg) => arg !== '--headless'),
    headless: true,
  });

/**
 * The pair of tokens of a demo account, as the portal keeps them with "remember me", and the
 * account's language, which the portal remembers on the device once the account has been read
 * (features/users/accountLocale.ts): a return visit starts in it, not in the browser's language
 * (headless Chromium says en-US) to switch to the account's once it has been read.
 */
export async function tokensOf(base, email) {
  const answer = await fetch(`${base}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword, rememberMe: true }),
  });
  if (!answer.ok) {
    throw new Error(`sign-in of ${email}: ${answer.status} ${await answer.text()}`);
  }
  const { accessToken, refreshToken } = await answer.json();
  const me = await fetch(`${base}/api/v1/users/me`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (!me.ok) {
    throw new Error(`account of ${email}: ${me.status} ${await me.text()}`);
  }
  const { locale } = await me.json();
  return { auth: { accessToken, refreshToken, rememberMe: true }, locale };
}

/**
 * Readies `page` for a cold return visit of `base`: no HTTP cache, no service worker nor its
 * caches, nothing stored for the origin but, when given, the remembered session's tokens and
 * language (`tokensOf`).
 */
export async function coldReturnVisit(page, base, tokens) {
  await page.goto(`${base}/favicon.svg`);
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
  await session.detach();
  if (tokens) {
    await page.evaluate(({ auth, locale }) => {
      localStorage.setItem('oxilio.auth', JSON.stringify(auth));
      localStorage.setItem('oxilio.locale', locale);
    }, tokens);
  }
}
