import {
  functionalCapacityLabel,
  pathologyLabel,
  type FunctionalCapacity,
  type Pathology,
} from '@oxilio/domain';
import type { RehabilitatorPatientDetail } from '@oxilio/domain/contract';
import { Badge } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { followUpMessages as m } from './messages';
import * as styles from './FollowUp.css';

/** What the patient's page shows under their name: device, pathology, capacity, main rehabilitator. */
export function PatientFacts({ patient }: { patient: RehabilitatorPatientDetail }) {
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
  return (
    <ul className={styles.facts}>
      <li>
        <Badge tone={patient.device ? 'info' : 'warning'}>
          {intl.formatMessage(patient.device ? m.device : m.noDevice)}
        </Badge>
      </li>
      <li>
        <Badge tone="neutral">{pathology}</Badge>
      </li>
      <li>
        <Badge tone="neutral">{capacity}</Badge>
      </li>
      <li>
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
