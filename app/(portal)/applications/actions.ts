'use server';

import { authedAction } from '@/lib/auth/authed-action';
import { pipelineQuerySchema } from '@/lib/core/applications/pipeline-query';
import { loadPipeline } from './load-pipeline';

/** The pipeline list for the browser: the URL's query, parsed with the API's schema, for this user. */
export const fetchPipeline = authedAction(pipelineQuerySchema, loadPipeline);
