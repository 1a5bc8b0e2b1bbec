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
import { programSchemas as schemas, type ReferenceItem } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

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
  app.get('/Pathologies', { schema: { ...schemas.pathologies, tags } }, async () => pathologyItems);
  app.get('/Equipments', { schema: { ...schemas.equipments, tags } }, async () => equipmentItems);
  app.get(
    '/FunctionalCapacities',
    { schema: { ...schemas.functionalCapacities, tags } },
    async () => functionalCapacityItems,
  );
};

export default referenceRoutes;
