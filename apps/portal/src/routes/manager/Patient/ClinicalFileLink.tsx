import { Link } from '@oxilio/ui';
import { Stethoscope } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { canOpenArea } from '../../../app/areas';
import { useSession } from '../../../auth/session';
import { useRehabilitatorPatients } from '../../../features/rehabilitatorPatients';
import { defineMessages } from '../../../i18n/defineMessages';
import { rehabilitatorPaths } from '../../rehabilitator/manifest';
import * as styles from './ManagerPatientPage.css';

const messages = defineMessages({
  openClinicalFile: {
    id: 'manager.patients.page.openClinicalFile',
    defaultMessage: 'Ouvrir le dossier de suivi',
    description:
      'On the manager’s page of a patient, for a manager who is also a rehabilitator following that patient: opens the patient’s rehabilitation file',
  },
});

/**
 * On the manager's page of a patient, for a user who is also a rehabilitator (the combined role):
 * the link to the patient's follow-up file when that user follows the patient, known from their
 * own patients list (the read of their "Patients" screen). Nothing otherwise.
 */
export function ClinicalFileLink({ patientId }: { patientId: string }) {
  const intl = useIntl();
  const { user } = useSession();
  const rehabilitatorId =
    user && canOpenArea(user.roles, 'rehabilitator') ? user.reeducatorId : null;
  const followed = useRehabilitatorPatients(rehabilitatorId).data?.some(
    (patient) => patient.patientId === patientId,
  );
  if (!followed) {
    return null;
  }
  return (
    <div>
      <Link
        as={RouterLink}
        to={rehabilitatorPaths.patient({ id: patientId })}
        standalone
        weight="bold"
        className={styles.clinicalFile}
      >
        <Stethoscope aria-hidden="true" focusable="false" size={20} />
        {intl.formatMessage(messages.openClinicalFile)}
      </Link>
    </div>
  );
}
