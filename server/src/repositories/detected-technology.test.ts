import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyTechnologies, technologies } from '../db/schema';
import { createAdminApp, type AdminApp } from '../testing/admin-app';
import { insertCompany } from '../testing/company-fixtures';

describe("a platform seen in a company's mail", () => {
  let t: AdminApp;
  beforeAll(async () => {
    t = await createAdminApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const linksOf = async (companyId: number) =>
    t.db
      .select({ name: technologies.name, type: technologies.type, detectedAt: companyTechnologies.detectedAt })
      .from(companyTechnologies)
      .innerJoin(technologies, eq(technologies.id, companyTechnologies.technologyId))
      .where(eq(companyTechnologies.companyId, companyId))
      .orderBy(technologies.name);

  it('joins its technologies, and never changes a technology or link it had already', async () => {
    const companyId = await insertCompany(t.db, { name: 'Mailed', domain: 'mailed.test' }, t.clock.now());
    const before = new Date('2025-01-01T00:00:00.000Z');
    const [set] = await t.db.insert(technologies).values({ name: 'Mailgun', type: 'misc' }).returning({ id: technologies.id });
    await t.db.insert(companyTechnologies).values({ companyId, technologyId: set!.id, detectedAt: before });

    await t.app.repositories.companies.addDetectedTechnology(companyId, { name: 'Mailgun', type: 'smtpaas' });
    await t.app.repositories.companies.addDetectedTechnology(companyId, { name: 'Sendlane', type: 'esp' });
    await t.app.repositories.companies.addDetectedTechnology(companyId, { name: 'Sendlane', type: 'esp' });

    expect(await linksOf(companyId)).toEqual([
      { name: 'Mailgun', type: 'misc', detectedAt: before },
      { name: 'Sendlane', type: 'esp', detectedAt: t.clock.now() },
    ]);
  });
});
