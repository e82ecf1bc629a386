import type { TestProject } from 'vitest/node';
import { createTestDatabaseTemplate, type TestDatabaseTemplate } from './test-database-template';

declare module 'vitest' {
  // vitest's typed provide/inject is declared by merging into this interface.
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/** Migrates one template database for the whole run; every test file's database is a copy of it. */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, dispose } = await createTestDatabaseTemplate();
  project.provide('testDatabaseTemplate', template);
  return dispose;
}
