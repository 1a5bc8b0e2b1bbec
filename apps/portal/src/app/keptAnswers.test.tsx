import { formatDate } from '@oxilio/domain';
import { pathOf, tokenStorageKey } from '@oxilio/domain/client';
import {
  apiBasePath,
  apiRoutes,
  endpoints,
  type CurrentUser,
  type PatientRecap,
} from '@oxilio/domain/contract';
import { lazy, Suspense, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { RequireArea } from '../auth/guards';
import { SessionProvider, useSession } from '../auth/session';
import { goalsKey } from '../features/goals';
import { recapKey, useRecap } from '../features/recap';
import { LocaleProvider, localeStorageKey } from '../i18n/LocaleProvider';
import { InFrench } from '../testing/InFrench';
import { DashboardPage } from '../routes/patient/Dashboard/DashboardPage';
// As the portal starts for a stored user (App.tsx): the manifests of their areas are there first.
import './allAreas';
import { api } from './api';
import {
  keepAnswer,
  keptAnswerMaxAgeMs,
  keptAnswerMaxChars,
  keptAnswersStorageKey,
  readKeptAnswers,
} from './keptAnswers';
import { RouteErrorBoundary } from './RouteError';
import { SessionCache } from './SessionCache';

/*
 * The API: every request is recorded; each waits until the test lets its path through, then gets
 * the answer the test gives for it (none: it never answers). Installed before the API client's
 * module binds `fetch`.
 */
const server = vi.hoisted(() => {
  const state = {
    requested: [] as string[],
    /** The access token each request carried (none for the sign-in and the renewal). */
    bearers: [] as (string | null)[],
    /** Paths answered as soon as asked; the others wait for `letThrough`. */
    open: (_path: string) => false,
    waiting: [] as { path: string; respond: () => void }[],
    answer: (_path: string): Response | null => null,
  };
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const path = url.pathname;
    state.requested.push(path);
    state.bearers.push(new Headers(init?.headers).get('Authorization'));
    return new Promise<Response>((resolve) => {
      const respond = () => {
        const response = state.answer(path);
        if (response) {
          resolve(response);
        }
      };
      if (state.open(path)) {
        respond();
      } else {
        state.waiting.push({ path, respond });
      }
    });
  };
  return state;
});

/** Lets the requests of the paths `which` accepts through, now and from now on. */
function letThrough(which: (path: string) => boolean = () => true) {
  const before = server.open;
  server.open = (path) => before(path) || which(path);
  const released = server.waiting.filter(({ path }) => which(path));
  server.waiting = server.waiting.filter(({ path }) => !which(path));
  for (const { respond } of released) {
    respond();
  }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
  });

const owner = '3f6c1a20-5b7e-4c1d-8a2f-000000000101';
const patientId = '3f6c1a20-5b7e-4c1d-8a2f-000000000a01';
const currentUserKey = pathOf(apiRoutes.users.me);
/** 2100-01-01: a session that never expires during a test. */
const farFuture = 4_102_444_800;

const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An (unsigned) access token naming `sub`: the portal reads the claims, checks no signature. */
function accessToken(sub: string, claims: Record<string, unknown>, exp = farFuture): string {
  return [
    base64Url({ alg: 'HS256', typ: 'JWT' }),
    base64Url({ sub, exp, ...claims }),
    'unsigned',
  ].join('.');
}

/** Stores a session of `sub` as the sign-in does: "remember me" in localStorage, else the tab's. */
function storeSession(
  sub: string,
  claims: Record<string, unknown>,
  { remembered = true, exp = farFuture } = {},
): void {
  (remembered ? localStorage : sessionStorage).setItem(
    tokenStorageKey,
    JSON.stringify({
      accessToken: accessToken(sub, claims, exp),
      refreshToken: 'refresh',
      rememberMe: remembered,
    }),
  );
}

