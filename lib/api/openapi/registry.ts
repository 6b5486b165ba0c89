import type { z } from 'zod';
import type { Permission } from '@/lib/auth/permissions';
import type { ErrorStatus } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint of /api/v1, declared once. The OpenAPI document, the /docs page and the route's own
 * validation all read the same zod schemas: pass the schema the route handler parses with, never a copy.
 */
export type EndpointSpec = {
  method: HttpMethod;
  /** Relative to /api/v1, with `{name}` placeholders: `/applications/{application}`. */
  path: `/${string}`;
  /** Unique, camelCase; also the name of the typed client's method when there is one. */
  operationId: string;
  summary: string;
  /** Markdown-free prose; shown under the summary. */
  description?: string;
  /** The group the endpoint is listed under (see `tags` in endpoints/index.ts). */
  tag: string;
  /** `token` (default): `Authorization: Bearer <token>`. `public`: no credentials. */
  auth?: 'token' | 'public';
  /** The permission the core checks (lib/auth/permissions.ts), shown in the reference. */
  permission?: Permission;
  /** Path parameters: a z.object whose keys match the `{placeholders}`. */
  params?: z.ZodObject;
  /** Query parameters: a z.object (refinements allowed); converted with `io: 'input'`. */
  query?: z.ZodType;
  /** JSON request body; converted with `io: 'input'` (what callers send, before defaults and transforms). */
  body?: z.ZodType;
  /**
   * The body may be left out: its fields then come from the query string (declare `query` too; its
   * parameters are then all optional) or take their defaults.
   */
  bodyOptional?: boolean;
  /** Extra text per query/path parameter, merged with the schema's own description. */
  parameterDocs?: Record<string, string>;
  response: {
    /** 200 unless stated. */
    status?: number;
    description: string;
    /** The whole body, envelope included (e.g. `successEnvelope(mySchema)`). */
    schema: z.ZodType;
    example?: unknown;
    /** The media type of the body; default application/json (e.g. application/pdf for a document). */
    contentType?: string;
    /**
     * Other media types the same status may answer with, by what the request asks for (e.g. the PDF
     * itself beside the JSON envelope), each with its JSON Schema.
     */
    alternatives?: Record<string, { schema: Record<string, unknown> }>;
  };
  /**
   * Error answers besides the defaults: 401, 500 and 503 for token endpoints, 422 when there is a query
   * or body, 400/413/415 when there is a body. Typical additions: 403, 404, 409, 429.
   */
  errors?: ErrorStatus[];
};

/** Identity helper that type-checks an endpoint declaration. */
export function defineEndpoint(spec: EndpointSpec): EndpointSpec {
  return spec;
}

/** The error statuses an endpoint documents: its own plus the defaults that follow from its shape. */
export function errorStatusesOf(spec: EndpointSpec): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(spec.errors ?? []);
  if ((spec.auth ?? 'token') === 'token') [401, 500, 503].forEach((s) => statuses.add(s as ErrorStatus));
  if (spec.query || spec.body) statuses.add(422);
  if (spec.body) [400, 413, 415].forEach((s) => statuses.add(s as ErrorStatus));
  return [...statuses].sort((a, b) => a - b);
}
