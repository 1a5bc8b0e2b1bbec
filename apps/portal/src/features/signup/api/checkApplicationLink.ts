import { apiRoutes } from '@oxilio/domain/contract';
import { api } from '../../../app/api';

/** POST Applications/CheckSignupToken: the application of an emailed link, whatever its type. */
export const checkApplicationLink = (applicationId: string, verificationToken: string) =>
  api.call(apiRoutes.applications.checkSignupToken, {
    body: { applicationId, verificationToken },
  });