const patientClaims = { roles: 'patient', patientId };
const rememberPatient = (options?: { remembered?: boolean; exp?: number }) =>
  storeSession(owner, patientClaims, options);

const keptUser: CurrentUser = {
  userId: owner,
  email: 'lucie.moreau@example.fr',
  firstName: 'Lucie',
  lastName: 'Moreau',
  locale: 'fr',
  roles: ['patient'],
  patientId,
  reeducatorId: null,
  responsableId: null,
  establishments: [
    {
      establishmentId: '3f6c1a20-5b7e-4c1d-8a2f-000000000e01',
      name: 'Résidence Les Tilleuls',
      as: 'patient',
      since: null,
    },
  ],
};
const freshUser: CurrentUser = { ...keptUser, firstName: 'Lucienne' };

const silver = { id: 3, nameKey: 'domain.rank.silver', minStars: 75 };
const gold = { id: 4, nameKey: 'domain.rank.gold', minStars: 200 };
/** The day the last visit kept, still listing a new rank acknowledged since. */
const keptRecap: PatientRecap = {
  patientId,
  today: '2025-03-02',
  yesterday: '2025-03-01',
  yesterdayMetrics: [
    { key: 'StepCount', value: 1840, objective: 1500, met: true },
    { key: 'WalkDistance', value: 960, objective: 800, met: true },
  ],
  todayObjectives: [
    { key: 'StepCount', objective: 1500 },
    { key: 'WalkDistance', objective: 800 },
  ],
  performance: 72,
  usage: 5400,
  stars: { today: 1, yesterday: 3, month: 41, total: 96 },
  rank: { current: silver, next: gold, starsToNext: 104 },
  tags: [],
  newRank: silver,
  newTags: [],
  device: {
    deviceId: '3f6c1a20-5b7e-4c1d-8a2f-000000000d01',
    serialNumber: 'OX-2024-0117',
    wheelType: 'standard',
    assignedAt: '2024-11-18T10:00:00.000Z',
  },
  pendingInvitations: 0,
  lastMeasuredDay: '2025-03-01',
};
const freshRecap: PatientRecap = {
  ...keptRecap,
  today: '2025-03-03',
  yesterday: '2025-03-02',
  lastMeasuredDay: '2025-03-02',
  newRank: null,
};
const goals = { goals: [], today: '2025-03-02' };

/** The record the portal stores, as a test writes it (an earlier visit, another portal, a tamperer). */
function storeRecord(record: unknown): void {
  localStorage.setItem(keptAnswersStorageKey, JSON.stringify(record));
}

/** What the patient's last visit kept: their account, day and goals, `ageMs` ago. */
function keptLastVisit({ by = owner, ageMs = 60_000 } = {}): void {
  const at = Date.now() - ageMs;
  storeRecord({
    version: 1,
    owner: by,
    answers: {
      [currentUserKey]: { at, data: keptUser },
      [recapKey(patientId)]: { at, data: keptRecap },
      [goalsKey(patientId)]: { at, data: goals },
    },
  });
}

const stored = () => localStorage.getItem(keptAnswersStorageKey);

