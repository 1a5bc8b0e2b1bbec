import { authRoutes } from '@oxilio/domain/contract';
import { api } from '../../../app/api';

/** POST /Auth/checkResetPasswordToken: whether a reset link can still be used. */
export const checkResetPasswordToken = (verificationToken: string) =>
  api.call(authRoutes.checkResetPasswordToken, { body: { verificationToken } });
