import type { FhirClientResourceType } from '@oxilio/domain/contract';
import type { MessageDescriptor } from 'react-intl';
import { fhirClientsMessages as messages } from './messages';

/** Each resource type in a manager's words, with its FHIR name where it differs. */
export const typeLabels: Record<FhirClientResourceType, MessageDescriptor> = {
  Patient: messages.scopePatient,
  Observation: messages.scopeObservation,
  Device: messages.scopeDevice,
  Goal: messages.scopeGoal,
  Organization: messages.scopeOrganization,
  Practitioner: messages.scopePractitioner,
  Group: messages.scopeGroup,
};
