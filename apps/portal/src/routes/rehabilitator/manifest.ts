// The rehabilitator's screens (the menu: patients, programs, my account), under /reeducateur. The
// combined role has them too, as the rehabilitator's part of its menu.
import { roleLabel } from '@oxilio/domain';
import { ClipboardList, UserRound, Users } from 'lucide-react';
import { menuMessages } from '../../app/menuMessages';
import { preloadAlerts } from '../../features/alerts/early';
import {
  preloadEndedFollowUps,
  preloadRehabilitatorInvites,
  preloadRehabilitatorPatients,
} from '../../features/rehabilitatorPatients/early';
import { areaHeads } from '../../app/areaHeads';
import { defineArea, pathsOf } from '../../app/screens';
import { defineMessages } from '../../i18n/defineMessages';

const titles = defineMessages({
  patients: { id: 'portal.title.reeducator.patients', defaultMessage: 'Mes patients' },
  profile: { id: 'portal.title.reeducator.profile', defaultMessage: 'Mon compte' },
  patient: { id: 'portal.title.reeducator.patient', defaultMessage: 'Dossier du patient' },
  patientSynthesis: { id: 'portal.title.reeducator.patient.synthese', defaultMessage: 'Synthèse' },
  patientSessions: { id: 'portal.title.reeducator.patient.session', defaultMessage: 'Séances' },
  patientSelfRehabilitation: {
    id: 'portal.title.reeducator.patient.autoReeducation',
    defaultMessage: 'Auto-rééducation',
  },
  patientTests: { id: 'portal.title.reeducator.patient.tests', defaultMessage: 'Tests' },
  patientGoals: { id: 'portal.title.reeducator.patient.objectifs', defaultMessage: 'Objectifs' },
  patientNotes: { id: 'portal.title.reeducator.patient.notes', defaultMessage: 'Notes' },
  patientInitialize: {
    id: 'portal.title.reeducator.patient.initialize',
    defaultMessage: 'Initialisation',
  },
  patientReport: {
    id: 'portal.title.reeducator.patient.report',
    defaultMessage: 'Rapport de suivi',
  },
  programs: { id: 'portal.title.programs', defaultMessage: 'Programmes' },
  myPrograms: { id: 'portal.title.programs.mine', defaultMessage: 'Mes programmes' },
  productPrograms: { id: 'portal.title.programs.product', defaultMessage: 'Programmes oxilio' },
  exercises: { id: 'portal.title.programs.exercises', defaultMessage: 'Exercices' },
  newProgram: { id: 'portal.title.newProgram', defaultMessage: 'Nouveau programme' },
});

export const rehabilitatorArea = defineArea({
  area: 'rehabilitator',
  base: areaHeads.rehabilitator.base,
  roles: areaHeads.rehabilitator.roles,
  menuLabel: roleLabel.reeducator,
  account: 'profile',
  screens: {
    patients: {
      path: 'patients',
      title: titles.patients,
      page: () => import('./Patients/PatientsPage'),
      menu: { label: menuMessages.patients, icon: Users },
      // Their patients, the requests to follow one and the alerts on their patients.
      reads: ({ reeducatorId }) => {
        if (reeducatorId) {
          preloadRehabilitatorPatients(reeducatorId);
          preloadRehabilitatorInvites(reeducatorId);
          preloadAlerts(reeducatorId);
          preloadEndedFollowUps(reeducatorId);
        }
      },
    },
    patient: {
      path: 'patients/:id',
      title: titles.patient,
      page: () => import('./PatientSynthesis/PatientPage'),
      tabs: [
        {
          path: 'synthese',
          title: titles.patientSynthesis,
          page: () => import('./PatientSynthesis/PatientSynthesisTab'),
        },
        {
          path: 'session',
          title: titles.patientSessions,
          page: () => import('./PatientSessions/PatientSessionsTab'),
        },
        {
          path: 'auto-reeducation',
          title: titles.patientSelfRehabilitation,
          page: () => import('./PatientSelfRehabilitation/PatientSelfRehabilitationPage'),
        },
        {
          path: 'tests',
          title: titles.patientTests,
          page: () => import('./PatientTests/PatientTestsPage'),
        },
        {
          path: 'objectifs',
          title: titles.patientGoals,
          page: () => import('./PatientGoals/PatientGoalsTab'),
        },
        {
          path: 'notes',
          title: titles.patientNotes,
          page: () => import('./PatientNotes/PatientNotesTab'),
        },
        {
          path: 'initialize',
          title: titles.patientInitialize,
          page: () => import('./PatientInitialize/PatientInitializeTab'),
        },
      ],
    },
    patientReport: {
      path: 'patients/:id/rapport',
      title: titles.patientReport,
      page: () => import('./PatientReport/PatientReportPage'),
    },
    programs: {
      path: 'programmes',
      title: titles.programs,
      menu: { label: menuMessages.programs, icon: ClipboardList },
      tabs: [
        {
          path: 'mesProgrammes',
          title: titles.myPrograms,
          page: () => import('./Programs/MyProgramsTab'),
        },
        {
          path: ':product',
          link: 'oxilio',
          title: titles.productPrograms,
          page: () => import('./Programs/ProductProgramsTab'),
        },
        {
          path: 'exercices',
          title: titles.exercises,
          page: () => import('./Programs/ExercisesTab'),
        },
      ],
    },
    newProgram: {
      path: 'nouveau-programme/:id?',
      title: titles.newProgram,
      page: () => import('./NewProgram/NewProgramPage'),
      partOf: 'programs',
    },
    profile: {
      path: 'profile',
      title: titles.profile,
      menu: { label: menuMessages.myAccount, icon: UserRound },
      page: () => import('./Profile/ProfilePage'),
    },
  },
});

export const rehabilitatorPaths = pathsOf(rehabilitatorArea);
