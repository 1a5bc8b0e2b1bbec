import { pathOf } from '@oxilio/domain/client';
import {
  apiRoutes,
  type PatchPatientBody,
  type PatchPatientSettingsBody,
} from '@oxilio/domain/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../../app/api';
import { patientProgramsKey } from '../../programs';
import { followedPatientKey, type FollowedPatientRef } from './getFollowedPatient';
import { patientSettingsKey } from './getPatientSettings';

/** Every stats and completion answer of the patient (their objectives are in it). */
const isStatsKeyOf = (patientId: string) => {
  const prefixes = [apiRoutes.stats.patientStats, apiRoutes.stats.patientPercentages].map((entry) =>
    pathOf(entry, { params: { id: patientId } }),
  );
  return (key: unknown) =>
    typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix));
};

/**
 * Saves objectives and settings (PATCH /PatchPatientSettings): the settings take the answer and the
 * patient's stats and completion are asked again.
 */
export function useSavePatientSettings() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (
      ref: FollowedPatientRef,
      patientSettings: PatchPatientSettingsBody['patientSettings'],
    ) => {
      const result = await api.call(apiRoutes.rehabilitators.patchSettings, {
        body: { patientId: ref.patientId, reeducatorId: ref.rehabilitatorId, patientSettings },
      });
      if (result.ok) {
        await Promise.all([
          mutate(patientSettingsKey(ref), result.data, { revalidate: false }),
          mutate(isStatsKeyOf(ref.patientId)),
        ]);
      }
      return result;
    },
    [mutate],
  );
}

/** What the rehabilitator sets of the patient's clinical profile. */
export type ClinicalProfileChange = Pick<
  PatchPatientBody,
  'pathologies' | 'mainPathology' | 'functionalCapacity' | 'availableEquipment'
>;

/**
 * Saves pathologies, functional capacity and available equipment (PATCH /patients/{id}); the
 * followed patient, the settings (the default objectives follow the capacity) and the patient's
 * programs (their mismatches follow the capacity and the equipment) are asked again.
 */
export function useSaveClinicalProfile() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (ref: FollowedPatientRef, change: ClinicalProfileChange) => {
      const result = await api.call(apiRoutes.patients.patchPatient, {
        params: { id: ref.patientId },
        body: change,
      });
      if (result.ok) {
        await Promise.all([
          mutate(followedPatientKey(ref)),
          mutate(patientSettingsKey(ref)),
          mutate(isStatsKeyOf(ref.patientId)),
          // Their mismatches follow the capacity and the equipment.
          mutate(patientProgramsKey(ref.patientId, false)),
          mutate(patientProgramsKey(ref.patientId, true)),
        ]);
      }
      return result;
    },
    [mutate],
  );
}
