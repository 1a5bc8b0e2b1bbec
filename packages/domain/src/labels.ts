/**
 * Display labels of the enumerations (docs/product.md#enumerations), as message descriptors (French
 * source text), with one typed lookup per enumeration: `bodyPartLabel[BodyPart.Spine]`. Render them
 * with react-intl's `formatMessage` (or `@formatjs/intl` on the server). The roles' are in
 * roleLabels.ts, the patients' (pathology, functional capacity) in patientLabels.ts: the first
 * screens show those alone, and a page loads the module of the labels it shows, with their texts.
 */
import {
  BodyPart,
  Equipment,
  ExerciseDifficulty,
  ExerciseType,
  Position,
  type EffortLevel,
  type PainLevel,
  type ProgramDifficultyLevel,
  type StatsScale,
} from './enums';
import type { ApplicationEstablishmentType } from './contract/applications';
import { defineMessages, type MessageDescriptor } from './i18n';

export type Labels<K extends PropertyKey> = Readonly<Record<K, MessageDescriptor>>;

const exerciseTypeMessages = defineMessages({
  endurance: { id: 'domain.exerciseType.endurance', defaultMessage: 'Endurance' },
  balance: { id: 'domain.exerciseType.balance', defaultMessage: 'Équilibre' },
  strength: {
    id: 'domain.exerciseType.strength',
    defaultMessage: 'Renforcement',
    description: 'Exercise type: muscle strengthening',
  },
  flexibility: { id: 'domain.exerciseType.flexibility', defaultMessage: 'Souplesse' },
  functional: {
    id: 'domain.exerciseType.functional',
    defaultMessage: 'Fonctionnel',
    description: 'Exercise type: tasks of daily life',
  },
  clinicalTest: { id: 'domain.exerciseType.clinicalTest', defaultMessage: 'Test clinique' },
});
/** Exercise types; exercise themes are the same six and use the same labels. */
export const exerciseTypeLabel: Labels<ExerciseType> = {
  [ExerciseType.Endurance]: exerciseTypeMessages.endurance,
  [ExerciseType.Balance]: exerciseTypeMessages.balance,
  [ExerciseType.Strength]: exerciseTypeMessages.strength,
  [ExerciseType.Flexibility]: exerciseTypeMessages.flexibility,
  [ExerciseType.Functional]: exerciseTypeMessages.functional,
  [ExerciseType.ClinicalTest]: exerciseTypeMessages.clinicalTest,
};
/** Exercise themes are the exercise types. */
export const exerciseThemeLabel: Labels<ExerciseType> = exerciseTypeLabel;

const equipmentMessages = defineMessages({
  table: {
    id: 'domain.equipment.table',
    defaultMessage: 'Table',
    description: 'Exercise equipment: a table (furniture)',
  },
  glass: {
    id: 'domain.equipment.glass',
    defaultMessage: 'Verre',
    description: 'Exercise equipment: a drinking glass',
  },
});
export const equipmentLabel: Labels<Equipment> = {
  [Equipment.Table]: equipmentMessages.table,
  [Equipment.Glass]: equipmentMessages.glass,
};

const equipmentInSentenceMessages = defineMessages({
  table: {
    id: 'domain.equipmentInSentence.table',
    defaultMessage: 'table',
    description:
      'A table (furniture) inside a list in a sentence: "matériel disponible : table, verre"',
  },
  glass: {
    id: 'domain.equipmentInSentence.glass',
    defaultMessage: 'verre',
    description:
      'A drinking glass inside a list in a sentence: "matériel disponible : table, verre"',
  },
});
/** Equipment named inside a sentence's list ("matériel disponible : table, verre"). */
export const equipmentInSentence: Labels<Equipment> = {
  [Equipment.Table]: equipmentInSentenceMessages.table,
  [Equipment.Glass]: equipmentInSentenceMessages.glass,
};

