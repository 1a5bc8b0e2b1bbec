import {
  equipmentInSentence,
  functionalCapacityLabel,
  pathologyLabel,
  type Equipment,
  type FunctionalCapacity,
  type Pathology,
} from '@oxilio/domain';
import type { RehabilitatorPatientDetail } from '@oxilio/domain/contract';
import { Badge } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { followUpMessages as m } from './messages';
import * as styles from './FollowUp.css';

/**
 * What the patient's page shows under their name: device, pathology, capacity, equipment available
 * during the sessions, main rehabilitator.
 */
export function PatientFacts({
  patient,
  deviceNumber = false,
}: {
  patient: RehabilitatorPatientDetail;
  /** Names the device by its serial number, as a document does (the report). @defaultValue false */
  deviceNumber?: boolean;
}) {
  const intl = useIntl();
  const main = patient.mainPathology ?? patient.pathologies[0] ?? null;
  const pathology =
    main === null || !(main in pathologyLabel)
      ? intl.formatMessage(m.noPathology)
      : intl.formatMessage(m.pathology, {
          name: intl.formatMessage(pathologyLabel[main as Pathology]),
        });
  const capacity =
    patient.functionalCapacity === null || !(patient.functionalCapacity in functionalCapacityLabel)
      ? intl.formatMessage(m.noCapacity)
      : intl.formatMessage(
          functionalCapacityLabel[patient.functionalCapacity as FunctionalCapacity],
        );
  const available = patient.availableEquipment?.filter((id) => id in equipmentInSentence);
  const equipment =
    available === undefined
      ? intl.formatMessage(m.equipmentUnknown)
      : available.length === 0
        ? intl.formatMessage(m.noEquipment)
        : intl.formatMessage(m.equipment, {
            list: intl.formatList(
              available.map((id) => intl.formatMessage(equipmentInSentence[id as Equipment])),
              { type: 'unit' },
            ),
          });
  return (
    <ul className={styles.facts}>
      <li>
        <Badge tone={patient.device ? 'info' : 'warning'}>
          {patient.device === null
            ? intl.formatMessage(m.noDevice)
            : deviceNumber
              ? intl.formatMessage(m.deviceNumbered, { serial: patient.device.serialNumber })
              : intl.formatMessage(m.device)}
        </Badge>
      </li>
      <li>
        <Badge tone="neutral">{pathology}</Badge>
      </li>
      <li>
        <Badge tone="neutral">{capacity}</Badge>
      </li>
      <li>
        <Badge tone="neutral">{equipment}</Badge>
      </li>
      {/* Said to the reader on screen ("you are…"): not a fact of the printed report. */}
      <li data-print="hidden">
        <Badge tone={patient.main ? 'primary' : 'neutral'}>
          {intl.formatMessage(patient.main ? m.main : m.notMain)}
        </Badge>
      </li>
      {patient.archived ? (
        <li>
          <Badge tone="warning">{intl.formatMessage(m.archived)}</Badge>
        </li>
      ) : null}
    </ul>
  );
}
