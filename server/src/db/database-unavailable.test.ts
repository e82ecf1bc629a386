import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ErrorDocument } from '@tracker/core';
import { buildApp } from '../app';
import { createMemoryAssetStore } from '../testing/memory-asset-store';
import { loadConfig } from '../config';
import { createMemoryMailer } from '../testing/memory-mailer';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './database-unavailable';
import { openTestDatabase } from '../testing/test-database';

/** An error as pg raises it: a message, and a SQLSTATE or a Node network code. */
function driverError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code === undefined ? {} : { code });
}

/** As Drizzle wraps the driver's error. */
function failedQuery(cause: unknown): Error {
  return new Error('Failed query: select 1\nparams: ', { cause });
}

describe('which failures mean the database is unavailable', () => {
  it('are a refused or lost connection, a timeout, a server shutting down, a database gone, and a closed PGlite, wrapped or not', () => {
    const unavailable = [
      driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      driverError('Connection terminated unexpectedly'),
      driverError('timeout exceeded when trying to connect'),
      driverError('Query read timeout'),
      driverError('canceling statement due to statement timeout', '57014'),
      driverError('terminating connection due to administrator command', '57P01'),
      driverError('database "tracker" does not exist', '3D000'),
      driverError('connection failure', '08006'),
      driverError('PGlite is closed'),
      new DatabaseUnavailableError('The database did not answer within 2000 ms'),
    ];
    for (const error of unavailable) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(failedQuery(error)), `wrapped: ${error.message}`).toBe(true);
    }
  });

  it('are not a refused statement or a bug, which stay what they are', () => {
    const other = [
      driverError('duplicate key value violates unique constraint "users_email_key"', '23505'),
      driverError('syntax error at or near "selct"', '42601'),
      new TypeError('Cannot read properties of undefined'),
      'a string',
    ];
    for (const error of other) expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(failedQuery(other[0]))).toBe(false);
  });
});

describe('a database that is no longer there', () => {
  it('answers 503 with Retry-After and an error document, health included, rather than 500', async () => {
    const database = await openTestDatabase(inject('testDatabaseTemplate'));
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      db: database.db,
      logger: false,
      mailer: createMemoryMailer(),
      assets: createMemoryAssetStore(),
    });
    try {
      expect((await app.inject('/api/health')).statusCode).toBe(200);
      await database.dispose();

      for (const url of ['/api/health', '/api/v1/data']) {
        const response = await app.inject({ url, headers: { authorization: 'Bearer some-token' } });
        expect(response.statusCode, url).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(ErrorDocument.parse(response.json()).errors[0]).toMatchObject({ status: '503', code: 'unavailable' });
      }
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});
