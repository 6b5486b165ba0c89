import { z } from 'zod';
import { defineEndpoint } from '../registry';

export const metaEndpoints = [
  defineEndpoint({
    method: 'GET',
    path: '/openapi.json',
    operationId: 'openApiDocument',
    summary: 'This OpenAPI 3.1 document',
    description: 'The machine-readable description of the API, generated from the same schemas the routes validate with. Public; no token needed.',
    tag: 'Meta',
    auth: 'public',
    response: {
      description: 'An OpenAPI 3.1 document (not enveloped).',
      schema: z.looseObject({ openapi: z.string(), info: z.record(z.string(), z.unknown()), paths: z.record(z.string(), z.unknown()) }),
    },
    errors: [500],
  }),
];
