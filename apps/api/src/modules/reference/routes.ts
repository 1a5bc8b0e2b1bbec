/**
 * Reference data (GET Pathologies, Equipments, FunctionalCapacities): the enumerations of
 * @oxilio/domain with the message ids of their labels, for any signed-in user.
 */
import {
  equipmentLabel,
  equipments,
  functionalCapacities,
  functionalCapacityDescription,
  functionalCapacityLabel,
  pathologyLabel,
  selectablePathologies,
} from '@oxilio/domain';
import { programEndpoints as schemas, type ReferenceItem } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';

const tags = ['reference'];

export const pathologyItems: ReferenceItem[] = selectablePathologies.map((id) => ({
  id,
  messageId: pathologyLabel[id].id,
}));
export const equipmentItems: ReferenceItem[] = equipments.map((id) => ({
  id,
  messageId: equipmentLabel[id].id,
}));
export const functionalCapacityItems: ReferenceItem[] = functionalCapacities.map((id) => ({
  id,
  messageId: functionalCapacityLabel[id].id,
  descriptionId: functionalCapacityDescription[id].id,
}));

const referenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(schemas.pathologies, tags),
    handler: async () => pathologyItems,
  });
  app.route({
    ...routeOf(schemas.equipments, tags),
    handler: async () => equipmentItems,
  });
  app.route({
    ...routeOf(schemas.functionalCapacities, tags),
    handler: async () => functionalCapacityItems,
  });
};

export default referenceRoutes;
