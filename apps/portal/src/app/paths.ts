/** Every route path of the portal, in one place (docs/product.md#screens). */
export const paths = {
  login: '/',
  forgotPassword: '/auth/forgotpassword',
  resetPassword: '/auth/resetpassword',
  confirm: '/auth/confirm',
  signup: (type: 'establishment' | 'patient' | 'reeducator') => `/signup/${type}`,
  debug: '/debug',

  patient: {
    dashboard: '/dashboard',
    evolution: '/evolution',
    evolutionTabs: ['walk', 'walk-quality', 'activity', 'rehabilitation', 'performance'] as const,
    selfRehabilitation: '/auto-reeducation',
    selfRehabilitationVideo: '/auto-reeducation/video',
    rehabilitationVideo: '/reeducation/video',
    session: '/session',
    apa: '/apa',
    activities: '/activities',
    profile: '/profil',
    profileTabs: ['rank', 'success', 'account'] as const,
  },

  reeducator: {
    root: '/reeducateur',
    patients: '/reeducateur/patients',
    patient: (id: string | number) => `/reeducateur/patients/${id}`,
    patientTabs: ['synthese', 'session', 'auto-reeducation', 'initialize'] as const,
    profile: '/reeducateur/profile',
    programs: '/reeducateur/programmes',
    programsTabs: ['mesProgrammes', 'exercices'] as const,
    newProgram: '/reeducateur/nouveau-programme',
  },

  manager: {
    root: '/responsable',
    home: '/responsable/home',
    patients: '/responsable/patients',
    patientsTabs: ['list', 'archives'] as const,
    devices: '/responsable/oxilios',
    adaptedActivities: '/responsable/activites-adaptees',
    coaching: '/responsable/coaching',
    coachingAdd: '/responsable/coaching/add',
    establishment: '/responsable/etablissement',
    establishmentTabs: ['equipe', 'compte'] as const,
  },
} as const;
