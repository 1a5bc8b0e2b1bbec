import { authRoutes } from '@oxilio/domain/contract';
import { api } from '../../../app/api';

/** POST /auth/resetPassword: emails a link to choose a new password. */
export const requestPasswordReset = (email: string) =>
  api.call(authRoutes.resetPassword, { body: { email } });
