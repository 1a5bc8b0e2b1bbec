/**
 * The account pages' parts: the patient's personal information, password, establishments and access
 * log; a professional's whole account (rehabilitator, manager).
 */
export { PersonalInformationCard } from './components/PersonalInformationCard';
export { PasswordCard } from './components/PasswordCard';
export { WorkPlacesCard } from './components/WorkPlacesCard';
export { AccessLogCard } from './components/AccessLogCard';
export { usePatientProfile } from './api/getPatientProfile';
export { ProfessionalAccount } from './components/ProfessionalAccount';
