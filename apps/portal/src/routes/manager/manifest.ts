// The manager's screens under /responsable (the menu: home, patients, devices, adapted activities,
// establishment). The combined role has them too, and coaching, as the manager's part
// of its menu.
import { roleLabel } from '@oxilio/domain';
import { Activity, Building2, HeartHandshake, Home, Tablet, Users } from 'lucide-react';
import { menuMessages } from '../../app/menuMessages';
import {
  preloadActivityWeek,
  preloadEstablishmentPatients,
  preloadEvolution,
} from '../../features/establishmentPatients/early';
import { areaHeads } from '../../app/areaHeads';
import { defineArea, pathsOf } from '../../app/screens';
import { defineMessages } from '../../i18n/defineMessages';

const titles = defineMessages({
  home: { id: 'portal.title.manager.home', defaultMessage: 'Accueil' },
  patients: { id: 'portal.title.manager.patients', defaultMessage: 'Patients' },
  patientList: { id: 'portal.title.manager.patients.list', defaultMessage: 'Liste des patients' },
  patientArchives: { id: 'portal.title.manager.patients.archives', defaultMessage: 'Archives' },
  patient: { id: 'portal.title.manager.patient', defaultMessage: 'Fiche du patient' },
  devices: { id: 'portal.title.devices', defaultMessage: 'Oxilios' },
  adaptedActivities: { id: 'portal.title.adaptedActivities', defaultMessage: 'Activités adaptées' },
  coaching: { id: 'portal.title.coaching', defaultMessage: 'Coaching' },
  coachingAdd: { id: 'portal.title.coachingAdd', defaultMessage: 'Ajouter un coaching' },
  establishment: { id: 'portal.title.establishment', defaultMessage: 'Établissement' },
  team: { id: 'portal.title.establishment.team', defaultMessage: 'Équipe' },
  myAccount: { id: 'portal.title.manager.myAccount', defaultMessage: 'Mon compte' },
  account: {
    id: 'portal.title.establishment.account',
    defaultMessage: 'Compte de l’établissement',
  },
});

export const managerArea = defineArea({
  area: 'manager',
  base: areaHeads.manager.base,
  roles: areaHeads.manager.roles,
  menuLabel: roleLabel.responsable,
  account: 'profile',
  screens: {
    home: {
      path: 'home',
      title: titles.home,
      page: () => import('./Home/ManagerHomePage'),
      menu: { label: menuMessages.home, icon: Home },
      // The establishment's patients (with how many lack a next step), their activity and its
      // evolution; the follow-up list itself is the patients list's, not the home's.
      reads: ({ establishmentId }) => {
        if (establishmentId) {
          preloadEstablishmentPatients(establishmentId);
          preloadEvolution(establishmentId);
          preloadActivityWeek(establishmentId);
        }
      },
    },
    patients: {
      path: 'patients',
      title: titles.patients,
      menu: { label: menuMessages.patients, icon: Users },
      tabs: [
        {
          path: 'list',
          title: titles.patientList,
          page: () => import('./Patients/ManagerPatientsTab'),
        },
        {
          path: 'archives',
          title: titles.patientArchives,
          page: () => import('./PatientArchives/ManagerArchivesTab'),
        },
        {
          path: ':id',
          title: titles.patient,
          tab: false,
          page: () => import('./Patient/ManagerPatientPage'),
        },
      ],
    },
    devices: {
      path: 'oxilios',
      title: titles.devices,
      page: () => import('./Devices/ManagerDevicesPage'),
      menu: { label: menuMessages.devices, icon: Tablet },
    },
    adaptedActivities: {
      path: 'activites-adaptees',
      title: titles.adaptedActivities,
      page: () => import('./AdaptedActivities/AdaptedActivitiesPage'),
      menu: { label: menuMessages.adaptedActivities, icon: Activity },
    },
    establishment: {
      path: 'etablissement',
      title: titles.establishment,
      menu: { label: menuMessages.establishment, icon: Building2, roles: ['responsable'] },
      tabs: [
        { path: 'equipe', title: titles.team, page: () => import('./Team/TeamPage') },
        {
          path: 'compte',
          title: titles.account,
          page: () => import('./EstablishmentAccount/EstablishmentAccountPage'),
        },
      ],
    },
    coaching: {
      path: 'coaching',
      title: titles.coaching,
      page: () => import('./Coaching/CoachingPage'),
      menu: {
        label: menuMessages.coaching,
        icon: HeartHandshake,
        roles: ['reeducatorresponsable'],
      },
    },
    coachingAdd: {
      path: 'coaching/add',
      title: titles.coachingAdd,
      page: () => import('./CoachingAdd/CoachingAddPage'),
    },
    // Their own account, language included (issue 30). Not in the menu: a sixth entry does not
    // fit the bar at 1280 px in French; the header's name links to it (`account` above).
    profile: {
      path: 'profile',
      title: titles.myAccount,
      page: () => import('./Account/AccountPage'),
    },
  },
});

export const managerPaths = pathsOf(managerArea);
