/** The health record systems connected to the establishment's FHIR interface (SMART Backend Services). */
export {
  fhirClientsKey,
  registerFhirClientWrite,
  revokeFhirClientWrite,
  useFhirClients,
} from './api/fhirClients';
export { FhirClientsCard, FhirClientsSection } from './components/FhirClientsCard';
export { fhirClientsMessages } from './components/messages';