beforeEach(() => {
  localStorage.setItem(localeStorageKey, 'fr');
  server.open = () => false;
  server.waiting = [];
  server.requested.length = 0;
  server.bearers.length = 0;
  server.answer = () => null;
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the answers kept on the device', () => {
  it('keeps the home screen’s answers of a remembered session for the same user', () => {
    rememberPatient();
    keepAnswer(recapKey(patientId), keptRecap, owner);
    keepAnswer(currentUserKey, keptUser, owner);
    const kept = readKeptAnswers();
    expect(kept.get(recapKey(patientId))?.data).toEqual(keptRecap);
    expect(kept.get(currentUserKey)?.data).toEqual(keptUser);
  });

  it('keeps nothing but what the home screen reads first', () => {
    rememberPatient();
    keepAnswer(
      pathOf(endpoints.achievements.patientAchievements, { params: { id: patientId } }),
      { tags: [] },
      owner,
    );
    expect(stored()).toBeNull();
  });

  it('never keeps anything for a session without “remember me”, and deletes what was kept', () => {
    keptLastVisit();
    rememberPatient({ remembered: false });
    keepAnswer(recapKey(patientId), freshRecap, owner);
    expect(stored()).toBeNull();

    keptLastVisit();
    expect(readKeptAnswers().size).toBe(0);
    expect(stored()).toBeNull();
  });

  it('gives nothing of one user to another signed in on the device, and deletes it', () => {
    keptLastVisit({ by: '0e0a7c52-1111-4f55-9a55-2f1a3c1d9e99' });
    rememberPatient();
    expect(readKeptAnswers().size).toBe(0);
    expect(stored()).toBeNull();
  });

  it('does not keep an answer that comes back once another user has signed in', () => {
    rememberPatient();
    const asker = owner;
    storeSession('0e0a7c52-1111-4f55-9a55-2f1a3c1d9e99', patientClaims);
    keepAnswer(recapKey(patientId), keptRecap, asker);
    expect(stored()).toBeNull();
  });

  it('deletes and ignores what is not its record: bad JSON, another version, another shape', () => {
    rememberPatient();
    for (const raw of [
      '{not json',
      JSON.stringify({ version: 2, owner, answers: {} }),
      JSON.stringify({ version: 1, owner, answers: [] }),
      JSON.stringify({ version: 1, answers: {} }),
      JSON.stringify(['a list']),
    ]) {
      localStorage.setItem(keptAnswersStorageKey, raw);
      expect(readKeptAnswers().size, raw).toBe(0);
      expect(stored(), raw).toBeNull();
    }
  });

  it('drops an answer older than 7 days, or dated in the future, and keeps the others', () => {
    rememberPatient();
    const now = Date.now();
    storeRecord({
      version: 1,
      owner,
      answers: {
        [currentUserKey]: { at: now - keptAnswerMaxAgeMs - 1_000, data: keptUser },
        [goalsKey(patientId)]: { at: now + 24 * 60 * 60 * 1000, data: goals },
        [recapKey(patientId)]: { at: now - keptAnswerMaxAgeMs + 60_000, data: keptRecap },
      },
    });
    expect([...readKeptAnswers(now).keys()]).toEqual([recapKey(patientId)]);
    expect(Object.keys(JSON.parse(stored() ?? '{}').answers)).toEqual([recapKey(patientId)]);
  });

  it('does not keep an answer too large, nor its older copy', () => {
    rememberPatient();
    keepAnswer(recapKey(patientId), keptRecap, owner);
    keepAnswer(currentUserKey, keptUser, owner);
    const huge = { ...keptRecap, tags: [{ id: 'x'.repeat(keptAnswerMaxChars), nameKey: 'x' }] };
    keepAnswer(recapKey(patientId), huge, owner);
    const kept = readKeptAnswers();
    expect(kept.has(recapKey(patientId))).toBe(false);
    expect(kept.get(currentUserKey)?.data).toEqual(keptUser);
  });
});

/** The signed-in portal at `/dashboard` (the layout and My day), `/` standing for the sign-in page. */
function SignedInPortal() {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/', element: <p>Page de connexion</p> },
        {
          path: '/dashboard',
          element: <RequireArea area="patient" />,
          children: [{ index: true, element: <DashboardPage /> }],
        },
      ],
      { initialEntries: ['/dashboard'] },
    ),
  );
  return (
    <SessionCache>
      <RouterProvider router={router} />
    </SessionCache>
  );
}

function Portal() {
  // Loaded lazily, as Boot.tsx loads the app: the session has started when it mounts.
  const [LazySignedInPortal] = useState(() =>
    lazy(() => Promise.resolve({ default: SignedInPortal })),
  );
  return (
    <LocaleProvider>
      <SessionProvider>
        <Suspense>
          <LazySignedInPortal />
        </Suspense>
      </SessionProvider>
    </LocaleProvider>
  );
}

