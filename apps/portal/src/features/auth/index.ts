/** Signing in, signing up, confirming an address, resetting a password. */
export { signIn } from './api/signIn';
export { signOut } from './api/signOut';
export { signUp } from './api/signUp';
export { confirmSignup } from './api/confirmSignup';
export { requestPasswordReset } from './api/requestPasswordReset';
export { checkResetPasswordToken } from './api/checkResetPasswordToken';
export { confirmPasswordReset } from './api/confirmPasswordReset';
