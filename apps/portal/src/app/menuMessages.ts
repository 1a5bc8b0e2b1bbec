import { defineMessages } from '../i18n/defineMessages';

/** The menu labels (several areas share some: patients, adapted activities). */
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