const apiPath = (key: string) => `${apiBasePath}${key}`;

/** The API's answers: the fresh account, day and goals; the device's use never answers. */
function answerFreshly(recap: () => Response = () => json(freshRecap)) {
  server.answer = (path) => {
    if (path === apiPath(currentUserKey)) {
      return json(freshUser);
    }
    if (path === apiPath(recapKey(patientId))) {
      return recap();
    }
    if (path === apiPath(goalsKey(patientId))) {
      return json(goals);
    }
    if (path.endsWith('/reeducatorInvitations')) {
      return json([]);
    }
    return null;
  };
}

const greeting = (firstName: string) => page.getByText(`Bonjour ${firstName} !`, { exact: false });
const dayOf = (day: string) => page.getByText(`Journée du ${formatDate(day, 'fr')}`);
const updating = () => page.getByText('Mise à jour…');

describe('a return visit', () => {
  it('shows the day kept on the device at once, marked as updating, then the fresh one', async () => {
    rememberPatient();
    keptLastVisit();
    answerFreshly();
    await render(<Portal />);

    await expect.element(greeting('Lucie')).toBeVisible();
    await expect.element(dayOf(keptRecap.yesterday)).toBeVisible();
    await expect.element(updating()).toBeVisible();
    // The kept recap still lists a rank acknowledged since: it is not announced again.
    expect(page.getByRole('dialog').elements()).toHaveLength(0);

    letThrough();
    await expect.element(greeting('Lucienne')).toBeVisible();
    await expect.element(dayOf(freshRecap.yesterday)).toBeVisible();
    await expect.element(updating()).not.toBeInTheDocument();
    expect(page.getByRole('dialog').elements()).toHaveLength(0);
    // Each read asked once, and the fresh answers are the ones kept for the next visit.
    expect(server.requested.filter((path) => path === apiPath(recapKey(patientId)))).toHaveLength(
      1,
    );
    expect(readKeptAnswers().get(recapKey(patientId))?.data).toEqual(freshRecap);
  });

  it('keeps the day on screen with what failed and a retry when the fresh read fails', async () => {
    rememberPatient();
    keptLastVisit();
    let recapAnswer = () => json({ status: 403, code: 'forbidden' }, 403);
    answerFreshly(() => recapAnswer());
    letThrough();
    await render(<Portal />);

    const failure = page.getByRole('alert').filter({ hasText: 'dernière visite' });
    await expect.element(failure).toBeVisible();
    await expect.element(dayOf(keptRecap.yesterday)).toBeVisible();
    await expect.element(updating()).not.toBeInTheDocument();

    recapAnswer = () => json(freshRecap);
    await failure.getByRole('button', { name: 'Réessayer' }).click();
    await expect.element(dayOf(freshRecap.yesterday)).toBeVisible();
    await expect.element(failure).not.toBeInTheDocument();
  });

  it('shows nothing kept by another user, and deletes it', async () => {
    keptLastVisit({ by: '0e0a7c52-1111-4f55-9a55-2f1a3c1d9e99' });
    rememberPatient();
    answerFreshly();
    await render(<Portal />);
    await expect.element(page.getByText('Bonjour ! Voici', { exact: false })).toBeVisible();
    expect(greeting('Lucie').elements()).toHaveLength(0);
    expect(updating().elements()).toHaveLength(0);
    expect(stored()).toBeNull();
    letThrough();
    await expect.element(greeting('Lucienne')).toBeVisible();
  });

  it('shows the kept day while an expired remembered session is renewed', async () => {
    rememberPatient({ exp: Math.floor(Date.now() / 1000) - 3600 });
    keptLastVisit();
    answerFreshly();
    const renewed = accessToken(owner, patientClaims);
    const fresh = server.answer;
    server.answer = (path) =>
      path.endsWith(endpoints.auth.refreshToken.path)
        ? json({ accessToken: renewed, refreshToken: 'refresh-2' })
        : fresh(path);
    await render(<Portal />);

    await expect.element(dayOf(keptRecap.yesterday)).toBeVisible();
    await expect.element(updating()).toBeVisible();
    letThrough();
    await expect.element(dayOf(freshRecap.yesterday)).toBeVisible();
    await expect.element(updating()).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(tokenStorageKey) ?? '{}').accessToken).toBe(renewed);
    // The reads waited for the renewal: none was sent with the expired token, and sent again.
    expect(server.requested[0]).toBe(apiPath(endpoints.auth.refreshToken.path));
    expect(server.bearers.slice(1).every((bearer) => bearer === `Bearer ${renewed}`)).toBe(true);
    expect(server.requested.filter((path) => path === apiPath(recapKey(patientId)))).toHaveLength(
      1,
    );
  });

  it('forgets the kept day when the renewal of the session is refused', async () => {
    rememberPatient({ exp: Math.floor(Date.now() / 1000) - 3600 });
    keptLastVisit();
    server.answer = (path) =>
      path.endsWith(endpoints.auth.refreshToken.path)
        ? json({ status: 401, code: 'invalid_token' }, 401)
        : null;
    await render(<Portal />);
    await expect.element(dayOf(keptRecap.yesterday)).toBeVisible();

    letThrough();
    await expect.element(page.getByText('Page de connexion')).toBeVisible();
    expect(stored()).toBeNull();
    expect(dayOf(keptRecap.yesterday).elements()).toHaveLength(0);
  });
});

