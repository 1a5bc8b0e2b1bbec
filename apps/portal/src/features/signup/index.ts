/** Signup journeys: the application form, the emailed link's steps, the direct debit order. */
export { ApplicationForm } from './components/ApplicationForm';
export { AvailabilityAnswer } from './components/AvailabilityAnswer';
export { DirectDebitStep } from './components/DirectDebitStep';
export { AccountStep } from './components/AccountStep';
export { LinkCheck } from './components/LinkCheck';
export { StepProgress } from './components/StepProgress';
export { readApplication } from './api/readApplication';
export { checkApplicationLink } from './api/checkApplicationLink';
export {
  useApplicationLinkParams,
  useLinkedApplication,
  type ApplicationLinkParams,
} from './useLinkedApplication';
export {
  journeySteps,
  inscriptionSlugs,
  inscriptionTargetOf,
  registrationSlugs,
  resumeStepOf,
  linkQuery,
  type InscriptionStep,
} from './model/journeys';
export { stepMessages, accountStepMessages, linkMessages } from './messages';