const equipmentNeededMessages = defineMessages({
  table: {
    id: 'domain.equipmentNeeded.table',
    defaultMessage: 'une table',
    description:
      'What an exercise asks for, with its article: "« Boire un verre debout » demande une table"',
  },
  glass: {
    id: 'domain.equipmentNeeded.glass',
    defaultMessage: 'un verre',
    description:
      'What an exercise asks for, with its article: "« Prendre un verre » demande un verre"',
  },
});
/** Equipment as an exercise asks for it, with its article ("demande une table"). */
export const equipmentNeeded: Labels<Equipment> = {
  [Equipment.Table]: equipmentNeededMessages.table,
  [Equipment.Glass]: equipmentNeededMessages.glass,
};

const positionMessages = defineMessages({
  all: { id: 'domain.position.all', defaultMessage: 'Toutes les positions' },
  seatedImmobilised: {
    id: 'domain.position.seatedImmobilised',
    defaultMessage: 'Assis immobilisé',
    description: 'Exercise position: seated, the wheelchair and device do not move',
  },
  seatedMobile: {
    id: 'domain.position.seatedMobile',
    defaultMessage: 'Assis mobile',
    description: 'Exercise position: seated, the wheelchair and device move',
  },
  standingImmobilised: {
    id: 'domain.position.standingImmobilised',
    defaultMessage: 'Debout immobilisé',
    description: 'Exercise position: standing in the device, which does not move',
  },
  standingMobile: {
    id: 'domain.position.standingMobile',
    defaultMessage: 'Debout mobile',
    description: 'Exercise position: standing in the device, which moves',
  },
  withoutDevice: {
    id: 'domain.position.withoutDevice',
    defaultMessage: 'Sans le dispositif',
    description: 'Exercise position: done without the oxilio device',
  },
});
export const positionLabel: Labels<Position> = {
  [Position.All]: positionMessages.all,
  [Position.SeatedImmobilised]: positionMessages.seatedImmobilised,
  [Position.SeatedMobile]: positionMessages.seatedMobile,
  [Position.StandingImmobilised]: positionMessages.standingImmobilised,
  [Position.StandingMobile]: positionMessages.standingMobile,
  [Position.WithoutDevice]: positionMessages.withoutDevice,
};

