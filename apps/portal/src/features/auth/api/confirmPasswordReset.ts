import { authRoutes } from '@oxilio/domain/contract';
import { api } from '../../../app/api';

/** POST /Auth/confirmResetPassword: the emailed link's token and the new password. */
export const confirmPasswordReset = (verificationToken: string, password: string) =>
  api.call(authRoutes.confirmResetPassword, { body: { verificationToken, password } });
