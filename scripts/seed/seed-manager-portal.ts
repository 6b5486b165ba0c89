import { eq } from 'drizzle-orm';
import { retailers, users } from '@/db/schema';
import type { Database } from '@/db/client';

/**
 * Demo data for the manager portal (issue #15): the demo's provider admins may sign in without
 * two-factor (outside demo data every admin must enrol; docs/security.md), and no demo retailer requires
 * it, so the quick start signs in with a password. Managers can switch "require 2FA" on under Settings → Users.
 */
export async function seedManagerPortal(db: Database): Promise<void> {
  await db.update(users).set({ twoFactorExempt: true }).where(eq(users.role, 'admin'));
  await db.update(retailers).set({ requireTwoFactor: false });
}
