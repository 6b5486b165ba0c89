import { and, desc, eq, lt } from 'drizzle-orm';
import { outboxMessages } from '@/db/schema';
import type { OutboxMessage } from '@/db/schema/outbox-messages';
import type { Ctx } from '../context';
import { requirePermission } from '../access';
import { parseInput } from '../validation';
import { scopeOf } from '../scope';
import { z } from 'zod';

const listOutboxSchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Keyset paging: messages older than this id. */
  before: z.coerce.number().int().positive().optional(),
  applicationId: z.coerce.number().int().positive().optional(),
});

export type ListOutboxInput = z.input<typeof listOutboxSchema>;

/**
 * The development outbox, newest first: every message that would have been emailed or texted while no
 * SMTP server or SMS gateway is configured. Admins only (`outbox.read`); a retailer-bound admin sees
 * its retailer's messages.
 */
export async function listOutboxMessages(ctx: Ctx, input: ListOutboxInput = {}): Promise<OutboxMessage[]> {
  requirePermission(ctx, 'outbox.read');
  const query = parseInput(listOutboxSchema, input);
  const scope = scopeOf(ctx.actor);
  return ctx.db
    .select()
    .from(outboxMessages)
    .where(
      and(
        scope.kind === 'all' || scope.retailerId === null ? undefined : eq(outboxMessages.retailerId, scope.retailerId),
        query.before ? lt(outboxMessages.id, query.before) : undefined,
        query.applicationId ? eq(outboxMessages.applicationId, query.applicationId) : undefined,
      ),
    )
    .orderBy(desc(outboxMessages.id))
    .limit(query.limit);
}
