import { authRoutes, type SignupBody } from '@oxilio/domain/contract';
import { api } from '../../../app/api';

/** POST /auth/signup: a patient account, confirmed by the emailed link. */
export const signUp = (body: SignupBody) => api.call(authRoutes.signup, { body });
