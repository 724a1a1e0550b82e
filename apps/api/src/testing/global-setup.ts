import type { TestProject } from 'vitest/node';
import { createTemplate, dropTemplate } from './postgres-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PostgreSQL database each test app copies; empty on SQLite or without one. */
    postgresTemplate: string;
  }
}

/** Once per run of the API suite: on PostgreSQL, the migrated template of every test app. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const template = url.startsWith('postgres') ? await createTemplate(url) : null;
  project.provide('postgresTemplate', template ?? '');
  return async () => {
    if (template) await dropTemplate(url, template);
  };
}
