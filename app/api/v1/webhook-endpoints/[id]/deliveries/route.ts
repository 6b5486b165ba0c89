import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { paginate } from '@/lib/api/paginator';
import { publicUrl } from '@/lib/api/public-url';
import { listWebhookDeliveries } from '@/lib/core/webhooks/list-deliveries';

/** The endpoint's deliveries, newest first, paginated as the groups list is. */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: async ({ ctx, params, request }) => {
    const url = publicUrl(request);
    const page = await listWebhookDeliveries(ctx, params.id!, Object.fromEntries(url.searchParams));
    return ok(paginate({ data: page.data.map(({ last_attempt: _last, ...delivery }) => delivery), total: page.total, page: page.page, perPage: page.perPage, url }));
  },
});