const bodyPartMessages = defineMessages({
  all: { id: 'domain.bodyPart.all', defaultMessage: 'Toutes les parties du corps' },
  rightHip: { id: 'domain.bodyPart.rightHip', defaultMessage: 'Hanche droite' },
  leftHip: { id: 'domain.bodyPart.leftHip', defaultMessage: 'Hanche gauche' },
  bothHips: { id: 'domain.bodyPart.bothHips', defaultMessage: 'Les deux hanches' },
  rightKnee: { id: 'domain.bodyPart.rightKnee', defaultMessage: 'Genou droit' },
  leftKnee: { id: 'domain.bodyPart.leftKnee', defaultMessage: 'Genou gauche' },
  bothKnees: { id: 'domain.bodyPart.bothKnees', defaultMessage: 'Les deux genoux' },
  rightFoot: { id: 'domain.bodyPart.rightFoot', defaultMessage: 'Pied droit' },
  leftFoot: { id: 'domain.bodyPart.leftFoot', defaultMessage: 'Pied gauche' },
  bothFeet: { id: 'domain.bodyPart.bothFeet', defaultMessage: 'Les deux pieds' },
  rightLowerLimb: {
    id: 'domain.bodyPart.rightLowerLimb',
    defaultMessage: 'Membre inférieur droit',
  },
  leftLowerLimb: { id: 'domain.bodyPart.leftLowerLimb', defaultMessage: 'Membre inférieur gauche' },
  bothLowerLimbs: {
    id: 'domain.bodyPart.bothLowerLimbs',
    defaultMessage: 'Les deux membres inférieurs',
  },
  leftUpperLimb: { id: 'domain.bodyPart.leftUpperLimb', defaultMessage: 'Membre supérieur gauche' },
  rightUpperLimb: {
    id: 'domain.bodyPart.rightUpperLimb',
    defaultMessage: 'Membre supérieur droit',
  },
  bothUpperLimbs: {
    id: 'domain.bodyPart.bothUpperLimbs',
    defaultMessage: 'Les deux membres supérieurs',
  },
  spine: { id: 'domain.bodyPart.spine', defaultMessage: 'Colonne vertébrale' },
  shoulders: { id: 'domain.bodyPart.shoulders', defaultMessage: 'Épaules' },
  wholeBody: { id: 'domain.bodyPart.wholeBody', defaultMessage: 'Corps entier' },
});
export const bodyPartLabel: Labels<BodyPart> = {
  [BodyPart.All]: bodyPartMessages.all,
  [BodyPart.RightHip]: bodyPartMessages.rightHip,
  [BodyPart.LeftHip]: bodyPartMessages.leftHip,
  [BodyPart.BothHips]: bodyPartMessages.bothHips,
  [BodyPart.RightKnee]: bodyPartMessages.rightKnee,
  [BodyPart.LeftKnee]: bodyPartMessages.leftKnee,
  [BodyPart.BothKnees]: bodyPartMessages.bothKnees,
  [BodyPart.RightFoot]: bodyPartMessages.rightFoot,
  [BodyPart.LeftFoot]: bodyPartMessages.leftFoot,
  [BodyPart.BothFeet]: bodyPartMessages.bothFeet,
  [BodyPart.RightLowerLimb]: bodyPartMessages.rightLowerLimb,
  [BodyPart.LeftLowerLimb]: bodyPartMessages.leftLowerLimb,
  [BodyPart.BothLowerLimbs]: bodyPartMessages.bothLowerLimbs,
  [BodyPart.LeftUpperLimb]: bodyPartMessages.leftUpperLimb,
  [BodyPart.RightUpperLimb]: bodyPartMessages.rightUpperLimb,
  [BodyPart.BothUpperLimbs]: bodyPartMessages.bothUpperLimbs,
  [BodyPart.Spine]: bodyPartMessages.spine,
  [BodyPart.Shoulders]: bodyPartMessages.shoulders,
  [BodyPart.WholeBody]: bodyPartMessages.wholeBody,
};

const exerciseDifficultyMessages = defineMessages({
  light: {
    id: 'domain.exerciseDifficulty.light',
    defaultMessage: 'Légère',
    description: 'Exercise difficulty level 1 of 3 (feminine in French: la difficulté)',
  },
  moderate: {
    id: 'domain.exerciseDifficulty.moderate',
    defaultMessage: 'Modérée',
    description: 'Exercise difficulty level 2 of 3',
  },
  intense: {
    id: 'domain.exerciseDifficulty.intense',
    defaultMessage: 'Intense',
    description: 'Exercise difficulty level 3 of 3',
  },
});
export const exerciseDifficultyLabel: Labels<ExerciseDifficulty> = {
  [ExerciseDifficulty.Light]: exerciseDifficultyMessages.light,
  [ExerciseDifficulty.Moderate]: exerciseDifficultyMessages.moderate,
  [ExerciseDifficulty.Intense]: exerciseDifficultyMessages.intense,
};

