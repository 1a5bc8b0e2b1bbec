import { pathOf } from '@oxilio/domain/client';
import {
  apiBasePath,
  endpoints,
  type PatientRecap,
  type PatientRehabilitatorInvitation,
} from '@oxilio/domain/contract';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { tokenStore } from '../app/api';
import { dismissedInvitationsKey } from './dismissedInvitations';
import { StartupModals } from './StartupModals';

/*
 * The portal's API client binds `fetch` when its module loads: the fake is installed first and
 * forwards every call to the fake API of the running test.
 */
const fakeFetch = vi.hoisted(() => {
  const holder: { handle: (url: string, init: RequestInit) => Promise<Response> } = {
    handle: () => Promise.reject(new TypeError('No fake API')),
  };
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    holder.handle(String(input), init ?? {});
  return holder;
});

const patientId = '7b0f3a52-8f8e-4f55-9a55-2f1a3c1d9e01';
const params = { id: patientId };
const invitationsPath = apiBasePath + pathOf(endpoints.patients.listInvitations, { params });
const recapPath = apiBasePath + pathOf(endpoints.patients.recap, { params });
const answerPath = (invitationId: string) =>
  apiBasePath +
  pathOf(endpoints.patients.answerInvitation, { params: { ...params, invitationId } });
const acknowledgePath = (kind: 'ranks' | 'tags', achievementId: string) =>
  apiBasePath +
  pathOf(endpoints.achievements.acknowledge, { params: { ...params, kind, achievementId } });

function invitation(
  id: string,
  firstName: string,
  lastName: string,
  origin: 'reeducator' | 'patient' = 'reeducator',
): PatientRehabilitatorInvitation {
  return {
    id,
    origin,
    accepted: null,
    createdAt: '2025-03-01T09:00:00.000Z',
    reeducator: { reeducatorId: `r-${id}`, firstName, lastName, profession: null },
  };
}

function recap(news: Pick<PatientRecap, 'newRank' | 'newTags'>): PatientRecap {
  return {
    patientId,
    today: '2025-03-02',
    yesterday: '2025-03-01',
    yesterdayMetrics: [],
    todayObjectives: [],
    performance: null,
    usage: null,
    stars: { today: 0, yesterday: 2, month: 30, total: 30 },
    rank: { current: null, next: null, starsToNext: 0 },
    tags: [],
    device: null,
    pendingInvitations: 0,
    lastMeasuredDay: null,
    ...news,
  };
}

