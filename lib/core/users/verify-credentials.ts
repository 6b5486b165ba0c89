import { eq, sql } from 'drizzle-orm';
import { users } from '@/db/schema';
import type { Database } from '@/db/client';
import { decoyPasswordHash, verifyPassword } from './password';
import { credentialsSchema } from './schemas';

export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MINUTES = 15;

export type VerifiedLogin = { userId: number };

/**
 * Checks an e-mail and password. Unknown e-mail, wrong password, locked and disabled accounts all
 * answer null after the same argon2 work, so the answer tells an attacker nothing. Failures count per
 * account: the fifth in a row locks it for 15 minutes, whatever IP they come from.
 */
export async function verifyCredentials(db: Database, raw: unknown): Promise<VerifiedLogin | null> {
  const parsed = credentialsSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { email, password } = parsed.data;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) {
    await verifyPassword(await decoyPasswordHash(), password);
    return null;
  }
  const now = new Date();
  const locked = user.lockedUntil !== null && user.lockedUntil > now;
  const valid = await verifyPassword(user.passwordHash, password);
  if (locked || user.disabledAt) return null;
  if (!valid) {
    await db
      .update(users)
      .set({
        failedLoginCount: sql`${users.failedLoginCount} + 1`,
        lockedUntil: sql`case when ${users.failedLoginCount} + 1 >= ${MAX_FAILED_LOGINS} then now() + make_interval(mins => ${LOCKOUT_MINUTES}) else ${users.lockedUntil} end`,
      })
      .where(eq(users.id, user.id));
    return null;
  }
  await db.update(users).set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: now }).where(eq(users.id, user.id));
  return { userId: user.id };
}
