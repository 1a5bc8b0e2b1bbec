/** Vitest global setup of the API suite: one migrated template database per run. */
import type { TestProject } from 'vitest/node';
import { dropTemplate, prepareTemplate } from './database';

export default async function setup(project: TestProject) {
  const template = await prepareTemplate();
  project.provide('apiTestDatabase', template);
  return async () => {
    await dropTemplate(template);
  };
}
