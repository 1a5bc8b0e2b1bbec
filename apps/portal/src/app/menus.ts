import type { Role } from '@oxilio/domain';
import {
  Activity,
  Building2,
  CalendarCheck,
  ClipboardList,
  Dumbbell,
  HeartHandshake,
  Home,
  LineChart,
  Tablet,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { type MessageDescriptor } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { paths } from './paths';

export const menuMessages = defineMessages({
  myDay: { id: 'portal.menu.myDay', defaultMessage: 'Ma journée' },
  evolution: { id: 'portal.menu.evolution', defaultMessage: 'Évolution' },
  selfRehabilitation: { id: 'portal.menu.selfRehabilitation', defaultMessage: 'Auto-rééducation' },
  adaptedActivities: { id: 'portal.menu.adaptedActivities', defaultMessage: 'Activités adaptées' },
  profile: { id: 'portal.menu.profile', defaultMessage: 'Profil' },
  patients: { id: 'portal.menu.patients', defaultMessage: 'Patients' },
  programs: { id: 'portal.menu.programs', defaultMessage: 'Programmes' },
  myAccount: { id: 'portal.menu.myAccount', defaultMessage: 'Mon compte' },
  home: { id: 'portal.menu.home', defaultMessage: 'Accueil' },
  devices: { id: 'portal.menu.devices', defaultMessage: 'Oxilios' },
  establishment: { id: 'portal.menu.establishment', defaultMessage: 'Établissement' },
  coaching: { id: 'portal.menu.coaching', defaultMessage: 'Coaching' },
});

export interface MenuEntry {
  id: string;
  href: string;
  label: MessageDescriptor;
  icon: LucideIcon;
}

const patientMenu: MenuEntry[] = [
  {
    id: 'dashboard',
    href: paths.patient.dashboard,
    label: menuMessages.myDay,
    icon: CalendarCheck,
  },
  {
    id: 'evolution',
    href: paths.patient.evolution,
    label: menuMessages.evolution,
    icon: LineChart,
  },
  {
    id: 'auto-reeducation',
    href: paths.patient.selfRehabilitation,
    label: menuMessages.selfRehabilitation,
    icon: Dumbbell,
  },
  {
    id: 'activities',
    href: paths.patient.activities,
    label: menuMessages.adaptedActivities,
    icon: Activity,
  },
  { id: 'profil', href: paths.patient.profile, label: menuMessages.profile, icon: UserRound },
];

const reeducatorMenu: MenuEntry[] = [
  { id: 'patients', href: paths.reeducator.patients, label: menuMessages.patients, icon: Users },
  {
    id: 'programmes',
    href: paths.reeducator.programs,
    label: menuMessages.programs,
    icon: ClipboardList,
  },
  { id: 'profile', href: paths.reeducator.profile, label: menuMessages.myAccount, icon: UserRound },
];

const managerMenu: MenuEntry[] = [
  { id: 'home', href: paths.manager.home, label: menuMessages.home, icon: Home },
  { id: 'patients', href: paths.manager.patients, label: menuMessages.patients, icon: Users },
  { id: 'oxilios', href: paths.manager.devices, label: menuMessages.devices, icon: Tablet },
  {
    id: 'activites-adaptees',
    href: paths.manager.adaptedActivities,
    label: menuMessages.adaptedActivities,
    icon: Activity,
  },
  {
    id: 'etablissement',
    href: paths.manager.establishment,
    label: menuMessages.establishment,
    icon: Building2,
  },
];

const combinedMenu: MenuEntry[] = [
  { id: 'home', href: paths.manager.home, label: menuMessages.home, icon: Home },
  { id: 'patients', href: paths.manager.patients, label: menuMessages.patients, icon: Users },
  { id: 'oxilios', href: paths.manager.devices, label: menuMessages.devices, icon: Tablet },
  {
    id: 'activites-adaptees',
    href: paths.manager.adaptedActivities,
    label: menuMessages.adaptedActivities,
    icon: Activity,
  },
  {
    id: 'coaching',
    href: paths.manager.coaching,
    label: menuMessages.coaching,
    icon: HeartHandshake,
  },
];

/** The menu of a role (docs/product.md#roles-and-menus); any unknown role gets the patient's. */
export function menuFor(role: Role | string): readonly MenuEntry[] {
  switch (role) {
    case 'reeducator':
      return reeducatorMenu;
    case 'responsable':
      return managerMenu;
    case 'reeducatorresponsable':
      return combinedMenu;
    default:
      return patientMenu;
  }
}

/** The menu entry a path belongs to (longest matching prefix). */
export function activeMenuEntry(
  menu: readonly MenuEntry[],
  pathname: string,
): MenuEntry | undefined {
  return [...menu]
    .sort((a, b) => b.href.length - a.href.length)
    .find((entry) => pathname === entry.href || pathname.startsWith(`${entry.href}/`));
}
