import { apiRoutes } from '@oxilio/domain/contract';
import { api } from '../../../app/api';

/** POST /auth/resetPassword: emails a link to choose a new password. */
export const requestPasswordReset = (email: string) =>
  api.call(apiRoutes.auth.resetPassword, { body: { email } });
