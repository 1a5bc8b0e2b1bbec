import type { ApplicationType, ApplicationView } from '@oxilio/domain/contract';

/**
 * The steps of a signup journey, by type (docs/decisions/portal-signup-journeys.md): the
 * application form (`/signup/{type}`), the availability answer from the emailed link
 * (`/enregistrement/{type}/{step}`), then the signup itself (`/inscription/{step}`).
 */
export const journeySteps = {
  patient: ['identity', 'address', 'measures', 'availability', 'directDebit', 'account'],
  establishment: ['identity', 'establishment', 'availability', 'directDebit', 'account'],
  reeducator: ['identity', 'practice', 'availability', 'account'],
} as const satisfies Record<ApplicationType, readonly JourneyStep[]>;

export type JourneyStep =
  | 'identity'
  | 'address'
  | 'measures'
  | 'establishment'
  | 'practice'
  | 'availability'
  | 'directDebit'
  | 'account';

/** The steps of the application form, before anything is sent. */
export type FormStep = Extract<
  JourneyStep,
  'identity' | 'address' | 'measures' | 'establishment' | 'practice'
>;

export function formStepsOf(type: ApplicationType): FormStep[] {
  return journeySteps[type].filter(
    (step): step is FormStep =>
      step !== 'availability' && step !== 'directDebit' && step !== 'account',
  );
}

/** Who pays for the service signs a direct debit order: patients and establishments. */
export function needsDirectDebitOrder(type: ApplicationType): boolean {
  return type !== 'reeducator';
}

/** The URL segments of the signup steps (`/inscription/{step}`), in French like the paths. */
export const inscriptionSlugs = { directDebit: 'prelevement', account: 'compte' } as const;
export type InscriptionStep = keyof typeof inscriptionSlugs;

export function inscriptionStepOf(slug: string | undefined): InscriptionStep | null {
  const found = Object.entries(inscriptionSlugs).find(([, value]) => value === slug);
  return found ? (found[0] as InscriptionStep) : null;
}

/** The URL segments of the registration steps (`/enregistrement/{type}/{step}`). */
export const registrationSlugs = {
  availability: 'disponibilite',
  waitList: 'liste-attente',
} as const;

/**
 * Where an application stands, for an emailed link opened again: what the API stored decides
 * (status, direct debit order), so nothing already given is asked twice.
 */
export function resumeStepOf(
  application: Pick<ApplicationView, 'status' | 'type' | 'hasDirectDebitOrder'>,
): 'availability' | 'waitList' | InscriptionStep | 'closed' {
  switch (application.status) {
    case 'draft':
    case 'available':
    case 'unavailable':
      return 'availability';
    case 'waitlisted':
      return 'waitList';
    case 'confirmed':
      return needsDirectDebitOrder(application.type) && !application.hasDirectDebitOrder
        ? 'directDebit'
        : 'account';
    default:
      return 'closed';
  }
}

/** What `/inscription/{step}` does for an application and the step its URL asks for. */
export type InscriptionTarget =
  /** Not confirmed yet: the availability answer comes first (`/enregistrement/{type}`). */
  | { kind: 'registration' }
  /** The step asked is missing or does not fit: the URL is replaced by this one's. */
  | { kind: 'redirect'; step: InscriptionStep }
  | { kind: 'show'; step: InscriptionStep };

/**
 * The step of `/inscription/{slug}`: an application not confirmed (nor invited) goes back to its
 * availability answer; a rehabilitator asking for the direct debit order gets the account; no
 * step (or an unknown one) goes to the first still to do.
 */
export function inscriptionTargetOf(
  application: Pick<ApplicationView, 'status' | 'type' | 'hasDirectDebitOrder' | 'invited'>,
  slug: string | undefined,
): InscriptionTarget {
  const resume = resumeStepOf(application);
  const opened = application.invited || application.status === 'confirmed';
  if (!opened || resume === 'availability' || resume === 'waitList') {
    return { kind: 'registration' };
  }
  const asked = inscriptionStepOf(slug);
  const step =
    asked === 'directDebit' && !needsDirectDebitOrder(application.type)
      ? 'account'
      : (asked ?? (resume === 'directDebit' ? 'directDebit' : 'account'));
  return asked === step ? { kind: 'show', step } : { kind: 'redirect', step };
}

/** The `?applicationId=…&token=…` of an emailed link, carried from one step to the next. */
export function linkQuery(applicationId: string, token: string): string {
  return `?${new URLSearchParams({ applicationId, token }).toString()}`;
}
