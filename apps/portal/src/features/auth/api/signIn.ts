import { authRoutes, type SigninBody } from '@oxilio/domain/contract';
import { api } from '../../../app/api';

/** POST /auth/signin: the tokens, or `invalid_credentials` (a result, never a refresh). */
export const signIn = (body: SigninBody) => api.call(authRoutes.signin, { body });
