import { pipelineQuerySchema } from '@/lib/core/applications/pipeline-query';
import { defineEndpoint } from '../registry';
import { applicationGroupsResponseSchema } from '../schemas';

const listForms = 'Send a list as `stores=1,2`, `stores[]=1&stores[]=2` or `stores=1&stores=2`.';

export const applicationEndpoints = [
  defineEndpoint({
    method: 'GET',
    path: '/applications/groups',
    operationId: 'listApplicationGroups',
    summary: 'List the application pipeline',
    description:
      "One page of the caller's applications, filtered by purchase group, stores, statuses and dates, paginated as Laravel's length-aware paginator. " +
      'Only applications inside the token\'s scope appear: a store id outside it filters to nothing rather than erroring. ' +
      'Ties in any sort are broken by id in the same direction, so pages never overlap.',
    tag: 'Applications',
    permission: 'application.read',
    query: pipelineQuerySchema,
    parameterDocs: {
      purchase_group:
        'Pipeline tab: `new` (V, R), `approved` (A), `contracting` (lease V), `signed` (lease S, D), `funded` (lease F), `closed` (N, X, E, lease P or X), `all`.',
      page: 'Page number, from 1. A page past the last answers an empty `data`.',
      per_page: 'Items per page, 1 to 100.',
      stores: `Store ids to keep. ${listForms}`,
      statuses: `Application states to keep (V, R, A, L, N, X, E). Same list forms as \`stores\`.`,
      sort_by: 'Sort field.',
      sort_order: 'Sort direction, `asc` or `desc` (default `desc`).',
      date_from: 'First day (UTC) to include, `YYYY-MM-DD` or `MM/DD/YYYY`.',
      date_to: 'Last day (UTC) to include, inclusive; on or after `date_from`.',
      date_type: 'Which timestamp the date range applies to.',
    },
    response: { description: 'One page of the pipeline.', schema: applicationGroupsResponseSchema },
  }),
];