const effortMessages = defineMessages({
  1: {
    id: 'domain.effort.1',
    defaultMessage: 'Extrêmement facile',
    description: 'Perceived effort 1 of 10, rated by the patient after an exercise',
  },
  2: {
    id: 'domain.effort.2',
    defaultMessage: 'Très facile',
    description: 'Perceived effort 2 of 10',
  },
  3: { id: 'domain.effort.3', defaultMessage: 'Facile', description: 'Perceived effort 3 of 10' },
  4: {
    id: 'domain.effort.4',
    defaultMessage: 'Moyen (je peux parler)',
    description: 'Perceived effort 4 of 10: average, the patient can talk while exercising',
  },
  5: {
    id: 'domain.effort.5',
    defaultMessage: 'Important',
    description: 'Perceived effort 5 of 10',
  },
  6: {
    id: 'domain.effort.6',
    defaultMessage: 'Assez difficile',
    description: 'Perceived effort 6 of 10',
  },
  7: {
    id: 'domain.effort.7',
    defaultMessage: 'Difficile',
    description: 'Perceived effort 7 of 10',
  },
  8: {
    id: 'domain.effort.8',
    defaultMessage: 'Très difficile',
    description: 'Perceived effort 8 of 10',
  },
  9: {
    id: 'domain.effort.9',
    defaultMessage: 'Extrêmement difficile',
    description: 'Perceived effort 9 of 10',
  },
  10: {
    id: 'domain.effort.10',
    defaultMessage: 'Effort maximal',
    description: 'Perceived effort 10 of 10',
  },
});
/** The ten labels of the player's effort scale. */
export const effortLabel: Labels<EffortLevel> = effortMessages;

const painMessages = defineMessages({
  0: {
    id: 'domain.pain.0',
    defaultMessage: 'Pas de douleur',
    description: 'Pain level 0: the patient felt no pain during the session (an answer, below 1)',
  },
  1: {
    id: 'domain.pain.1',
    defaultMessage: 'Légère',
    description: 'Pain level 1 of 3, rated after a session (feminine in French: la douleur)',
  },
  2: { id: 'domain.pain.2', defaultMessage: 'Modérée', description: 'Pain level 2 of 3' },
  3: { id: 'domain.pain.3', defaultMessage: 'Intense', description: 'Pain level 3 of 3' },
});
/** Pain 0 (none) and 1-3, the same bands in every locale, so that a report means the same everywhere. */
export const painLabel: Labels<PainLevel> = painMessages;

const programDifficultyMessages = defineMessages({
  1: {
    id: 'domain.programDifficulty.1',
    defaultMessage: 'Facile',
    description: 'How hard the session felt, 1 of 3 (masculine in French: le programme)',
  },
  2: {
    id: 'domain.programDifficulty.2',
    defaultMessage: 'Moyen',
    description: 'How hard the session felt, 2 of 3',
  },
  3: {
    id: 'domain.programDifficulty.3',
    defaultMessage: 'Difficile',
    description: 'How hard the session felt, 3 of 3',
  },
});
export const programDifficultyLabel: Labels<ProgramDifficultyLevel> = programDifficultyMessages;

const statsScaleMessages = defineMessages({
  Day: { id: 'domain.statsScale.day', defaultMessage: 'Jour' },
  Week: { id: 'domain.statsScale.week', defaultMessage: 'Semaine' },
  Month: { id: 'domain.statsScale.month', defaultMessage: 'Mois' },
});
export const statsScaleLabel: Labels<StatsScale> = statsScaleMessages;

const establishmentTypeMessages = defineMessages({
  nursing_home: {
    id: 'domain.establishmentType.nursingHome',
    defaultMessage: 'EHPAD, maison de retraite',
    description: 'Kind of establishment: a residential home for dependent older people',
  },
  hospital: { id: 'domain.establishmentType.hospital', defaultMessage: 'Hôpital, clinique' },
  rehabilitation_centre: {
    id: 'domain.establishmentType.rehabilitationCentre',
    defaultMessage: 'Centre de rééducation',
  },
  residence: {
    id: 'domain.establishmentType.residence',
    defaultMessage: 'Résidence autonomie ou services',
    description: 'Kind of establishment: a residence for older people who live on their own',
  },
  home_care: { id: 'domain.establishmentType.homeCare', defaultMessage: 'Soins à domicile' },
  other: { id: 'domain.establishmentType.other', defaultMessage: 'Autre' },
});
/**
 * The kinds of establishment (`applicationEstablishmentTypes`, stored in establishments.type), as
 * the signup's application and the manager's establishment account name them.
 */
export const establishmentTypeLabel: Labels<ApplicationEstablishmentType> =
  establishmentTypeMessages;
