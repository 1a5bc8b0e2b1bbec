import { pathOf } from '@oxilio/domain/client';
import { apiBasePath, apiRoutes } from '@oxilio/domain/contract';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { rememberSession } from '../auth/rememberSession.testing';
import { freshSessionUser, SessionProvider } from '../auth/session';
import { useAlerts } from '../features/alerts';
import { useGoals } from '../features/goals';
import { useInvitations } from '../features/invitations';
import { useRecap } from '../features/recap';
import {
  useEndedFollowUps,
  useRehabilitatorInvites,
  useRehabilitatorPatients,
} from '../features/rehabilitatorPatients';
import { useCurrentUser } from '../features/users';
import { managerPaths } from '../routes/manager/manifest';
import { patientPaths } from '../routes/patient/manifest';
import { rehabilitatorPaths } from '../routes/rehabilitator/manifest';
// The reads are those of the loaded areas: here all of them.
import '../app/allAreas';
import { SessionCache } from '../app/SessionCache';
import { forgetEarlyReads, startEarlyRead } from './earlyReadStore';
import { homeScreenReadKeys, startEarlyReads } from './earlyReads';

/*
 * The API: every request is recorded and answered at once with an empty list (enough for the hooks
 * here). Installed before the API client's module binds `fetch`.
 */
