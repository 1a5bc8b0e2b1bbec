/** GET /users/me: who is signed in. */
import { userEndpoints } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { createUsersService } from './service';

const tags = ['users'];

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createUsersService();

  app.route({
    ...routeOf(userEndpoints.me, tags),
    handler: async (request) => service.me(request.scope),
  });
};

export default usersRoutes;
