/**
 * A patient's pathology and functional capacity, as display labels (labels.ts says how they are
 * used): the rehabilitator's and the manager's lists of patients show them.
 */
import { FunctionalCapacity, Pathology } from './enums';
import { defineMessages } from './i18n';
import type { Labels } from './labels';

const pathologyMessages = defineMessages({
  unspecified: {
    id: 'domain.pathology.unspecified',
    defaultMessage: 'Non renseignée',
    description: 'Pathology not given (placeholder values 0 and 1)',
  },
  cerebellarAtaxia: {
    id: 'domain.pathology.cerebellarAtaxia',
    defaultMessage: 'Ataxie cérébelleuse',
  },
  functionalDecline: {
    id: 'domain.pathology.functionalDecline',
    defaultMessage: 'Déclin fonctionnel',
  },
  rightHemiparesis: {
    id: 'domain.pathology.rightHemiparesis',
    defaultMessage: 'Hémiparésie droite',
  },
  leftHemiparesis: { id: 'domain.pathology.leftHemiparesis', defaultMessage: 'Hémiparésie gauche' },
  parkinson: {
    id: 'domain.pathology.parkinson',
    defaultMessage: 'Maladie ou syndrome de Parkinson',
  },
  paraparesis: { id: 'domain.pathology.paraparesis', defaultMessage: 'Paraparésie' },
  other: {
    id: 'domain.pathology.other',
    defaultMessage: 'Autre',
    description: 'Another pathology (feminine in French: la pathologie)',
  },
});
/** Pathologies 0-8; the placeholders 0 and 1 read "not given". */
export const pathologyLabel: Labels<Pathology> = {
  [Pathology.Placeholder0]: pathologyMessages.unspecified,
  [Pathology.Placeholder1]: pathologyMessages.unspecified,
  [Pathology.CerebellarAtaxia]: pathologyMessages.cerebellarAtaxia,
  [Pathology.FunctionalDecline]: pathologyMessages.functionalDecline,
  [Pathology.RightHemiparesis]: pathologyMessages.rightHemiparesis,
  [Pathology.LeftHemiparesis]: pathologyMessages.leftHemiparesis,
  [Pathology.Parkinson]: pathologyMessages.parkinson,
  [Pathology.Paraparesis]: pathologyMessages.paraparesis,
  [Pathology.Other]: pathologyMessages.other,
};

const functionalCapacityMessages = defineMessages({
  seated: { id: 'domain.functionalCapacity.seated', defaultMessage: 'Assis' },
  seatedDescription: {
    id: 'domain.functionalCapacity.seated.description',
    defaultMessage: 'Tient assis sans aide',
  },
  standing: { id: 'domain.functionalCapacity.standing', defaultMessage: 'Debout' },
  standingDescription: {
    id: 'domain.functionalCapacity.standing.description',
    defaultMessage: 'Tient debout sans aide',
  },
  intermediateWalk: {
    id: 'domain.functionalCapacity.intermediateWalk',
    defaultMessage: 'Marche intermédiaire',
  },
  intermediateWalkDescription: {
    id: 'domain.functionalCapacity.intermediateWalk.description',
    defaultMessage: 'Marche sans aide sur plus de 3 mètres',
  },
  autonomousWalk: {
    id: 'domain.functionalCapacity.autonomousWalk',
    defaultMessage: 'Marche autonome',
  },
  autonomousWalkDescription: {
    id: 'domain.functionalCapacity.autonomousWalk.description',
    defaultMessage: 'Marche sans aide sur plus de 50 mètres',
  },
});
/** Short name of each functional capacity level. */
export const functionalCapacityLabel: Labels<FunctionalCapacity> = {
  [FunctionalCapacity.Seated]: functionalCapacityMessages.seated,
  [FunctionalCapacity.Standing]: functionalCapacityMessages.standing,
  [FunctionalCapacity.IntermediateWalk]: functionalCapacityMessages.intermediateWalk,
  [FunctionalCapacity.AutonomousWalk]: functionalCapacityMessages.autonomousWalk,
};
/** What each functional capacity level means (thresholds: `walkingThresholdMetres`). */
export const functionalCapacityDescription: Labels<FunctionalCapacity> = {
  [FunctionalCapacity.Seated]: functionalCapacityMessages.seatedDescription,
  [FunctionalCapacity.Standing]: functionalCapacityMessages.standingDescription,
  [FunctionalCapacity.IntermediateWalk]: functionalCapacityMessages.intermediateWalkDescription,
  [FunctionalCapacity.AutonomousWalk]: functionalCapacityMessages.autonomousWalkDescription,
};
