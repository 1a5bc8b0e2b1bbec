import { pathOf } from '@oxilio/domain/client';
import { apiBasePath, endpoints } from '@oxilio/domain/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { tokenStore } from '../../../app/api';
import { playerQueue } from '../../playerQueue';
import { usePlayerOpenHours } from './usePlayerOpenHours';

/*
 * The portal's API client binds `fetch` when its module loads: the fake is installed first. It
 * records every request and answers as the API does (the opening echoed, tokens refreshed).
 */
const fakeApi = vi.hoisted(() => {
  const api = {
    requests: [] as { url: string; init: RequestInit; body: Record<string, unknown> | null }[],
    /** The status the next PlayerOpenHours calls get (then 200 again). */
    statuses: [] as number[],
  };
  globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    const url = String(input);
    api.requests.push({ url, init, body });
    if (url.endsWith(endpoints.auth.refreshToken.path)) {
      return Response.json({ accessToken: tokenFor('fresh'), refreshToken: 'refresh-2' });
    }
    const status = api.statuses.shift() ?? 200;
    if (status !== 200) {
      return new Response(JSON.stringify({ status, code: 'unauthorized' }), {
        status,
        headers: { 'Content-Type': 'application/problem+json' },
      });
    }
    return Response.json({ sessionId: 'x', closureTime: null, hasRC: false, ...body });
  };
  /** An access token whose claims name the patient (the portal never checks its signature). */
  function tokenFor(tag: string) {
    const claims = btoa(JSON.stringify({ patientId: '7b0f3a52-8f8e-4f55-9a55-2f1a3c1d9e01', tag }));
    return `header.${claims.replace(/=+$/, '')}.signature`;
  }
  return { ...api, tokenFor };
});

const patientId = '7b0f3a52-8f8e-4f55-9a55-2f1a3c1d9e01';
const sessionId = '5d2c8e10-3f4a-4b6c-9d8e-7f6a5b4c3d21';
const hoursUrl =
  apiBasePath + pathOf(endpoints.sessions.playerOpenHours, { params: { id: sessionId } });

function Player() {
  usePlayerOpenHours({ patientId, sessionId, realtime: true });
  return <p>Séance</p>;
}

/** The calls that reached PATCH Sessions/{id}/PlayerOpenHours, in order. */
const hoursCalls = () => fakeApi.requests.filter((request) => request.url === hoursUrl);

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
  fakeApi.requests.length = 0;
  fakeApi.statuses.length = 0;
  playerQueue.clear();
  tokenStore.write({
    accessToken: fakeApi.tokenFor('current'),
    refreshToken: 'refresh-1',
    rememberMe: false,
  });
});

afterEach(() => {
  // Back to the document's own getter.
  delete (document as { visibilityState?: unknown }).visibilityState;
  tokenStore.clear();
  playerQueue.clear();
});

/** Renders the player and waits for its opening to reach the API. */
async function openPlayer() {
  const screen = await render(<Player />);
  await vi.waitFor(() => expect(hoursCalls()).toHaveLength(1));
  const opening = hoursCalls()[0]!;
  expect(opening.init.method).toBe('PATCH');
  expect(opening.body).toEqual({ openingTime: expect.any(String), hasRC: true });
  // Stored by the API and taken out of the queue (a closure sooner is merged into it: see below).
  await vi.waitFor(() => expect(playerQueue.stored().calls).toEqual([]));
  return { screen, openingTime: opening.body!.openingTime as string };
}

describe('the player opening hours', () => {
  it('sends the closing time with keepalive and the current token when the player is left', async () => {
    const { screen, openingTime } = await openPlayer();
    await screen.unmount();
    await vi.waitFor(() => expect(hoursCalls()).toHaveLength(2));
    const closure = hoursCalls()[1]!;
    expect(closure.init).toMatchObject({
      method: 'PATCH',
      keepalive: true,
      headers: { Authorization: `Bearer ${fakeApi.tokenFor('current')}` },
    });
    expect(closure.body).toEqual({ openingTime, closureTime: expect.any(String) });
    expect(Date.parse(closure.body!.closureTime as string)).toBeGreaterThanOrEqual(
      Date.parse(openingTime),
    );
    // Stored by the API: nothing waits on the device.
    await vi.waitFor(() => expect(playerQueue.stored().calls).toEqual([]));
  });

  it('sends the closing time with keepalive when the page is closed (pagehide), once', async () => {
    const { screen, openingTime } = await openPlayer();
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    await vi.waitFor(() => expect(hoursCalls()).toHaveLength(2));
    expect(hoursCalls()[1]!.init.keepalive).toBe(true);
    expect(hoursCalls()[1]!.body).toMatchObject({ openingTime });
    // Hidden then unmounted after the page is gone: that opening is closed already.
    setVisibility('hidden');
    await screen.unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hoursCalls()).toHaveLength(2);
  });

  it('closes the opening with keepalive when the page is hidden, and opens a new one when it shows again', async () => {
    const { screen, openingTime } = await openPlayer();
    setVisibility('hidden');
    await vi.waitFor(() => expect(hoursCalls()).toHaveLength(2));
    expect(hoursCalls()[1]!.init.keepalive).toBe(true);
    expect(hoursCalls()[1]!.body).toEqual({ openingTime, closureTime: expect.any(String) });
    // The page closed while hidden: nothing more to say.
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));

    setVisibility('visible');
    await vi.waitFor(() => expect(hoursCalls()).toHaveLength(3));
    const reopened = hoursCalls()[2]!.body!;
    expect(reopened).toEqual({ openingTime: expect.any(String), hasRC: true });
    expect(reopened.openingTime).not.toBe(openingTime);
    await vi.waitFor(() => expect(playerQueue.stored().calls).toEqual([]));

    await screen.unmount();
    await vi.waitFor(() => expect(hoursCalls()).toHaveLength(4));
    expect(hoursCalls()[3]!.init.keepalive).toBe(true);
    expect(hoursCalls()[3]!.body).toMatchObject({ openingTime: reopened.openingTime });
  });

  it('keeps a closure refused for an expired token, and sends it with a refreshed token', async () => {
    const { screen, openingTime } = await openPlayer();
    fakeApi.statuses.push(401, 401);
    await screen.unmount();
    // The keepalive call (401), then the queue's own: 401, a refresh, and the same call again.
    await vi.waitFor(() => expect(hoursCalls()).toHaveLength(4));
    expect(hoursCalls()[1]!.init.keepalive).toBe(true);
    const last = hoursCalls()[3]!;
    expect(last.init.keepalive).toBeUndefined();
    expect(last.init.headers).toMatchObject({
      Authorization: `Bearer ${fakeApi.tokenFor('fresh')}`,
    });
    expect(last.body).toEqual(hoursCalls()[1]!.body);
    expect(last.body).toMatchObject({ openingTime });
    await vi.waitFor(() => expect(playerQueue.stored().calls).toEqual([]));
  });

  it('opens nothing while the page is hidden', async () => {
    visibility = 'hidden';
    const screen = await render(<Player />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hoursCalls()).toHaveLength(0);
    await screen.unmount();
    expect(hoursCalls()).toHaveLength(0);
  });
});
