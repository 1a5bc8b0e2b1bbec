import { describe, expect, it } from 'vitest';
import { parseOptions } from './post';

describe('simulator command line', () => {
  it('reads the options, with defaults', () => {
    const options = parseOptions(['--device', 'abc', '--secret', 's3cret', '--to', '2026-01-31']);
    expect(options).toMatchObject({
      device: 'abc',
      secret: 's3cret',
      days: 30,
      url: 'http://127.0.0.1:3000',
      pathology: 3,
      capacity: 3,
      seed: 'abc',
      to: '2026-01-31',
    });
  });

  it('says what is wrong, and how to call it', () => {
    expect(() => parseOptions(['--days', '0', '--capacity', '7'])).toThrow(
      /--device is required[\s\S]*--secret is required[\s\S]*--days[\s\S]*--capacity[\s\S]*Usage/,
    );
    expect(() => parseOptions(['--device', 'a', '--secret', 'b', '--bogus'])).toThrow();
  });
});
