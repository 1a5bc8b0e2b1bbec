/**
 * What the availability answer of an emailed link decides (`/enregistrement/{type}`): the one move
 * it offers the person, from the status the API stored.
 */
import type { ApplicationStatus } from '@oxilio/domain/contract';

/**
 * `confirm`: the service can be offered, the person confirms and goes on to the signup;
 * `joinWaitList`: it cannot yet, the person may join the waiting list;
 * `onWaitList`: already on the list, nothing more to do.
 */
export type AvailabilityMove = 'confirm' | 'joinWaitList' | 'onWaitList';

export function availabilityMoveOf(status: ApplicationStatus): AvailabilityMove {
  if (status === 'waitlisted') {
    return 'onWaitList';
  }
  return status === 'unavailable' ? 'joinWaitList' : 'confirm';
}
