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
// 401: no secret, a wrong one, or no such active device.
const wrongSecret = (status: number) => status === 401;
// The device proved itself: the answer came after its secret was checked (stored, or its records
// refused). Not 401, nor a 429 or 503 of the password hashing, nor a failure of ours.
const authenticated = (status: number) => status !== 401 && status < 429;

const deviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createDeviceService({ config: app.config });
  const rules = app.config.rateLimit;

  app.route({
    ...routeOf(deviceEndpoints.postMeasurements, tags),
    config: { public: true },
    // Counted before the device's secret is checked (a hash per call), in this order: every post
    // per address; wrong secrets per address and per device and address, apart, so that a flood
    // of them from elsewhere never silences the device; the device's own budget counts only its
    // authenticated posts (docs/security.md).
    preHandler: app.limits([
      { name: 'device-address', rule: rules.devicePerAddress, key: byAddress },
      {
        name: 'device-failures-address',
        rule: rules.deviceFailuresPerAddress,
        key: byAddress,
        counts: wrongSecret,
      },
      {
        name: 'device-failures',
        rule: rules.deviceFailuresPerDevice,
        key: (request) => `${byDevice(request)}@${byAddress(request)}`,
        counts: wrongSecret,
      },
      { name: 'device', rule: rules.devicePerDevice, key: byDevice, counts: authenticated },
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
