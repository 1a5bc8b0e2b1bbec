import {
  dayOfInstant,
  equipmentInSentence,
  equipmentNeeded,
  formatDate,
  formatPersonName,
  functionalCapacityLabel,
  Position,
  type Equipment,
} from '@oxilio/domain';
import type {
  PatientPrescriptionMismatches,
  PrescriptionConfirmation,
  PrescriptionMismatch,
} from '@oxilio/domain/contract';
import { Alert, ConfirmDialog, Link, Stack, Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { defineMessages } from '../../../i18n/defineMessages';
import { useExerciseName } from '../../exercises';
import { usePatientPrograms } from '../api/getPatientPrograms';
import { concernsEquipment, isSameMismatch, programsAskingTooMuch } from '../model/prescription';
import * as styles from './programs.css';
import { useTimeZone } from '../../stats';

const messages = defineMessages({
  stand: {
    id: 'rehabilitator.prescription.stand',
    defaultMessage: '« {exercise} » demande de se tenir debout ; capacité actuelle : {capacity}.',
  },
  walk: {
    id: 'rehabilitator.prescription.walk',
    defaultMessage: '« {exercise} » demande de marcher ; capacité actuelle : {capacity}.',
  },
  withoutDevice: {
    id: 'rehabilitator.prescription.withoutDevice',
    defaultMessage:
      '« {exercise} » se fait sans le dispositif, ce qui demande la marche autonome ; capacité actuelle : {capacity}.',
  },
  distance: {
    id: 'rehabilitator.prescription.distance',
    defaultMessage:
      '« {exercise} » demande de marcher environ {metres} mètres d’affilée ; capacité actuelle : {capacity}, jusqu’à {limit} mètres.',
  },
  equipment: {
    id: 'rehabilitator.prescription.equipment',
    defaultMessage: '« {exercise} » demande {missing} ; matériel disponible : {available}.',
    description:
      'An exercise needs equipment the patient does not have where they do their sessions. missing: "une table et un verre"; available: "verre" or "aucun"',
  },
  noEquipment: {
    id: 'rehabilitator.prescription.noEquipment',
    defaultMessage: 'aucun',
    description: 'No equipment available: "matériel disponible : aucun"',
  },
  unknownCapacity: {
    id: 'rehabilitator.prescription.unknownCapacity',
    defaultMessage: 'non renseignée',
  },
  assignTitle: {
    id: 'rehabilitator.prescription.assignTitle',
    defaultMessage: 'Attribuer ce programme malgré tout ?',
  },
  assignDescription: {
    id: 'rehabilitator.prescription.assignDescription',
    defaultMessage:
      'Ce programme demande plus que la capacité fonctionnelle actuelle de {name}. Votre confirmation sera enregistrée dans son dossier.',
  },
  assignDescriptionEquipment: {
    id: 'rehabilitator.prescription.assignDescriptionEquipment',
    defaultMessage:
      'Ce programme demande plus que la capacité fonctionnelle ou le matériel disponible de {name}. Votre confirmation sera enregistrée dans son dossier.',
  },
  assignConfirm: {
    id: 'rehabilitator.prescription.assignConfirm',
    defaultMessage: 'Attribuer quand même',
  },
  modifyTitle: {
    id: 'rehabilitator.prescription.modifyTitle',
    defaultMessage: 'Enregistrer ce programme malgré tout ?',
  },
  modifyDescription: {
    id: 'rehabilitator.prescription.modifyDescription',
    defaultMessage:
      '{count, plural, one {Un patient qui suit ce programme a une capacité fonctionnelle inférieure à ce qu’il demande. Votre confirmation sera enregistrée dans son dossier.} other {# patients qui suivent ce programme ont une capacité fonctionnelle inférieure à ce qu’il demande. Votre confirmation sera enregistrée dans leur dossier.}}',
  },
  modifyDescriptionEquipment: {
    id: 'rehabilitator.prescription.modifyDescriptionEquipment',
    defaultMessage:
      '{count, plural, one {Ce programme demande plus que la capacité fonctionnelle ou le matériel disponible d’un patient qui le suit. Votre confirmation sera enregistrée dans son dossier.} other {Ce programme demande plus que la capacité fonctionnelle ou le matériel disponible de # patients qui le suivent. Votre confirmation sera enregistrée dans leur dossier.}}',
  },
  modifyConfirm: {
    id: 'rehabilitator.prescription.modifyConfirm',
    defaultMessage: 'Enregistrer quand même',
  },
  cancel: { id: 'rehabilitator.prescription.cancel', defaultMessage: 'Revoir le programme' },
  bannerTitle: {
    id: 'rehabilitator.prescription.bannerTitle',
    defaultMessage:
      '{count, plural, one {Le programme en cours demande plus que la capacité fonctionnelle actuelle} other {Les programmes en cours demandent plus que la capacité fonctionnelle actuelle}}',
  },
  bannerTitleEquipment: {
    id: 'rehabilitator.prescription.bannerTitleEquipment',
    defaultMessage:
      '{count, plural, one {Le programme en cours demande plus que la capacité fonctionnelle ou le matériel disponible} other {Les programmes en cours demandent plus que la capacité fonctionnelle ou le matériel disponible}}',
  },
  selfProgram: {
    id: 'rehabilitator.prescription.selfProgram',
    defaultMessage: 'Auto-rééducation : « {name} »',
  },
  supervisedProgram: {
    id: 'rehabilitator.prescription.supervisedProgram',
    defaultMessage: 'Séances accompagnées : « {name} »',
  },
  confirmedBy: {
    id: 'rehabilitator.prescription.confirmedBy',
    defaultMessage: 'Écart confirmé par {name} le {date}.',
  },
  confirmedOn: {
    id: 'rehabilitator.prescription.confirmedOn',
    defaultMessage: 'Écart confirmé le {date}.',
  },
  seePrograms: {
    id: 'rehabilitator.prescription.seePrograms',
    defaultMessage: 'Revoir les programmes',
  },
  notConfirmed: {
    id: 'rehabilitator.prescription.notConfirmed',
    defaultMessage:
      'Écart apparu depuis l’attribution (la capacité fonctionnelle a changé) : revoyez le programme.',
  },
  notConfirmedEquipment: {
    id: 'rehabilitator.prescription.notConfirmedEquipment',
    defaultMessage:
      'Écart apparu depuis l’attribution (la capacité fonctionnelle ou le matériel disponible a changé) : revoyez le programme.',
  },
});

/**
 * Each mismatch in plain words: the exercise, what it asks, the patient's current capacity or the
 * equipment they have.
 */
export function MismatchList({ mismatches }: { mismatches: readonly PrescriptionMismatch[] }) {
  const intl = useIntl();
  const nameOf = useExerciseName();
  const equipmentList = (
    list: readonly number[],
    labels: typeof equipmentNeeded,
    type: 'conjunction' | 'unit',
  ) =>
    intl.formatList(
      list.filter((id) => id in labels).map((id) => intl.formatMessage(labels[id as Equipment])),
      { type },
    );
  const sentence = (mismatch: PrescriptionMismatch) => {
    if (mismatch.kind === 'equipment') {
      const available = mismatch.availableEquipment ?? [];
      return intl.formatMessage(messages.equipment, {
        exercise: nameOf(mismatch.exerciseId),
        missing: equipmentList(mismatch.missingEquipment ?? [], equipmentNeeded, 'conjunction'),
        available:
          available.length === 0
            ? intl.formatMessage(messages.noEquipment)
            : equipmentList(available, equipmentInSentence, 'unit'),
      });
    }
    const values = {
      exercise: nameOf(mismatch.exerciseId),
      capacity:
        mismatch.capacity !== null && mismatch.capacity in functionalCapacityLabel
          ? intl.formatMessage(
              functionalCapacityLabel[mismatch.capacity as keyof typeof functionalCapacityLabel],
            )
          : intl.formatMessage(messages.unknownCapacity),
      metres: mismatch.metres ?? 0,
      limit: mismatch.limitMetres ?? 0,
    };
    if (mismatch.kind === 'walkingDistance') {
      return intl.formatMessage(messages.distance, values);
    }
    const message =
      mismatch.position === Position.StandingImmobilised
        ? messages.stand
        : mismatch.position === Position.WithoutDevice
          ? messages.withoutDevice
          : messages.walk;
    return intl.formatMessage(message, values);
  };
  return (
    <ul className={styles.exerciseNames}>
      {mismatches.map((mismatch) => (
        <li key={`${mismatch.kind}-${mismatch.exerciseId}`}>
          <Text size="small">{sentence(mismatch)}</Text>
        </li>
      ))}
    </ul>
  );
}

export interface PrescriptionConfirmDialogProps {
  /** The mismatches the API listed, per patient; the dialog is open while there are some. */
  patients: readonly PatientPrescriptionMismatches[] | null;
  /** Assigning to one patient, or saving a program patients follow. */
  occasion: 'assign' | 'modify';
  /** The write again, with the mismatches acknowledged. */
  onConfirm: () => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Asks the rehabilitator to confirm a program that asks more than a patient's functional capacity,
 * listing each mismatch (docs/product.md#prescription-safety).
 */
export function PrescriptionConfirmDialog({
  patients,
  occasion,
  onConfirm,
  onCancel,
}: PrescriptionConfirmDialogProps) {
  const intl = useIntl();
  const list = patients ?? [];
  const first = list[0];
  const equipment = list.some((patient) => concernsEquipment(patient.mismatches));
  return (
    <ConfirmDialog
      open={list.length > 0}
      onOpenChange={(open) => {
        if (!open) {
          onCancel();
        }
      }}
      title={intl.formatMessage(
        occasion === 'assign' ? messages.assignTitle : messages.modifyTitle,
      )}
      description={
        occasion === 'assign'
          ? intl.formatMessage(
              equipment ? messages.assignDescriptionEquipment : messages.assignDescription,
              { name: first ? formatPersonName(first) : '' },
            )
          : intl.formatMessage(
              equipment ? messages.modifyDescriptionEquipment : messages.modifyDescription,
              { count: list.length },
            )
      }
      confirmLabel={intl.formatMessage(
        occasion === 'assign' ? messages.assignConfirm : messages.modifyConfirm,
      )}
      cancelLabel={intl.formatMessage(messages.cancel)}
      onConfirm={onConfirm}
    >
      {occasion === 'assign' ? (
        <MismatchList mismatches={first?.mismatches ?? []} />
      ) : (
        <Stack gap="sm">
          {list.map((patient) => (
            <Stack key={patient.patientId} gap="xs">
              <Text weight="bold">{formatPersonName(patient)}</Text>
              <MismatchList mismatches={patient.mismatches} />
            </Stack>
          ))}
        </Stack>
      )}
    </ConfirmDialog>
  );
}

function Confirmation({
  confirmation,
  equipment,
}: {
  confirmation: PrescriptionConfirmation | null;
  /** Some mismatch is about equipment: what changed may be the equipment too. */
  equipment: boolean;
}) {
  const intl = useIntl();
  const timeZone = useTimeZone();
  if (!confirmation) {
    return (
      <Text size="small">
        {intl.formatMessage(equipment ? messages.notConfirmedEquipment : messages.notConfirmed)}
      </Text>
    );
  }
  // The day in the patient's establishment's time zone, not UTC's.
  const date = formatDate(dayOfInstant(confirmation.confirmedAt, timeZone));
  return (
    <Text size="small">
      {confirmation.confirmedBy
        ? intl.formatMessage(messages.confirmedBy, {
            name: formatPersonName(confirmation.confirmedBy),
            date,
          })
        : intl.formatMessage(messages.confirmedOn, { date })}
    </Text>
  );
}

/**
 * The patient file's warning while a program in force asks more than the patient's current
 * functional capacity (also when the capacity was lowered after the assignment); nothing otherwise.
 */
export function PrescriptionWarning({
  patientId,
  programsHref,
}: {
  patientId: string;
  /** Where the patient's programs are changed (the self-rehabilitation tab); no link without. */
  programsHref?: string;
}) {
  const intl = useIntl();
  const supervised = usePatientPrograms(patientId, false);
  const self = usePatientPrograms(patientId, true);
  const programs = programsAskingTooMuch([supervised.data, self.data]);
  if (programs.length === 0) {
    return null;
  }
  return (
    <Alert
      tone="warning"
      title={intl.formatMessage(
        programs.some((item) => concernsEquipment(item.mismatches))
          ? messages.bannerTitleEquipment
          : messages.bannerTitle,
        { count: programs.length },
      )}
      action={
        programsHref ? (
          <Link as={RouterLink} to={programsHref} standalone weight="bold">
            {intl.formatMessage(messages.seePrograms)}
          </Link>
        ) : undefined
      }
    >
      <Stack gap="sm">
        {programs.map((item) => {
          const confirmedNow =
            item.confirmation !== null &&
            item.mismatches.every((mismatch) =>
              item.confirmation!.mismatches.some((confirmed) =>
                isSameMismatch(mismatch, confirmed),
              ),
            );
          return (
            <Stack key={item.patientProgramId} gap="xs">
              <Text weight="bold">
                {intl.formatMessage(
                  item.isSelfRehabilitation ? messages.selfProgram : messages.supervisedProgram,
                  { name: item.program.name },
                )}
              </Text>
              <MismatchList mismatches={item.mismatches} />
              <Confirmation
                confirmation={confirmedNow ? item.confirmation : null}
                equipment={concernsEquipment(item.mismatches)}
              />
            </Stack>
          );
        })}
      </Stack>
    </Alert>
  );
}
