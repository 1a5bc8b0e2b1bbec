import { apiRoutes, type ApplicationType } from '@oxilio/domain/contract';
import { api } from '../../../app/api';

/** PATCH …/confirmation: an available application is confirmed (the link proved the address). */
export const confirmApplication = (type: ApplicationType, id: string, verificationToken: string) =>
  api.call(apiRoutes.applications.confirmation, {
    params: { type, id },
    body: { verificationToken },
  });

/** PATCH …/waitListSubscription: an application that cannot be served yet joins the waiting list. */
export const joinWaitList = (type: ApplicationType, id: string, verificationToken: string) =>
  api.call(apiRoutes.applications.waitListSubscription, {
    params: { type, id },
    body: { verificationToken },
  });
