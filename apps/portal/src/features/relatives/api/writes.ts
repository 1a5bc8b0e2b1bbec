import { apiRoutes, type PatientRelative, type PatientRelativeBody } from '@oxilio/domain/contract';
import { api } from '../../../app/api';
import type { WriteCall } from '../../../app/useWrite';
import { relativesKey } from './getRelatives';

/** The patient adds a relative; the list is read again. */
export const addRelativeWrite = (
  patientId: string,
): WriteCall<PatientRelativeBody, PatientRelative> => ({
  call: (body) => api.call(apiRoutes.patients.addRelative, { params: { id: patientId }, body }),
  key: relativesKey(patientId),
});

/** The patient removes a relative (named in the notice); the list is read again. */
export const removeRelativeWrite = (
  patientId: string,
): WriteCall<{ relative: PatientRelative }, undefined> => ({
  call: ({ relative }) =>
    api.call(apiRoutes.patients.removeRelative, {
      params: { id: patientId, relativeId: relative.id },
    }),
  key: relativesKey(patientId),
});
