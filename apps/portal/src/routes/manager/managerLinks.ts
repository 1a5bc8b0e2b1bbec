import { formatDate, intlLocale } from '@oxilio/domain';
import { useSession } from '../../auth/session';
import { useEstablishmentToday } from '../../features/stats';
import { useLocale } from '../../i18n/LocaleProvider';
import { managerPaths } from './manifest';

/** One patient's page for the manager (the `patients/:id` child of the patients screen). */
export const managerPatientHref = (patientId: string) => `${managerPaths.patients}/${patientId}`;

/** Today in the establishment's time zone, with its weekday: "jeudi 26/11/26". */
export function useToday() {
  const { locale } = useLocale();
  const day = useEstablishmentToday(useSession().user?.establishmentId);
  const weekday = new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
  return `${weekday} ${formatDate(day)}`;
}
