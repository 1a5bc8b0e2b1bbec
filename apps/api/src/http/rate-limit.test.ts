import { describe, expect, it } from 'vitest';
import { addressKey, memoryCounterStore } from './rate-limit';

/** A store on a clock the test moves. */
function storeAt(maxKeys: number) {
  let clock = 0;
  const store = memoryCounterStore({ maxKeys, now: () => clock });
  return {
    store,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('memoryCounterStore', () => {
  it('counts hits in fixed windows and starts again once a window ends', async () => {
    const { store, advance } = storeAt(10);
    expect(await store.hit('a', 1000)).toEqual({ count: 1, resetInMs: 1000 });
    advance(400);
    expect(await store.hit('a', 1000)).toEqual({ count: 2, resetInMs: 600 });
    advance(600);
    expect(await store.hit('a', 1000)).toEqual({ count: 1, resetInMs: 1000 });
  });

  it('never holds more windows than its bound: at the bound the one closest to its end goes', async () => {
    const { store, advance } = storeAt(3);
    await store.hit('long', 60_000);
    await store.hit('first', 1000);
    advance(10);
    await store.hit('second', 1000);
    await store.hit('second', 1000);
    // Full: 'first' ends soonest and is evicted; 'long' and 'second' keep their counts.
    expect((await store.hit('third', 1000)).count).toBe(1);
    expect((await store.hit('first', 1000)).count).toBe(1);
    // Full again: 'second' (ending at 1010) went for 'first'.
    expect((await store.hit('second', 1000)).count).toBe(1);
    expect((await store.hit('long', 60_000)).count).toBe(2);
  });

  it('makes room with ended windows before evicting a live one', async () => {
    const { store, advance } = storeAt(2);
    await store.hit('live', 60_000);
    await store.hit('live', 60_000);
    await store.hit('short', 1000);
    advance(1000);
    await store.hit('new', 1000);
    expect((await store.hit('live', 60_000)).count).toBe(3);
  });

  it('takes hits back, never below zero, and forgets a window taken back to zero', async () => {
    const { store } = storeAt(2);
    await store.hit('a', 1000);
    await store.hit('a', 1000);
    await store.refund('a');
    expect((await store.hit('a', 1000)).count).toBe(2);
    await store.refund('a');
    await store.refund('a');
    await store.refund('a');
    // Forgotten at zero: two other keys fit under the bound of two without evicting anything.
    await store.hit('b', 1000);
    await store.hit('b', 1000);
    await store.hit('c', 1000);
    expect((await store.hit('b', 1000)).count).toBe(3);
    expect((await store.hit('a', 1000)).count).toBe(1);
  });

  it('keeps a flood of new keys fast and bounded (no scan of the store per key)', async () => {
    const { store } = storeAt(10_000);
    const started = performance.now();
    for (let i = 0; i < 100_000; i += 1) {
      await store.hit(`flood-${i}`, 15 * 60_000);
    }
    // The store before issue 26 scanned every window for each new key past its bound (minutes
    // here) and kept them all; evicting the head takes a fraction of a second.
    expect(performance.now() - started).toBeLessThan(4000);
    // The latest 10,000 are kept with their counts, the earlier ones were evicted.
    expect((await store.hit('flood-90000', 15 * 60_000)).count).toBe(2);
    expect((await store.hit('flood-89999', 15 * 60_000)).count).toBe(1);
  });
});

describe('addressKey', () => {
  it('counts an IPv4 address as itself, also when mapped in IPv6', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts an IPv6 address by its /64, whatever its spelling', () => {
    const key = '2001:db8:0:12::/64';
    expect(addressKey('2001:db8:0:12::1')).toBe(key);
    expect(addressKey('2001:0DB8:0000:0012:ffff:1:2:3')).toBe(key);
    expect(addressKey('2001:db8::12:0:0:0:9')).toBe(key);
    expect(addressKey('2001:db8:0:12:a:b:1.2.3.4')).toBe(key);
    expect(addressKey('2001:db8:0:13::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
