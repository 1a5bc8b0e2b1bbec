import { describe, expect, it } from 'vitest';
import { cx } from './cx';

describe('cx', () => {
  it('joins the class names that are set, with single spaces', () => {
    expect(cx('a', undefined, 'b', false, null, '', 'c')).toBe('a b c');
    expect(cx()).toBe('');
    expect(cx(undefined, false)).toBe('');
  });
});
