import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { applications, notifications, stores, users } from '@/db/schema';
import type { Ctx } from '../context';

export type NotificationItem = {
  id: number;
  kind: 'handoff';
  applicationId: number;
  /** The application's label (the applicant's name, as the pipeline shows it). */
  applicationLabel: string;
  storeName: string;
  fromName: string | null;
  createdAt: string;
  read: boolean;
};

export type NotificationList = { unread: number; items: NotificationItem[] };

const LIMIT = 20;

/** The signed-in staff user's own notifications, newest first (the last 20), with the unread count. */
export async function listNotifications(ctx: Ctx): Promise<NotificationList> {
  if (ctx.actor.kind !== 'staff') return { unread: 0, items: [] };
  const mine = eq(notifications.userId, ctx.actor.userId);
  const [rows, [unread]] = await Promise.all([
    ctx.db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        applicationId: notifications.applicationId,
        applicationLabel: applications.label,
        storeName: stores.name,
        fromName: users.name,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .innerJoin(applications, eq(applications.id, notifications.applicationId))
      .innerJoin(stores, eq(stores.id, notifications.storeId))
      .leftJoin(users, eq(users.id, notifications.createdByUserId))
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(LIMIT),
    ctx.db.select({ n: count() }).from(notifications).where(and(mine, isNull(notifications.readAt))),
  ]);
  return {
    unread: unread?.n ?? 0,
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), read: r.readAt !== null })),
  };
}

/** Marks the user's own notifications read (those ids, or all of them); another user's ids change nothing. */
export async function markNotificationsRead(ctx: Ctx, ids?: number[], now = new Date()): Promise<void> {
  if (ctx.actor.kind !== 'staff') return;
  await ctx.db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, ctx.actor.userId), isNull(notifications.readAt), ids ? inArray(notifications.id, ids) : undefined));
}
