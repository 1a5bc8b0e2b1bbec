import { authRoutes } from '@oxilio/domain/contract';
import { api } from '../../../app/api';

/**
 * POST /auth/signout: ends this session on the server (its refresh token at once, its access
 * tokens within seconds everywhere). Waits at most `timeoutMs`: signing out never hangs offline.
 */
export const signOut = (timeoutMs = 5000) =>
  api.call(authRoutes.signout, { signal: AbortSignal.timeout(timeoutMs) });