const bronze = { id: 2, nameKey: 'domain.rank.bronze', minStars: 25 };
const firstSession = {
  id: 'first_session',
  kind: 'sessions',
  threshold: 1,
  nameKey: 'domain.tag.first_session',
  earnedAt: '2025-03-01T18:00:00.000Z',
};
const streak7 = {
  id: 'streak_7',
  kind: 'streak',
  threshold: 7,
  nameKey: 'domain.tag.streak_7',
  earnedAt: '2025-03-01T19:00:00.000Z',
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A small fake of the API: pending invitations (an answered one leaves the list), a recap that
 * lists the new rank and tags until each is acknowledged (as the real API), and failures on demand
 * for the invitations' answers and for the acknowledgements.
 */
function fakeApi(options: {
  invitations?: PatientRehabilitatorInvitation[];
  news?: Pick<PatientRecap, 'newRank' | 'newTags'>;
}) {
  const state = {
    invitations: [...(options.invitations ?? [])],
    news: options.news ?? { newRank: null, newTags: [] },
    calls: [] as Call[],
    /** Each entry fails one PATCH: a status, or 'network' for an unreachable server. */
    failures: [] as (number | 'network')[],
    /** The same for the acknowledgements. */
    acknowledgeFailures: [] as (number | 'network')[],
  };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
    });
  fakeFetch.handle = async (url, init) => {
    const path = new URL(url, window.location.origin).pathname;
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    state.calls.push({ method, path, body });
    if (method === 'GET' && path === invitationsPath) {
      return json(200, state.invitations);
    }
    if (method === 'GET' && path === recapPath) {
      return json(200, recap(state.news));
    }
    const acknowledged = new RegExp(
      `^${recapPath.replace(/\/[^/]+$/, '')}/achievements/(ranks|tags)/(\\w+)$`,
    ).exec(path);
    if (method === 'PATCH' && acknowledged) {
      const failure = state.acknowledgeFailures.shift();
      if (failure === 'network') {
        throw new TypeError('Failed to fetch');
      }
      if (failure) {
        return json(failure, { status: failure, code: 'internal_error' });
      }
      const [, kind, id] = acknowledged;
      state.news =
        kind === 'ranks'
          ? {
              ...state.news,
              newRank: String(state.news.newRank?.id) === id ? null : state.news.newRank,
            }
          : { ...state.news, newTags: state.news.newTags.filter((tag) => tag.id !== id) };
      return new Response(null, { status: 204 });
    }
    const answer = new RegExp(`^${invitationsPath}/([\\w-]+)$`).exec(path);
    if (method === 'PATCH' && answer) {
      const failure = state.failures.shift();
      if (failure === 'network') {
        throw new TypeError('Failed to fetch');
      }
      if (failure) {
        return json(failure, { status: failure, code: 'internal_error' });
      }
      const found = state.invitations.find((candidate) => candidate.id === answer[1]);
      if (!found) {
        return json(404, { status: 404, code: 'not_found' });
      }
      state.invitations = state.invitations.filter((candidate) => candidate !== found);
      const accepted = (body as { accepted: boolean }).accepted;
      return json(200, { ...found, accepted });
    }
    return json(404, { status: 404, code: 'not_found' });
  };
  return state;
}

const gets = (state: { calls: Call[] }, path: string) =>
  state.calls.filter((call) => call.method === 'GET' && call.path === path).length;

/** The acknowledgements sent, in order. */
const acknowledgements = (state: { calls: Call[] }) =>
  state.calls
    .filter((call) => call.method === 'PATCH' && call.path.includes('/achievements/'))
    .map((call) => call.path);

function Providers({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false }}>
        {children}
      </SWRConfig>
    </IntlProvider>
  );
}

const renderModals = () =>
  render(
    <Providers>
      <StartupModals patientId={patientId} />
    </Providers>,
  );

const invitationDialog = () => page.getByRole('alertdialog', { name: 'Demande de suivi' });
const invitationText = (name: string) =>
  `${name}, spécialiste de la rééducation, souhaite vous ajouter à sa patientèle pour suivre votre rééducation et vous prescrire des programmes d’auto-rééducation personnalisés.`;
const accept = () => page.getByRole('button', { name: 'Accepter' });
const refuse = () => page.getByRole('button', { name: 'Refuser' });

beforeEach(() => {
  sessionStorage.clear();
  tokenStore.clear();
});

afterEach(() => {
  tokenStore.clear();
});

