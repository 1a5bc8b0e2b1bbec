/** Applications: the links of invitations and signups, checked and completed. */
export { checkSignupToken } from './api/checkSignupToken';
export { signUpFromApplication } from './api/signUpFromApplication';
