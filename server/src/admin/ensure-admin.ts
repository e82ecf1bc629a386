import { eq, sql } from 'drizzle-orm';
import { minutesAhead, PASSWORD_RESET_TTL_MINUTES, type Clock } from '@tracker/core';
import { hashPassword, randomSecret } from '../auth/password';
import { hashSecret } from '../auth/secret-hash';
import type { Database } from '../db/client';
import { auditLog, passwordResets, users } from '../db/schema';
import { insertAdmin } from '../seed/insert-admin';

export type EnsureAdminResult =
  /** A new admin account, with a password shown this once (stored only hashed). */
  | { outcome: 'created'; userId: number; email: string; password: string }
  /** An existing user made an active admin (or already one), with a link to choose a new password. */
  | { outcome: 'promoted' | 'already_admin'; userId: number; email: string; setPasswordLink: string; linkExpiresAt: Date };

/**
 * The operators' way back when no admin can sign in (all demoted, archived or their passwords
 * lost): works on the database directly, not through the API that needs an admin. An existing user
 * becomes an active admin (role admin, not archived) and gets a single-use set-password link, as a
 * reset mail would carry; an unknown email becomes a new admin with a generated password, made as
 * the first start makes its admin (insertAdmin). Recorded in the audit log with no actor (the operator, not a user).
 */
export async function ensureAdmin(db: Database, options: { email: string; publicUrl: string; clock: Clock }): Promise<EnsureAdminResult> {
  const email = options.email.trim().toLowerCase();
  const now = options.clock.now();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, email: users.email, userRole: users.userRole, archived: users.archived })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .for('update')
      .limit(1);

    if (!existing) {
      const password = randomSecret();
      const userId = await insertAdmin(tx, { email, passwordHash: await hashPassword(password), now });
      await tx.insert(auditLog).values({
        action: 'admin.recover',
        resourceType: 'users',
        resourceId: String(userId),
        after: { email, userRole: 'admin', created: true },
        createdAt: now,
      });
      return { outcome: 'created', userId, email, password };
    }

    const wasActiveAdmin = existing.userRole === 'admin' && !existing.archived;
    if (!wasActiveAdmin) {
      await tx.update(users).set({ userRole: 'admin', archived: false, updatedAt: now }).where(eq(users.id, existing.id));
    }
    const secret = randomSecret();
    const linkExpiresAt = minutesAhead(now, PASSWORD_RESET_TTL_MINUTES);
    await tx
      .insert(passwordResets)
      .values({ userId: existing.id, tokenHash: hashSecret(secret), expiresAt: linkExpiresAt, createdAt: now });
    await tx.insert(auditLog).values({
      action: 'admin.recover',
      resourceType: 'users',
      resourceId: String(existing.id),
      before: { userRole: existing.userRole, archived: existing.archived },
      after: { userRole: 'admin', archived: false },
      createdAt: now,
    });
    const setPasswordLink = `${options.publicUrl.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(secret)}`;
    return {
      outcome: wasActiveAdmin ? 'already_admin' : 'promoted',
      userId: existing.id,
      email: existing.email,
      setPasswordLink,
      linkExpiresAt,
    };
  });
}