describe('StartupModals', () => {
  it('accepts an invitation, reloads the pending list and shows the next rehabilitator’s', async () => {
    const api = fakeApi({
      invitations: [
        invitation('inv-1', 'Marie', 'Curie'),
        invitation('inv-2', 'Paul', 'Martin', 'patient'),
        invitation('inv-3', 'Jean', 'Dupont'),
      ],
    });
    await renderModals();
    await expect
      .element(invitationDialog())
      .toHaveAccessibleDescription(invitationText('Marie Curie'));
    const loadsBefore = gets(api, invitationsPath);

    await accept().click();

    await expect
      .element(invitationDialog())
      .toHaveAccessibleDescription(invitationText('Jean Dupont'));
    expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: answerPath('inv-1'), body: { accepted: true } },
    ]);
    expect(gets(api, invitationsPath)).toBeGreaterThan(loadsBefore);
    // The patient's own request (Paul Martin) is skipped: the rehabilitator answers it.
    await expect.element(page.getByText(/Paul Martin/)).not.toBeInTheDocument();
  });

  it('refuses an invitation and shows nothing once no invitation awaits the patient', async () => {
    const api = fakeApi({
      invitations: [
        invitation('inv-1', 'Marie', 'Curie'),
        invitation('inv-2', 'Paul', 'Martin', 'patient'),
      ],
    });
    await renderModals();
    await expect.element(invitationDialog()).toBeVisible();

    await refuse().click();

    await expect.element(invitationDialog()).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: answerPath('inv-1'), body: { accepted: false } },
    ]);
    expect(api.invitations.map((candidate) => candidate.id)).toEqual(['inv-2']);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the error when an answer fails, and the answer can be sent again', async () => {
    const api = fakeApi({
      invitations: [invitation('inv-1', 'Marie', 'Curie'), invitation('inv-3', 'Jean', 'Dupont')],
    });
    api.failures.push('network', 500);
    await renderModals();
    await expect.element(invitationDialog()).toBeVisible();

    await accept().click();
    const alert = invitationDialog().getByRole('alert');
    await expect.element(alert).toHaveTextContent('Votre réponse n’a pas pu être enregistrée.');
    await expect.element(alert).toHaveTextContent('Le serveur ne répond pas');
    await expect
      .element(invitationDialog())
      .toHaveAccessibleDescription(invitationText('Marie Curie'));

    await refuse().click();
    await expect.element(alert).toHaveTextContent('Une erreur inattendue est survenue');
    await expect
      .element(invitationDialog())
      .toHaveAccessibleDescription(invitationText('Marie Curie'));

    await accept().click();
    await expect
      .element(invitationDialog())
      .toHaveAccessibleDescription(invitationText('Jean Dupont'));
    await expect.element(invitationDialog().getByRole('alert')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { accepted: true },
      { accepted: false },
      { accepted: true },
    ]);
  });

  it('never shows an invitation that originates from the patient', async () => {
    const api = fakeApi({
      invitations: [invitation('inv-2', 'Paul', 'Martin', 'patient')],
      news: { newRank: bronze, newTags: [] },
    });
    await renderModals();
    // The rank comes after the invitations: it shows once they are known.
    await expect
      .element(page.getByRole('dialog', { name: 'Nouveau rang atteint !' }))
      .toBeVisible();
    expect(gets(api, invitationsPath)).toBe(1);
    await expect.element(invitationDialog()).not.toBeInTheDocument();
    await expect.element(page.getByText(/Paul Martin/)).not.toBeInTheDocument();
  });

  it('shows the invitations first, then the new rank, then the new tag, acknowledging each when closed', async () => {
    const api = fakeApi({
      invitations: [invitation('inv-1', 'Marie', 'Curie')],
      news: { newRank: bronze, newTags: [firstSession] },
    });
    const screen = await renderModals();
    await expect.element(invitationDialog()).toBeVisible();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();

    await accept().click();

    const rankDialog = page.getByRole('dialog', { name: 'Nouveau rang atteint !' });
    await expect
      .element(rankDialog)
      .toHaveAccessibleDescription(
        'Félicitations, vous avez atteint le rang Bronze. Chaque étoile compte, continuez ainsi !',
      );
    // Shown, not acknowledged: only closing the dialog does.
    expect(acknowledgements(api)).toEqual([]);
    await page.getByRole('button', { name: 'Continuer' }).click();

    const tagDialog = page.getByRole('dialog', { name: 'Nouveau succès débloqué !' });
    await expect
      .element(tagDialog)
      .toHaveAccessibleDescription(
        'Félicitations, vous avez débloqué le succès « Première séance ». Bravo pour vos efforts !',
      );
    expect(acknowledgements(api)).toEqual([acknowledgePath('ranks', '2')]);
    await userEvent.keyboard('{Escape}');
    await expect.element(tagDialog).not.toBeInTheDocument();
    await expect.element(rankDialog).not.toBeInTheDocument();
    await expect
      .poll(() => acknowledgements(api))
      .toEqual([acknowledgePath('ranks', '2'), acknowledgePath('tags', 'first_session')]);
    expect(
      api.calls.filter((call) => call.path.includes('/achievements/')).map((call) => call.body),
    ).toEqual([{ seen: true }, { seen: true }]);

    // A new page load (same patient, fresh cache): both were acknowledged, neither comes back.
    await screen.unmount();
    const loads = gets(api, recapPath);
    await renderModals();
    await expect.poll(() => gets(api, recapPath)).toBe(loads + 1);
    await expect.poll(() => gets(api, invitationsPath)).toBeGreaterThan(2);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the rank again at the next load when the tab closed with an invitation on top', async () => {
    const api = fakeApi({
      invitations: [invitation('inv-1', 'Marie', 'Curie')],
      news: { newRank: bronze, newTags: [] },
    });
    const closedTab = await renderModals();
    await expect.element(invitationDialog()).toBeVisible();
    await expect.poll(() => gets(api, recapPath)).toBe(1);

    // The tab is closed with the invitation on top: the rank was read, never shown.
    await closedTab.unmount();
    await renderModals();
    await refuse().click();
    await expect
      .element(page.getByRole('dialog', { name: 'Nouveau rang atteint !' }))
      .toBeVisible();
    expect(acknowledgements(api)).toEqual([]);
  });

  it('never holds the patient up when an acknowledgement fails: the next shows, the failed one comes back next time', async () => {
    const api = fakeApi({ news: { newRank: bronze, newTags: [firstSession, streak7] } });
    api.acknowledgeFailures.push('network', 500);
    const first = await renderModals();
    const rankDialog = page.getByRole('dialog', { name: 'Nouveau rang atteint !' });
    const tagDialog = page.getByRole('dialog', { name: 'Nouveau succès débloqué !' });

    await expect.element(rankDialog).toBeVisible();
    await page.getByRole('button', { name: 'Continuer' }).click(); // rank: no connection
    await expect.element(tagDialog).toHaveAccessibleDescription(/Première séance/);
    await page.getByRole('button', { name: 'Continuer' }).click(); // first tag: server error
    await expect.element(tagDialog).toHaveAccessibleDescription(/7 jours d’affilée/);
    await page.getByRole('button', { name: 'Continuer' }).click(); // second tag: recorded
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(() => acknowledgements(api)).toHaveLength(3);
    // No error is shown for what failed, and nothing closed comes back on this page.
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    expect(api.news.newTags.map((tag) => tag.id)).toEqual(['first_session']);

    // The next load announces what was not acknowledged, in order, and acknowledges it.
    await first.unmount();
    await renderModals();
    await expect.element(rankDialog).toBeVisible();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect.element(tagDialog).toHaveAccessibleDescription(/Première séance/);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(() => api.news).toEqual({ newRank: null, newTags: [] });
  });

  it('is keyboard operable: Tab reaches Refuse and Accept, Escape closes until the next sign-in', async () => {
    const api = fakeApi({ invitations: [invitation('inv-1', 'Marie', 'Curie')] });
    tokenStore.write({ accessToken: 'a.b.c', refreshToken: 'r', rememberMe: false });
    const first = await renderModals();
    await expect.element(invitationDialog()).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Fermer' })).toHaveFocus();

    await userEvent.keyboard('{Tab}');
    await expect.element(refuse()).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(accept()).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Fermer' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect.element(invitationDialog()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(dismissedInvitationsKey)).toContain('inv-1');

    // A reload during the same sign-in: still hidden.
    await first.unmount();
    const second = await renderModals();
    await expect.poll(() => gets(api, invitationsPath)).toBe(2);
    await expect.element(invitationDialog()).not.toBeInTheDocument();

    // Signing out (the tokens are gone when the layout unmounts), then in again: shown again.
    tokenStore.clear();
    await second.unmount();
    expect(sessionStorage.getItem(dismissedInvitationsKey)).toBeNull();
    await renderModals();
    await expect.element(invitationDialog()).toBeVisible();
  });
});
