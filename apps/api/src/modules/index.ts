/**
 * The resource modules, registered under /api/v1 (behind authentication unless a route says
 * `config: { public: true }`). Add one line per module.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import authRoutes from './auth/routes';
import debugRoutes from './debug/routes';

export const apiModules: FastifyPluginAsyncTypebox[] = [authRoutes, debugRoutes];
