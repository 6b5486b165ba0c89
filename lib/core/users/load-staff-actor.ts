import { eq } from 'drizzle-orm';
import { userStores, users } from '@/db/schema';
import type { Database } from '@/db/client';
import type { Actor } from '../context';

export type StaffActor = Extract<Actor, { kind: 'staff' }>;
export type StaffProfile = StaffActor & { email: string; name: string };

/**
 * The actor behind a session, read fresh on each request: a disabled or deleted user gets null, which
 * ends their session at once even though the JWT has not expired.
 */
export async function loadStaffActor(db: Database, userId: number): Promise<StaffProfile | null> {
  const [user] = await db
    .select({ id: users.id, role: users.role, retailerId: users.retailerId, email: users.email, name: users.name, disabledAt: users.disabledAt })
    .from(users)
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
  };
}
