/**
 * A patient's registration with an establishment (docs/decisions/patient-registration-requests.md):
 * the directory picker, the patient's card and "My day" notice, the managers' pending requests,
 * and the end of the signup's words for each state.
 */
export { EstablishmentPicker, type EstablishmentPick } from './components/EstablishmentPicker';
export { MyEstablishmentCard } from './components/MyEstablishmentCard';
export { RegistrationDayNotice } from './components/RegistrationDayNotice';
export { RegistrationRequestsCard } from './components/RegistrationRequestsCard';
export { signupDoneMessage } from './model/signupDone';
export { registrationMessages } from './messages';
