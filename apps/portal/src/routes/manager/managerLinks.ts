import { formatDate, formatDateLabel } from '@oxilio/domain';
import { useSession } from '../../auth/session';
import { followUpAnchor } from '../../features/followUpRequests';
import { useEstablishmentToday } from '../../features/stats';
import { useLocale } from '../../i18n/LocaleProvider';
import { managerPaths } from './manifest';

/** One patient's page for the manager (the `patients/:id` child of the patients screen). */
export const managerPatientHref = (patientId: string) => `${managerPaths.patients}/${patientId}`;

/**
 * Where the manager asks a rehabilitator of the team to follow the patient: the patient's page, at
 * its "ask for a follow-up" section (`#demander-un-suivi`).
 */
export const managerAskFollowUpHref = (patientId: string) =>
  `${managerPatientHref(patientId)}#${followUpAnchor}`;

/** The patients list (its follow-up filters are added as search parameters). */
export const managerPatientsListPath = `${managerPaths.patients}/list`;

/** Today in the establishment's time zone, with its weekday: "jeudi 26/11/26". */
export function useToday() {
  const { locale } = useLocale();
  const day = useEstablishmentToday(useSession().user?.establishmentId);
  return `${formatDateLabel(day, locale, 'weekday')} ${formatDate(day)}`;
}
