import {
  apiRoutes,
  type ApplicationSignupBody,
  type ApplicationType,
} from '@oxilio/domain/contract';
import { api } from '../../../app/api';

/** POST /applications/{type}/{id}/signup: the account of an application (single use of its link). */
export const signUpFromApplication = (
  type: ApplicationType,
  applicationId: string,
  body: ApplicationSignupBody,
) => api.call(apiRoutes.applications.signup, { params: { type, id: applicationId }, body });
