import {
  applicationStatuses,
  applicationTypes,
  type ApplicationStatus,
  type ApplicationType,
} from '@oxilio/domain/contract';
import { describe, expect, it } from 'vitest';
import {
  formStepsOf,
  inscriptionSlugs,
  inscriptionStepOf,
  inscriptionTargetOf,
  journeySteps,
  linkQuery,
  needsDirectDebitOrder,
  resumeStepOf,
} from './journeys';

const application = (
  type: ApplicationType,
  status: ApplicationStatus,
  more: { hasDirectDebitOrder?: boolean; invited?: boolean } = {},
) => ({ type, status, hasDirectDebitOrder: false, invited: false, ...more });

describe('the steps of each journey', () => {
  it('asks a patient for an address and measures, an establishment for its details, a rehabilitator where they practise', () => {
    expect(formStepsOf('patient')).toEqual(['identity', 'address', 'measures']);
    expect(formStepsOf('establishment')).toEqual(['identity', 'establishment']);
    expect(formStepsOf('reeducator')).toEqual(['identity', 'practice']);
  });

  it('ends every journey with the availability answer, then the account', () => {
    for (const type of applicationTypes) {
      const steps = journeySteps[type];
      expect(steps.slice(0, formStepsOf(type).length)).toEqual(formStepsOf(type));
      expect(steps[formStepsOf(type).length]).toBe('availability');
      expect(steps.at(-1)).toBe('account');
    }
  });

  it('asks a direct debit order of those who pay (patients, establishments), not of a rehabilitator', () => {
    expect(needsDirectDebitOrder('patient')).toBe(true);
    expect(needsDirectDebitOrder('establishment')).toBe(true);
    expect(needsDirectDebitOrder('reeducator')).toBe(false);
    for (const type of applicationTypes) {
      expect((journeySteps[type] as readonly string[]).includes('directDebit')).toBe(
        needsDirectDebitOrder(type),
      );
    }
  });
});

describe('an emailed link opened again', () => {
  it('shows the availability answer until the person answers it', () => {
    for (const status of ['draft', 'available', 'unavailable'] as const) {
      expect(resumeStepOf(application('patient', status))).toBe('availability');
    }
    expect(resumeStepOf(application('patient', 'waitlisted'))).toBe('waitList');
  });

  it('goes on to the direct debit order once confirmed, and to the account once it is received', () => {
    expect(resumeStepOf(application('patient', 'confirmed'))).toBe('directDebit');
    expect(resumeStepOf(application('establishment', 'confirmed'))).toBe('directDebit');
    expect(resumeStepOf(application('patient', 'confirmed', { hasDirectDebitOrder: true }))).toBe(
      'account',
    );
    expect(resumeStepOf(application('reeducator', 'confirmed'))).toBe('account');
  });

  it('says the application is closed once signed up, cancelled or expired', () => {
    for (const status of ['signed_up', 'cancelled', 'expired'] as const) {
      expect(resumeStepOf(application('patient', status))).toBe('closed');
    }
  });

  it('knows every status the API may answer', () => {
    for (const status of applicationStatuses) {
      expect(['availability', 'waitList', 'directDebit', 'account', 'closed']).toContain(
        resumeStepOf(application('patient', status)),
      );
    }
  });

  it('carries the link’s id and token from one step to the next, encoded', () => {
    expect(linkQuery('3f2b8c1e-5a4d-4e6f-9b7a-1c2d3e4f5a6b', 'a+b/c=')).toBe(
      '?applicationId=3f2b8c1e-5a4d-4e6f-9b7a-1c2d3e4f5a6b&token=a%2Bb%2Fc%3D',
    );
  });
});

describe('/inscription/{step}', () => {
  it('reads its French URL segments, and nothing else', () => {
    expect(inscriptionStepOf(inscriptionSlugs.directDebit)).toBe('directDebit');
    expect(inscriptionStepOf('prelevement')).toBe('directDebit');
    expect(inscriptionStepOf('compte')).toBe('account');
    expect(inscriptionStepOf('account')).toBeNull();
    expect(inscriptionStepOf(undefined)).toBeNull();
  });

  it('sends an application not confirmed yet back to its availability answer', () => {
    for (const status of ['available', 'unavailable', 'waitlisted'] as const) {
      expect(inscriptionTargetOf(application('patient', status), 'compte')).toEqual({
        kind: 'registration',
      });
    }
  });

  it('shows the step asked when it fits', () => {
    const confirmed = application('patient', 'confirmed');
    expect(inscriptionTargetOf(confirmed, 'prelevement')).toEqual({
      kind: 'show',
      step: 'directDebit',
    });
    // Going on to the account: the order's arrival is the API's to judge, the URL is followed.
    expect(inscriptionTargetOf(confirmed, 'compte')).toEqual({ kind: 'show', step: 'account' });
  });

  it('goes to the first step still to do when no step, or an unknown one, is asked', () => {
    expect(inscriptionTargetOf(application('patient', 'confirmed'), undefined)).toEqual({
      kind: 'redirect',
      step: 'directDebit',
    });
    expect(
      inscriptionTargetOf(
        application('establishment', 'confirmed', { hasDirectDebitOrder: true }),
        'autre',
      ),
    ).toEqual({ kind: 'redirect', step: 'account' });
  });

  it('never asks a rehabilitator for a direct debit order', () => {
    expect(inscriptionTargetOf(application('reeducator', 'confirmed'), 'prelevement')).toEqual({
      kind: 'redirect',
      step: 'account',
    });
  });

  it('sends a closed application back to /enregistrement, which says it is closed', () => {
    for (const status of ['signed_up', 'cancelled', 'expired'] as const) {
      expect(inscriptionTargetOf(application('patient', status), 'compte')).toEqual({
        kind: 'registration',
      });
    }
  });
});