/** A screen of a newer portal that cannot draw the recap an older one kept. */
function NewerScreen() {
  const recap = useRecap(patientId);
  if (recap.data && !('newerField' in recap.data)) {
    throw new TypeError('recap.newerField is undefined');
  }
  return <p>{recap.data ? 'drawn' : 'waiting'}</p>;
}

describe('a kept answer a screen cannot draw', () => {
  it('is deleted when the screen fails on it, so that its retry asks the network', async () => {
    rememberPatient();
    keptLastVisit();
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <RouteErrorBoundary resetKey="/">
              <NewerScreen />
            </RouteErrorBoundary>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    await render(
      <SessionProvider>
        <SessionCache>
          <RouterProvider router={router} />
        </SessionCache>
      </SessionProvider>,
      { wrapper: InFrench },
    );
    await expect
      .element(page.getByRole('heading', { name: 'Une erreur est survenue' }))
      .toBeVisible();
    expect(stored()).toBeNull();
  });
});

function SignOutButton() {
  const { signOut } = useSession();
  return (
    <button type="button" onClick={signOut}>
      Se déconnecter
    </button>
  );
}

describe('the end of a session', () => {
  it('deletes the kept answers at sign-out', async () => {
    rememberPatient();
    keptLastVisit();
    server.answer = () => new Response(null, { status: 204 });
    letThrough();
    await render(
      <SessionProvider>
        <SessionCache>
          <SignOutButton />
        </SessionCache>
      </SessionProvider>,
    );
    expect(stored()).not.toBeNull();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await vi.waitFor(() => expect(localStorage.getItem(tokenStorageKey)).toBeNull());
    expect(stored()).toBeNull();
  });

  it('deletes them when the server ends the session', async () => {
    rememberPatient();
    keptLastVisit();
    server.answer = () => json({ status: 401, code: 'invalid_token' }, 401);
    letThrough();
    await render(
      <SessionProvider>
        <SessionCache>
          <p>Portail</p>
        </SessionCache>
      </SessionProvider>,
    );
    await expect.element(page.getByText('Portail')).toBeVisible();
    await api.get(pathOf(endpoints.users.me)).catch(() => undefined);
    expect(stored()).toBeNull();
  });
});
