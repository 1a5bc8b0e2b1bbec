import { describe, expect, it } from 'vitest';
import { availabilityMoveOf } from './availability';

describe('the availability answer of an emailed link', () => {
  it('offers to confirm an application the service can take', () => {
    expect(availabilityMoveOf('available')).toBe('confirm');
    // Not answered yet by the availability check: the link still confirms it.
    expect(availabilityMoveOf('draft')).toBe('confirm');
  });

  it('offers the waiting list when the service cannot be offered yet', () => {
    expect(availabilityMoveOf('unavailable')).toBe('joinWaitList');
  });

  it('asks nothing more of a person already on the waiting list', () => {
    expect(availabilityMoveOf('waitlisted')).toBe('onWaitList');
  });
});
