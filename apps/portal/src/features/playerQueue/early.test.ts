import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPlayerData, onPlayerDataForgotten, sendWaitingPlayerCalls } from './early';

const key = 'oxilio.playerQueue';
const waiting = JSON.stringify({ calls: [{ kind: 'review' }], drafts: [] });

afterEach(() => {
  localStorage.removeItem(key);
});

describe('the player queue before its code', () => {
  it('signing out forgets the waiting calls, and what a loaded queue holds in memory', () => {
    localStorage.setItem(key, waiting);
    forgetPlayerData();
    expect(localStorage.getItem(key)).toBeNull();

    const clearMemory = vi.fn();
    onPlayerDataForgotten(clearMemory);
    forgetPlayerData();
    expect(clearMemory).toHaveBeenCalledOnce();
  });

  it('the app loads the queue at start-up only when something waits to be sent', () => {
    const loadQueue = vi.fn(() => Promise.resolve());
    sendWaitingPlayerCalls(loadQueue);
    expect(loadQueue).not.toHaveBeenCalled();

    localStorage.setItem(key, waiting);
    const loadWaiting = vi.fn(() => Promise.resolve());
    sendWaitingPlayerCalls(loadWaiting);
    expect(loadWaiting).toHaveBeenCalledOnce();
  });

  it('with nothing waiting, the queue loads once another tab queues a call', () => {
    const loadQueue = vi.fn(() => Promise.resolve());
    sendWaitingPlayerCalls(loadQueue);
    window.dispatchEvent(new StorageEvent('storage', { key: 'oxilio.locale', newValue: 'de' }));
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: null }));
    expect(loadQueue).not.toHaveBeenCalled();

    window.dispatchEvent(new StorageEvent('storage', { key, newValue: waiting }));
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: waiting }));
    expect(loadQueue).toHaveBeenCalledOnce();
  });
});
