import type { TestProject } from 'vitest/node';
import { dropPostgresDatabases, prepareEmbeddedTemplate, preparePostgresTemplate } from './template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDir: string;
    templateDatabase: string;
  }
}

/** Migrates one template per run; each test file copies it (see harness.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = await preparePostgresTemplate(serverUrl);
    project.provide('templateDatabase', name);
    project.provide('templateDir', '');
    return async () => {
      await dropPostgresDatabases(serverUrl, `afx_t_${process.pid}_`);
      await dropPostgresDatabases(serverUrl, name);
    };
  }
  project.provide('templateDir', await prepareEmbeddedTemplate());
  project.provide('templateDatabase', '');
  return async () => undefined;
}
