/**
 * The resource modules, registered under /api/v1 (behind authentication unless a route says
 * `config: { public: true }`). Add one line per module.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import applicationsRoutes from './applications/routes';
import authRoutes from './auth/routes';
import debugRoutes from './debug/routes';
import establishmentRoutes from './establishments/routes';
import exerciseRoutes from './exercises/routes';
import programRoutes from './programs/routes';
import reeducatorRoutes from './reeducators/routes';
import referenceRoutes from './reference/routes';
import sessionsRoutes from './sessions/routes';
import apaRoutes from './apa/routes';
import soundProgramsRoutes from './soundPrograms/routes';
import patientsRoutes from './patients/routes';
import statsRoutes from './stats/routes';
import deviceRoutes from './devices/routes';
import usersRoutes from './users/routes';

export const apiModules: FastifyPluginAsyncTypebox[] = [
  authRoutes,
  debugRoutes,
  applicationsRoutes,
  establishmentRoutes,
  reeducatorRoutes,
  programRoutes,
  exerciseRoutes,
  referenceRoutes,
  sessionsRoutes,
  apaRoutes,
  soundProgramsRoutes,
  patientsRoutes,
  statsRoutes,
  deviceRoutes,
  usersRoutes,
];
