/**
 * A small seedable pseudo-random generator (mulberry32 over a cyrb53-style string hash): the same
 * seed gives the same sequence on every machine and every Node version, which Math.random cannot.
 */

/** A 32-bit hash of a string or number, to turn any seed into the generator's state. */
export function hashSeed(seed: string | number): number {
  const text = String(seed);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  /** Integer in [min, max]. */
  integer(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** Standard normal (Box-Muller). */
  normal(mean?: number, deviation?: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A new generator whose sequence depends on this one's seed and `label` only. */
  fork(label: string): Random;
}

export function createRandom(seed: string | number): Random {
  const seedText = String(seed);
  let state = hashSeed(seedText);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    between: (min, max) => min + (max - min) * next(),
    integer: (min, max) => min + Math.floor((max - min + 1) * next()),
    chance: (p) => next() < p,
    normal(mean = 0, deviation = 1) {
      // 1 - next() is in (0, 1]: the logarithm stays finite.
      const u = 1 - next();
      const v = next();
      return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    pick(items) {
      if (items.length === 0) {
        throw new Error('pick: empty list');
      }
      return items[Math.floor(next() * items.length)]!;
    },
    fork: (label) => createRandom(`${seedText}/${label}`),
  };
  return random;
}