const requested = vi.hoisted(() => {
  const paths: string[] = [];
  globalThis.fetch = (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    paths.push(url.pathname);
    return Promise.resolve(
      new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  };
  return paths;
});

const rehabilitatorId = '1f6baf63-f2f9-48da-9002-ce0c0b82dc1c';
const patientId = '7b0f3a52-8f8e-4f55-9a55-2f1a3c1d9e01';
const establishmentId = '3c9d5e7a-1b2f-4c6d-8e0a-5f7b9d1c3e02';

afterEach(() => {
  forgetEarlyReads();
  localStorage.clear();
  requested.length = 0;
});

function Read({ fetcher }: { fetcher: () => Promise<string> }) {
  const { data } = useSWR('/read', fetcher);
  return <p>{data ?? 'waiting'}</p>;
}

/** Renders `children` in the session and its data cache, as the signed-in portal does. */
function renderInSession(children: ReactNode) {
  return render(
    <SessionProvider>
      <SessionCache>{children}</SessionCache>
    </SessionProvider>,
  );
}

const renderRead = (fetcher: () => Promise<string>) => renderInSession(<Read fetcher={fetcher} />);

describe('startEarlyRead', () => {
  it('gives its answer to the first fetch of the same key, which asks nothing more', async () => {
    rememberSession({ roles: 'patient', patientId });
    startEarlyRead('/read', () => Promise.resolve('the early answer'));
    const screenFetch = vi.fn(() => Promise.resolve('the screen’s answer'));
    await renderRead(screenFetch);
    await expect.element(page.getByText('the early answer')).toBeInTheDocument();
    expect(screenFetch).not.toHaveBeenCalled();
  });

  it('gives it once: a later fetch of the key asks again', async () => {
    rememberSession({ roles: 'patient', patientId });
    startEarlyRead('/read', () => Promise.resolve('the early answer'));
    const first = await renderRead(() => Promise.resolve('unused'));
    await expect.element(page.getByText('the early answer')).toBeInTheDocument();
    await first.unmount();
    await renderRead(() => Promise.resolve('asked again'));
    await expect.element(page.getByText('asked again')).toBeInTheDocument();
  });

  it('never gives an answer asked in another session', async () => {
    rememberSession({ roles: 'patient', patientId });
    startEarlyRead('/read', () => Promise.resolve('the first session’s answer'));
    rememberSession({ roles: 'patient', patientId: 'another-patient' });
    await renderRead(() => Promise.resolve('this session’s answer'));
    await expect.element(page.getByText('this session’s answer')).toBeInTheDocument();
    expect(page.getByText('the first session’s answer').elements()).toHaveLength(0);
  });

  it('drops the answers not taken when the session ends', async () => {
    rememberSession({ roles: 'patient', patientId });
    startEarlyRead('/read', () => Promise.resolve('before the sign-out'));
    forgetEarlyReads();
    await renderRead(() => Promise.resolve('after the sign-out'));
    await expect.element(page.getByText('after the sign-out')).toBeInTheDocument();
  });

  it('asks nothing without a session', () => {
    const early = vi.fn(() => Promise.resolve('never'));
    startEarlyRead('/read', early);
    expect(early).not.toHaveBeenCalled();
  });
});

function RehabilitatorReads() {
  const reads = [
    useCurrentUser(),
    useRehabilitatorPatients(rehabilitatorId),
    useRehabilitatorInvites(rehabilitatorId),
    useAlerts(rehabilitatorId),
    useEndedFollowUps(rehabilitatorId),
  ];
  return <p>{reads.every((read) => read.data !== undefined) ? 'all answered' : 'waiting'}</p>;
}

function PatientReads() {
  const reads = [
    useCurrentUser(),
    useRecap(patientId),
    useInvitations(patientId),
    useGoals(patientId),
  ];
  return <p>{reads.every((read) => read.data !== undefined) ? 'all answered' : 'waiting'}</p>;
}

describe('startEarlyReads', () => {
  const apiPath = (path: string) => `${apiBasePath}${path}`;
  const visits = [
    {
      visit:
        'the rehabilitator’s patients, requests, alerts and ended follow-ups on their patients page',
      claims: { roles: 'reeducator', reeducatorId: rehabilitatorId },
      path: rehabilitatorPaths.patients,
      reads: () => [
        pathOf(apiRoutes.users.me),
        pathOf(apiRoutes.rehabilitators.patients, { params: { id: rehabilitatorId } }),
        pathOf(apiRoutes.rehabilitators.invites, { params: { id: rehabilitatorId } }),
        pathOf(apiRoutes.alerts.list, { params: { id: rehabilitatorId } }),
        pathOf(apiRoutes.rehabilitators.endedFollowUps, { params: { id: rehabilitatorId } }),
      ],
      Screen: RehabilitatorReads,
    },
    {
      visit: 'a patient’s account, recap, invitations and, on My day, goals',
      claims: { roles: 'patient', patientId },
      path: patientPaths.dashboard,
      reads: () => [
        pathOf(apiRoutes.users.me),
        pathOf(apiRoutes.patients.recap, { params: { id: patientId } }),
        pathOf(apiRoutes.patients.listInvitations, { params: { id: patientId } }),
        pathOf(apiRoutes.goals.list, { params: { id: patientId } }),
      ],
      Screen: PatientReads,
    },
    {
      visit: 'the home’s reads at the sign-in page’s address, which sends the user home',
      claims: { roles: 'patient', patientId },
      path: '/',
      reads: () => [
        pathOf(apiRoutes.users.me),
        pathOf(apiRoutes.patients.recap, { params: { id: patientId } }),
        pathOf(apiRoutes.patients.listInvitations, { params: { id: patientId } }),
        pathOf(apiRoutes.goals.list, { params: { id: patientId } }),
      ],
      Screen: PatientReads,
    },
  ];

  it.each(visits)(
    'asks for $visit once: the screen’s reads take them',
    async ({ claims, path, reads, Screen }) => {
      rememberSession(claims);
      startEarlyReads(path, freshSessionUser());
      const early = reads().map(apiPath).sort();
      expect([...requested].sort()).toEqual(early);
      await renderInSession(<Screen />);
      await expect.element(page.getByText('all answered')).toBeInTheDocument();
      expect([...requested].sort()).toEqual(early);
    },
  );

  it('asks a screen’s reads on that screen’s path only', () => {
    rememberSession({ roles: 'reeducator', reeducatorId: rehabilitatorId });
    startEarlyReads(rehabilitatorPaths.patient({ id: patientId }), freshSessionUser());
    expect(requested).toEqual([apiPath(pathOf(apiRoutes.users.me))]);
  });

  it('asks what the manager’s home declares on that page: patients (with the counts), evolution, week', () => {
    rememberSession({ roles: 'responsable', establishmentId });
    startEarlyReads(managerPaths.home, freshSessionUser());
    expect(requested).toHaveLength(4);
    expect(requested.some((path) => path.includes('PatientsFollowUp'))).toBe(false);
    expect(requested[0]).toBe(apiPath(pathOf(apiRoutes.users.me)));
    expect(requested.slice(1).every((path) => path.includes(establishmentId))).toBe(true);
  });

  it('names the home screen’s first reads, the account’s included, without asking them', () => {
    rememberSession({ roles: 'reeducator', reeducatorId: rehabilitatorId });
    const user = freshSessionUser();
    expect(user).not.toBeNull();
    const keys = homeScreenReadKeys(user!);
    expect([...keys].sort()).toEqual(
      [
        pathOf(apiRoutes.users.me),
        pathOf(apiRoutes.rehabilitators.patients, { params: { id: rehabilitatorId } }),
        pathOf(apiRoutes.rehabilitators.invites, { params: { id: rehabilitatorId } }),
        pathOf(apiRoutes.alerts.list, { params: { id: rehabilitatorId } }),
        pathOf(apiRoutes.rehabilitators.endedFollowUps, { params: { id: rehabilitatorId } }),
      ].sort(),
    );
    expect(requested).toEqual([]);
  });

  it('names the patient’s day and goals, not what only the start-up dialogs read', () => {
    rememberSession({ roles: 'patient', patientId });
    const keys = homeScreenReadKeys(freshSessionUser()!);
    expect(keys.has(pathOf(apiRoutes.patients.recap, { params: { id: patientId } }))).toBe(true);
    expect(keys.has(pathOf(apiRoutes.goals.list, { params: { id: patientId } }))).toBe(true);
    expect(
      keys.has(pathOf(apiRoutes.patients.listInvitations, { params: { id: patientId } })),
    ).toBe(false);
    expect(requested).toEqual([]);
  });

  it('asks nothing when the access token has expired (the session is resumed first)', () => {
    rememberSession({ roles: 'patient', patientId }, Math.floor(Date.now() / 1000) - 60);
    startEarlyReads(patientPaths.dashboard, freshSessionUser());
    expect(requested).toEqual([]);
  });
});
