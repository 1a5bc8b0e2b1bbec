/**
 * POST /devices/{deviceId}/measurements: a device's daily records. Public as far as user tokens
 * go: the service authenticates the device by its own secret.
 */
import { deviceEndpoints } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { byAddress } from '../../http/rate-limit';
import { createDeviceService } from './service';

const tags = ['devices'];
const byDevice = (request: { params: unknown }) =>
  (request.params as { deviceId: string }).deviceId.toLowerCase();

const deviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createDeviceService({ config: app.config });

  app.route({
    ...routeOf(deviceEndpoints.postMeasurements, tags),
    config: { public: true },
    // Before the device's secret is checked (a hash per call): per device and per address.
    preHandler: app.limits([
      { name: 'device', rule: app.config.rateLimit.devicePerDevice, key: byDevice },
      { name: 'device-address', rule: app.config.rateLimit.devicePerAddress, key: byAddress },
    ]),
    handler: async (request) =>
      service.storeMeasurements(request.publicScope, {
        deviceId: request.params.deviceId,
        authorization: request.headers.authorization,
        body: request.body,
      }),
  });
};

export default deviceRoutes;
