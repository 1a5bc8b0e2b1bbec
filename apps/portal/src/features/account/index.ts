/** The patient's account: personal information, password, establishments, access log. */
export { PersonalInformationCard } from './components/PersonalInformationCard';
export { PasswordCard } from './components/PasswordCard';
export { WorkPlacesCard } from './components/WorkPlacesCard';
export { AccessLogCard } from './components/AccessLogCard';
export { usePatientProfile } from './api/getPatientProfile';
