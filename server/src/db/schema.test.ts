import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { companies, emailClassifications, emails } from './schema';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { TEST_NOW } from '@tracker/core/testing';

describe('database schema', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(inject('testDatabaseTemplate'));
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('derives valid from the company state', async () => {
    const { db } = database;
    const [company] = await db.insert(companies).values({ name: 'Harbor Home', domainName: 'harbor-home.example' }).returning();
    expect(company).toMatchObject({ state: 'active', valid: true });

    const [invalid] = await db.update(companies).set({ state: 'invalid' }).where(eq(companies.id, company!.id)).returning();
    expect(invalid?.valid).toBe(false);
  });

  it.each(['https://shop.example', 'www.shop.example', 'Shop.example', 'shop.example/path', ''])(
    'rejects the unnormalised domain name %j',
    async (domainName) => {
      await expect(database.db.insert(companies).values({ name: 'Shop', domainName })).rejects.toThrow();
    },
  );

  it('keeps domain names unique', async () => {
    await database.db.insert(companies).values({ name: 'Cedar', domainName: 'cedar.example' });
    await expect(database.db.insert(companies).values({ name: 'Cedar again', domainName: 'cedar.example' })).rejects.toThrow();
  });

  it('finds companies by a misspelt name with trigram similarity', async () => {
    const { db } = database;
    await db.insert(companies).values({ name: 'Northwind Outfitters', domainName: 'northwind-outfitters.example' });

    const found = await db
      .select({ name: companies.name })
      .from(companies)
      .where(sql`lower(${companies.name}) % ${'northwnd outfiters'}`);

    expect(found.map((c) => c.name)).toContain('Northwind Outfitters');
  });

  it('allows one classification of each type per email, scored 0 or 1', async () => {
    const { db } = database;
    const [email] = await db
      .insert(emails)
      .values({ guid: 'b7c1d2e3-0000-4000-8000-000000000001', subject: 'Welcome!', sentAt: new Date(TEST_NOW) })
      .returning({ id: emails.id });
    await db.insert(emailClassifications).values({ emailId: email!.id, type: 'welcome', score: 1 });

    await expect(db.insert(emailClassifications).values({ emailId: email!.id, type: 'welcome', score: 0 })).rejects.toThrow();
    await expect(db.insert(emailClassifications).values({ emailId: email!.id, type: 'onboarding', score: 2 })).rejects.toThrow();
  });
});
