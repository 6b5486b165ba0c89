import { eq } from 'drizzle-orm';
import { retailers, userStores, users } from '@/db/schema';
import type { Database } from '@/db/client';
import type { Actor } from '../context';
import { twoFactorDemanded } from './verify-credentials';

export type StaffActor = Extract<Actor, { kind: 'staff' }>;
export type StaffProfile = StaffActor & {
  email: string;
  name: string;
  twoFactorEnabled: boolean;
  /** Two-factor is required of them (by them, their retailer, or as an admin) and not yet on: the portal sends them to enrol. */
  mustEnrolTwoFactor: boolean;
};

/**
 * The actor behind a session, read fresh on each request: a disabled or deleted user gets null, which
 * ends their session at once even though the JWT has not expired.
 */
export async function loadStaffActor(db: Database, userId: number): Promise<StaffProfile | null> {
  const [user] = await db
    .select({
      id: users.id,
      role: users.role,
      retailerId: users.retailerId,
      email: users.email,
      name: users.name,
      disabledAt: users.disabledAt,
      totpEnabledAt: users.totpEnabledAt,
      requireTwoFactor: users.requireTwoFactor,
      twoFactorExempt: users.twoFactorExempt,
      retailerRequires: retailers.requireTwoFactor,
    })
    .from(users)
    .leftJoin(retailers, eq(retailers.id, users.retailerId))
    .where(eq(users.id, userId));
  if (!user || user.disabledAt) return null;
  const assigned = await db.select({ storeId: userStores.storeId }).from(userStores).where(eq(userStores.userId, userId));
  return {
    kind: 'staff',
    userId: user.id,
    role: user.role,
    retailerId: user.retailerId,
    storeIds: assigned.map((a) => a.storeId),
    email: user.email,
    name: user.name,
    twoFactorEnabled: user.totpEnabledAt !== null,
    mustEnrolTwoFactor: user.totpEnabledAt === null && twoFactorDemanded(user, Boolean(user.retailerRequires)),
  };
}
