import { currentPeriodEnd } from '@tracker/core';
import type { Executor } from '../db/client';
import { userPolicies, users } from '../db/schema';

/**
 * Inserts an admin account with its password already hashed, the policies accepted: the first
 * start's admin, and the one `npm run admin` creates when no account has the email.
 */
export async function insertAdmin(
  tx: Executor,
  { email, passwordHash, now }: { email: string; passwordHash: string; now: Date },
): Promise<number> {
  const [admin] = await tx
    .insert(users)
    .values({
      email,
      name: 'Admin',
      companyName: 'Tracker',
      userRole: 'admin',
      assignee: true,
      passwordHash,
      passwordSetAt: now,
      currentPeriodEndAt: currentPeriodEnd(now),
      emailsAccessEndAt: now,
      groupsAccessEndAt: now,
      technologiesAccessEndAt: now,
    })
    .returning({ id: users.id });
  const adminId = admin!.id;
  await tx.insert(userPolicies).values([
    { userId: adminId, type: 'terms_of_service', acceptedAt: now },
    { userId: adminId, type: 'privacy_policy', acceptedAt: now },
  ]);
  return adminId;
}
