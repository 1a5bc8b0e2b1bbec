import { authRoutes } from '@oxilio/domain/contract';
import { api } from '../../../app/api';

/** POST /auth/signup/confirm: the emailed link's token confirms the address. */
export const confirmSignup = (verificationToken: string) =>
  api.call(authRoutes.signupConfirm, { body: { verificationToken } });
