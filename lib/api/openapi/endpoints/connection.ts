import { defineEndpoint } from '../registry';
import { connectionTestResponseSchema } from '../schemas';

export const connectionEndpoints = [
  defineEndpoint({
    method: 'GET',
    path: '/test',
    operationId: 'test',
    summary: 'Check the credentials',
    description: 'Answers 200 when the Bearer token is valid, 401 otherwise. Its body is outside the usual envelope: `message` instead of `data`.',
    tag: 'Connection',
    response: {
      description: 'The token is valid.',
      schema: connectionTestResponseSchema,
      example: { status: true, code: 200, message: 'Connection successful. Your API token is valid.' },
    },
  }),
];
