import {
  apiRoutes,
  type ApplicationCreateBody,
  type ApplicationType,
} from '@oxilio/domain/contract';
import { api } from '../../../app/api';

/** POST applications/{type}: the application form, its availability answer and the emailed link. */
export const createApplication = (type: ApplicationType, body: ApplicationCreateBody) =>
  api.call(apiRoutes.applications.create, { params: { type }, body });
