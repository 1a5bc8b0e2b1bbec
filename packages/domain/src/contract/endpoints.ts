import { accessLogEndpoints } from './accessLog';
import { achievementsEndpoints } from './achievements';
import { alertEndpoints } from './alerts';
import { apaEndpoints } from './apa';
import { applicationsEndpoints } from './applications';
import { clinicalNoteEndpoints } from './clinicalNotes';
import { authEndpoints } from './auth';
import { coachingEndpoints } from './coaching';
import { deviceEndpoints } from './devices';
import { establishmentEndpoints } from './establishments';
import { fhirClientEndpoints } from './fhirClients';
import { followUpEndpoints } from './followUps';
import { goalEndpoints } from './goals';
import { managerEndpoints } from './managers';
import { outcomeMeasureEndpoints } from './outcomeMeasures';
import { patientEndpoints } from './patients';
import { programEndpoints } from './programs';
import { registrationEndpoints } from './registrations';
import { rehabilitatorEndpoints } from './rehabilitators';
import { sessionsEndpoints } from './sessions';
import { soundProgramsEndpoints } from './soundPrograms';
import { statsEndpoints } from './stats';
import { systemEndpoints } from './system';
import { userEndpoints } from './users';

/** Every call of the API under /api/v1, by resource: `call(endpoints.stats.patientStats, ...)`. */
export const endpoints = {
  auth: authEndpoints,
  applications: applicationsEndpoints,
  establishments: establishmentEndpoints,
  fhirClients: fhirClientEndpoints,
  rehabilitators: rehabilitatorEndpoints,
  followUps: followUpEndpoints,
  programs: programEndpoints,
  sessions: sessionsEndpoints,
  apa: apaEndpoints,
  soundPrograms: soundProgramsEndpoints,
  users: userEndpoints,
  patients: patientEndpoints,
  stats: statsEndpoints,
  achievements: achievementsEndpoints,
  devices: deviceEndpoints,
  system: systemEndpoints,
  accessLog: accessLogEndpoints,
  managers: managerEndpoints,
  coaching: coachingEndpoints,
  outcomeMeasures: outcomeMeasureEndpoints,
  alerts: alertEndpoints,
  registrations: registrationEndpoints,
  goals: goalEndpoints,
  clinicalNotes: clinicalNoteEndpoints,
} as const;
