// The patient's screens (the menu: my day, evolution, self-rehabilitation, adapted activities,
// profile). Each page is its own lazily loaded chunk.
import { roleLabel } from '@oxilio/domain';
import { Activity, CalendarCheck, Dumbbell, LineChart, UserRound } from 'lucide-react';
import { menuMessages } from '../../app/menuMessages';
import { preloadGoals } from '../../features/goals/early';
import { preloadInvitations } from '../../features/invitations/early';
import { preloadRecap } from '../../features/recap/early';
import { areaHeads } from '../../app/areaHeads';
import { defineArea, pathsOf } from '../../app/screens';
import { defineMessages } from '../../i18n/defineMessages';

const titles = defineMessages({
  dashboard: { id: 'portal.title.dashboard', defaultMessage: 'Ma journée' },
  evolution: { id: 'portal.title.evolution', defaultMessage: 'Mon évolution' },
  evolutionWalk: { id: 'portal.title.evolution.walk', defaultMessage: 'Marche' },
  evolutionWalkQuality: {
    id: 'portal.title.evolution.walkQuality',
    defaultMessage: 'Qualité de marche',
  },
  evolutionActivity: { id: 'portal.title.evolution.activity', defaultMessage: 'Activité' },
  evolutionRehabilitation: {
    id: 'portal.title.evolution.rehabilitation',
    defaultMessage: 'Rééducation',
  },
  evolutionPerformance: { id: 'portal.title.evolution.performance', defaultMessage: 'Performance' },
  evolutionTests: { id: 'portal.title.evolution.tests', defaultMessage: 'Mes tests' },
  selfRehabilitation: { id: 'portal.title.selfRehabilitation', defaultMessage: 'Auto-rééducation' },
  selfRehabilitationVideo: {
    id: 'portal.title.selfRehabilitationVideo',
    defaultMessage: 'Vidéo d’auto-rééducation',
  },
  rehabilitationVideo: {
    id: 'portal.title.rehabilitationVideo',
    defaultMessage: 'Vidéo de rééducation',
  },
  session: { id: 'portal.title.session', defaultMessage: 'Séance' },
  apa: { id: 'portal.title.apa', defaultMessage: 'Activité physique adaptée' },
  activities: { id: 'portal.title.activities', defaultMessage: 'Activités adaptées' },
  profile: { id: 'portal.title.profile', defaultMessage: 'Mon profil' },
  profileRank: { id: 'portal.title.profile.rank', defaultMessage: 'Rang' },
  profileSuccess: { id: 'portal.title.profile.success', defaultMessage: 'Succès' },
  profileAccount: { id: 'portal.title.profile.account', defaultMessage: 'Compte' },
  profileCareTeam: { id: 'portal.title.profile.careTeam', defaultMessage: 'Équipe de soins' },
  profileRelatives: { id: 'portal.title.profile.relatives', defaultMessage: 'Proches' },
  profileSummary: {
    id: 'portal.title.profile.summary',
    defaultMessage: 'Mon résumé pour mon médecin',
  },
  guide: { id: 'portal.title.guide', defaultMessage: 'Guide d’utilisation' },
});

export const patientArea = defineArea({
  area: 'patient',
  base: areaHeads.patient.base,
  roles: areaHeads.patient.roles,
  menuLabel: roleLabel.patient,
  account: 'profil/account',
  // Every patient screen: the start-up modals read the recap and the invitations.
  reads: ({ patientId }) => {
    if (patientId) {
      preloadRecap(patientId);
      preloadInvitations(patientId);
    }
  },
  screens: {
    dashboard: {
      path: 'dashboard',
      title: titles.dashboard,
      menu: { label: menuMessages.myDay, icon: CalendarCheck },
      page: () => import('./Dashboard/DashboardPage'),
      // The day (the recap, asked once with the area's) and the goals' card; the device's use
      // waits for the recap's day.
      reads: ({ patientId }) => {
        if (patientId) {
          preloadRecap(patientId);
          preloadGoals(patientId);
        }
      },
    },
    evolution: {
      path: 'evolution',
      title: titles.evolution,
      menu: { label: menuMessages.evolution, icon: LineChart },
      page: () => import('./Evolution/EvolutionPage'),
      tabs: [
        {
          path: 'walk',
          title: titles.evolutionWalk,
          page: () => import('./Evolution/EvolutionWalkTab'),
        },
        {
          path: 'walk-quality',
          title: titles.evolutionWalkQuality,
          page: () => import('./Evolution/EvolutionWalkQualityTab'),
        },
        {
          path: 'activity',
          title: titles.evolutionActivity,
          page: () => import('./Evolution/EvolutionActivityTab'),
        },
        {
          path: 'rehabilitation',
          title: titles.evolutionRehabilitation,
          page: () => import('./Evolution/EvolutionRehabilitationTab'),
        },
        {
          path: 'performance',
          title: titles.evolutionPerformance,
          page: () => import('./Evolution/EvolutionPerformanceTab'),
        },
        {
          path: 'tests',
          title: titles.evolutionTests,
          page: () => import('./Evolution/EvolutionTestsTab'),
        },
      ],
    },
    selfRehabilitation: {
      path: 'auto-reeducation',
      title: titles.selfRehabilitation,
      menu: { label: menuMessages.selfRehabilitation, icon: Dumbbell },
      page: () => import('./SelfRehabilitation/SelfRehabilitationPage'),
    },
    selfRehabilitationVideo: {
      path: 'auto-reeducation/video',
      title: titles.selfRehabilitationVideo,
      page: () => import('./SessionPlayer/SelfRehabilitationVideoPage'),
    },
    rehabilitationVideo: {
      path: 'reeducation/video',
      title: titles.rehabilitationVideo,
      page: () => import('./SessionPlayer/RehabilitationVideoPage'),
    },
    session: {
      path: 'session',
      title: titles.session,
      page: () => import('./SessionPlayer/SessionPlayerPage'),
    },
    apa: { path: 'apa', title: titles.apa, page: () => import('./Apa/ApaPage') },
    activities: {
      path: 'activities',
      title: titles.activities,
      page: () => import('./Activities/ActivitiesPage'),
      menu: { label: menuMessages.adaptedActivities, icon: Activity },
    },
    profile: {
      path: 'profil',
      title: titles.profile,
      menu: { label: menuMessages.profile, icon: UserRound },
      tabs: [
        {
          path: 'rank',
          title: titles.profileRank,
          page: () => import('./ProfileRank/ProfileRankPage'),
        },
        {
          path: 'success',
          title: titles.profileSuccess,
          page: () => import('./ProfileSuccess/ProfileSuccessPage'),
        },
        {
          path: 'account',
          title: titles.profileAccount,
          page: () => import('./ProfileAccount/ProfileAccountPage'),
        },
        {
          path: 'care-team',
          title: titles.profileCareTeam,
          page: () => import('./ProfileCareTeam/ProfileCareTeamPage'),
        },
        {
          path: 'relatives',
          title: titles.profileRelatives,
          page: () => import('./ProfileRelatives/ProfileRelativesPage'),
        },
      ],
    },
    // Reached from the account tab (the card of the patient's data for their doctor); printable.
    profileSummary: {
      path: 'profil/summary',
      title: titles.profileSummary,
      page: () => import('./ProfileSummary/ProfileSummaryPage'),
    },
    guide: { path: 'guides/:guide', title: titles.guide, page: () => import('./Guide/GuidePage') },
  },
});

export const patientPaths = pathsOf(patientArea);
