import { apiRoutes, type ApplicationType } from '@oxilio/domain/contract';
import { api } from '../../../app/api';

/** GET applications/{type}/{id}?verificationToken=: the application an emailed link opens. */
export const readApplication = (type: ApplicationType, id: string, verificationToken: string) =>
  api.call(apiRoutes.applications.read, { params: { type, id }, query: { verificationToken } });
