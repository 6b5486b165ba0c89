import { defineRoute } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { paginate } from '@/lib/api/paginator';
import { presentApplicationGroupItem } from '@/lib/api/presenters/application-group-item';
import { publicUrl } from '@/lib/api/public-url';
import { listApplicationGroups } from '@/lib/core/applications/list-application-groups';
import { searchParamsToObject } from '@/lib/core/applications/pipeline-query';

/** 4.4: the application pipeline, paginated as Laravel does. */
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: async ({ request, ctx }) => {
    const url = publicUrl(request);
    const page = await listApplicationGroups(ctx, searchParamsToObject(url.searchParams));
    const now = new Date();
    return ok(paginate({ data: page.rows.map((row) => presentApplicationGroupItem(row, now)), total: page.total, page: page.page, perPage: page.perPage, url }));
  },
});
