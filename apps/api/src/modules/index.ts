/**
 * The resource modules, registered under /api/v1 (behind authentication unless a route says
 * `config: { public: true }`). Add one line per module; and the reference data they read.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DbExecutor } from '../db/client';
import accessLogRoutes from './accessLog/routes';
import achievementsRoutes from './achievements/routes';
import alertRoutes from './alerts/routes';
import applicationsRoutes from './applications/routes';
import authRoutes from './auth/routes';
import clinicalNotesRoutes from './clinicalNotes/routes';
import coachingRoutes from './coaching/routes';
import debugRoutes from './debug/routes';
import establishmentRoutes from './establishments/routes';
import exerciseRoutes from './exercises/routes';
import fhirClientRoutes from './fhirClients/routes';
import followUpRoutes from './followUps/routes';
import goalRoutes from './goals/routes';
import managerRoutes from './managers/routes';
import outcomeMeasuresRoutes from './outcomeMeasures/routes';
import programRoutes from './programs/routes';
import rehabilitatorRoutes from './rehabilitators/routes';
import referenceRoutes from './reference/routes';
import registrationRoutes from './registrations/routes';
import sessionsRoutes from './sessions/routes';
import apaRoutes from './apa/routes';
import { ensureSoundPrograms } from './soundPrograms/ensure';
import soundProgramsRoutes from './soundPrograms/routes';
import { ensureRanksAndTags } from './stats/stars';
import patientsRoutes from './patients/routes';
import statsRoutes from './stats/routes';
import deviceRoutes from './devices/routes';
import usersRoutes from './users/routes';

export const apiModules: FastifyPluginAsyncTypebox[] = [
  authRoutes,
  debugRoutes,
  applicationsRoutes,
  establishmentRoutes,
  fhirClientRoutes,
  managerRoutes,
  coachingRoutes,
  outcomeMeasuresRoutes,
  goalRoutes,
  rehabilitatorRoutes,
  followUpRoutes,
  programRoutes,
  exerciseRoutes,
  referenceRoutes,
  sessionsRoutes,
  apaRoutes,
  soundProgramsRoutes,
  patientsRoutes,
  statsRoutes,
  achievementsRoutes,
  deviceRoutes,
  usersRoutes,
  accessLogRoutes,
  alertRoutes,
  registrationRoutes,
  clinicalNotesRoutes,
];

/**
 * Writes the reference data the modules read when it is missing (idempotent; rows already there
 * are kept): ranks, tags and default objectives, and the sound programs. Called once when the app
 * is built, never by a request. The exercise library is brought in line by the server at start
 * (src/server.ts) and by the demo seed.
 */
export async function ensureReferenceData(executor: DbExecutor): Promise<void> {
  await ensureRanksAndTags(executor);
  await ensureSoundPrograms(executor);
}
