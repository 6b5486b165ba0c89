import { z } from 'zod';
import { endpoints as registeredEndpoints, tags as registeredTags } from './endpoints';
import { errorDocs, type ErrorStatus } from './errors';
import { overrideInputSchema } from './input-overrides';
import { errorStatusesOf, type EndpointSpec } from './registry';
import { componentSchemas } from './schemas';
import { webhookBodySchema, webhookEvents } from './webhook-schemas';

export type JsonSchema = { [key: string]: unknown };

export type OpenApiParameter = {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
  style?: 'form' | 'simple';
  explode?: boolean;
};

type Ref = { $ref: string };
type MediaType = { schema: JsonSchema | Ref; example?: unknown };
type Header = { description: string; schema: JsonSchema };
export type OpenApiResponse = { description: string; headers?: Record<string, Header | Ref>; content?: Record<string, MediaType> };

export type OpenApiOperation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: Record<string, string[]>[];
  'x-permission'?: string;
  parameters: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, MediaType> };
  responses: Record<string, OpenApiResponse | Ref>;
};

export type OpenApiDocument = {
  openapi: '3.1.0';
  jsonSchemaDialect: string;
  info: { title: string; version: string; description: string };
  servers: { url: string; description?: string }[];
  tags: { name: string; description: string }[];
  security: Record<string, string[]>[];
  paths: Record<string, Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', OpenApiOperation>>>;
  /** What Leaseline POSTs to a retailer's webhook endpoints, one entry per event type (docs/webhooks.md). */
  webhooks: Record<string, { post: Omit<OpenApiOperation, 'tags' | 'security' | 'parameters'> & { parameters: OpenApiParameter[] } }>;
  components: {
    securitySchemes: Record<string, JsonSchema>;
    headers: Record<string, Header>;
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
  };
};

const TARGET = 'draft-2020-12';
const SCHEMA_REF = '#/components/schemas/';
const SHARED_PREFIX = `${SCHEMA_REF}__shared#/$defs/`;

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** Deep-rewrites every `$ref` with `fn`. */
function mapRefs<T>(value: T, fn: (ref: string) => string): T {
  if (Array.isArray(value)) return value.map((v) => mapRefs(v, fn)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? fn(v) : mapRefs(v, fn)]),
    ) as T;
  }
  return value;
}

const FORMATS_WITH_NOISY_PATTERNS = new Set(['date-time', 'date', 'uuid', 'email']);

/**
 * Removes what zod emits for its own checks but a reader of the API gains nothing from: the safe-integer
 * bounds of every `.int()`, the regular expressions behind well-known formats, and `$id`s.
 */
function tidy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(tidy) as T;
  if (!value || typeof value !== 'object') return value;
  const out: JsonSchema = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === '$id' || key === '$schema') continue;
    if (key === 'minimum' && v === Number.MIN_SAFE_INTEGER) continue;
    if (key === 'maximum' && v === Number.MAX_SAFE_INTEGER) continue;
    if (key === 'pattern' && FORMATS_WITH_NOISY_PATTERNS.has((value as JsonSchema).format as string)) continue;
    out[key] = tidy(v);
  }
  return out as T;
}

/**
 * Converts named zod schemas to JSON Schema (draft 2020-12, which OpenAPI 3.1 uses) as one set, so that
 * a named schema used inside another becomes a `$ref` to `#/components/schemas/<name>`.
 */
function convertNamed(entries: Map<z.ZodType, string>, io: 'input' | 'output'): Record<string, JsonSchema> {
  if (entries.size === 0) return {};
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of entries) registry.add(schema, { id });
  const override = io === 'input' ? overrideInputSchema : undefined;
  const { schemas } = z.toJSONSchema(registry, { target: TARGET, io, uri: (id) => `${SCHEMA_REF}${id}`, override }) as { schemas: Record<string, JsonSchema> };
  const out: Record<string, JsonSchema> = {};
  // Schemas someone gave a global `.meta({ id })` land in `__shared`; hoist them to components of their own.
  const shared = (schemas.__shared?.$defs ?? {}) as Record<string, JsonSchema>;
  for (const [name, schema] of [...Object.entries(schemas).filter(([k]) => k !== '__shared'), ...Object.entries(shared)]) {
    out[name] = mapRefs(tidy(schema), (ref) => (ref.startsWith(SHARED_PREFIX) ? SCHEMA_REF + ref.slice(SHARED_PREFIX.length) : ref));
  }
  return out;
}

function parametersOf(schema: z.ZodType, location: 'query' | 'path', docs: Record<string, string> = {}, optional = false): OpenApiParameter[] {
  const json = tidy(z.toJSONSchema(schema, { target: TARGET, io: 'input', override: overrideInputSchema }) as JsonSchema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    const text = [docs[name], typeof description === 'string' ? description : undefined].filter(Boolean).join(' ');
    return {
      name,
      in: location,
      required: location === 'path' || (!optional && required.has(name)),
      ...(text ? { description: text } : {}),
      schema: rest,
      ...(rest.type === 'array' ? { style: 'form' as const, explode: true } : {}),
    };
  });
}

function envelopeOf(status: ErrorStatus): string {
  if (status === 422) return 'ValidationErrorEnvelope';
  return status === 402 || status === 502 ? 'PaymentErrorEnvelope' : 'ErrorEnvelope';
}

function errorResponseComponents(): Record<string, OpenApiResponse> {
  return Object.fromEntries(
    Object.values(errorDocs).map((doc) => [
      doc.name,
      {
        description: `${doc.title}: ${doc.when}`,
        headers: {
          'X-Request-Id': { $ref: '#/components/headers/RequestId' },
          ...Object.fromEntries(Object.entries(doc.headers ?? {}).map(([name, description]) => [name, { description, schema: { type: 'string' } }])),
        },
        content: {
          'application/json': {
            schema: { $ref: SCHEMA_REF + envelopeOf(doc.status) },
            example: doc.example,
          },
        },
      },
    ]),
  );
}

const description = `The Leaseline lease-to-own financing API.

Authentication: send \`Authorization: Bearer <API_TOKEN>\` and \`Accept: application/json\`. A token is bound to one store or one retailer and sees nothing outside it; a resource outside the caller's scope answers 404.

Success responses are enveloped: \`{ "status": true, "code": 200, "data": … }\`, except where an endpoint says otherwise. Errors use the HTTP status as \`code\`: \`{ "status": false, "code": 422, "message": "The given data was invalid.", "errors": { "field.path": ["…"] } }\`; \`errors\` appears on 422 only. Every response carries \`X-Request-Id\`; quote it to support.

Requests and responses are JSON (bodies up to 256 KiB). Unknown request fields are ignored and never stored. Lists are paginated as Laravel's length-aware paginator (15 per page by default, at most 100).`;

/** Every POST takes an Idempotency-Key (lib/api/idempotency.ts, docs/payments.md §Idempotency). */
const idempotencyKeyParameter: OpenApiParameter = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes the POST safe to retry: a retry with the same key and body within 24 h replays the first response byte for byte (with `Idempotent-Replayed: true`); the same key with another body is a 422 naming `Idempotency-Key`; while the first request runs, a 409. Keys belong to their caller.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

/** Builds the OpenAPI 3.1 document from the endpoint registry. Throws on an inconsistent declaration. */
export function generateOpenApiDocument(endpoints: EndpointSpec[] = registeredEndpoints, tags = registeredTags): OpenApiDocument {
  const tagNames = new Set(tags.map((t) => t.name));
  const operationIds = new Set<string>();
  const outputs = new Map<z.ZodType, string>(Object.entries(componentSchemas).map(([id, schema]) => [schema as z.ZodType, id]));
  const inputs = new Map<z.ZodType, string>();
  const name = (map: Map<z.ZodType, string>, schema: z.ZodType, id: string) => {
    if (!map.has(schema)) map.set(schema, id);
    return map.get(schema)!;
  };

  const paths: OpenApiDocument['paths'] = {};
  for (const spec of endpoints) {
    if (operationIds.has(spec.operationId)) throw new Error(`Duplicate operationId "${spec.operationId}".`);
    operationIds.add(spec.operationId);
    if (!tagNames.has(spec.tag)) throw new Error(`Endpoint ${spec.method} ${spec.path}: unknown tag "${spec.tag}".`);
    const placeholders = [...spec.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
    const pathParams = spec.params ? parametersOf(spec.params, 'path', spec.parameterDocs) : [];
    if (placeholders.join() !== pathParams.map((p) => p.name).sort().join())
      throw new Error(`Endpoint ${spec.method} ${spec.path}: path parameters must match the {placeholders}.`);

    const responseId = name(outputs, spec.response.schema, `${pascal(spec.operationId)}Response`);
    const bodyId = spec.body ? name(inputs, spec.body, `${pascal(spec.operationId)}Request`) : undefined;
    const errors = errorStatusesOf(spec);
    const operation: OpenApiOperation = {
      operationId: spec.operationId,
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      tags: [spec.tag],
      security: (spec.auth ?? 'token') === 'public' ? [] : [{ bearerAuth: [] }],
      ...(spec.permission ? { 'x-permission': spec.permission } : {}),
      // A query whose fields may come in the body instead has no required parameter.
      parameters: [...pathParams, ...(spec.query ? parametersOf(spec.query, 'query', spec.parameterDocs, spec.bodyOptional) : []), ...(spec.method === 'POST' ? [idempotencyKeyParameter] : [])],
      ...(bodyId ? { requestBody: { required: !spec.bodyOptional, content: { 'application/json': { schema: { $ref: SCHEMA_REF + bodyId } } } } } : {}),
      responses: {
        [String(spec.response.status ?? 200)]: {
          description: spec.response.description,
          headers: { 'X-Request-Id': { $ref: '#/components/headers/RequestId' } },
          content: {
            [spec.response.contentType ?? 'application/json']: {
              schema: { $ref: SCHEMA_REF + responseId },
              ...(spec.response.example !== undefined ? { example: spec.response.example } : {}),
            },
            ...spec.response.alternatives,
          },
        },
        ...Object.fromEntries(errors.map((status: ErrorStatus) => [String(status), { $ref: `#/components/responses/${errorDocs[status].name}` }])),
      },
    };
    const method = spec.method.toLowerCase() as Lowercase<EndpointSpec['method']>;
    paths[spec.path] ??= {};
    if (paths[spec.path]![method]) throw new Error(`Duplicate endpoint ${spec.method} ${spec.path}.`);
    paths[spec.path]![method] = operation;
  }

  const webhooks: OpenApiDocument['webhooks'] = {};
  const signatureHeaders: OpenApiParameter[] = [
    { name: 'webhook-id', in: 'header', required: true, description: "The event's id: the same on every retry and re-send (deduplicate on it).", schema: { type: 'string' } },
    { name: 'webhook-timestamp', in: 'header', required: true, description: 'Unix seconds when this attempt was signed; refuse stale ones.', schema: { type: 'string' } },
    {
      name: 'webhook-signature',
      in: 'header',
      required: true,
      description: 'v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the base64 part of the endpoint secret; space-separated when two secrets are valid (24 h after a rotation).',
      schema: { type: 'string' },
    },
  ];
  for (const event of webhookEvents) {
    const id = `Webhook${event.type.split(/[._]/).map(pascal).join('')}`;
    const schemaId = name(outputs, webhookBodySchema(event.type, event.data), id);
    webhooks[event.type] = {
      post: {
        operationId: `webhook${event.type.split(/[._]/).map(pascal).join('')}`,
        summary: event.type,
        description: event.summary,
        parameters: signatureHeaders,
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: SCHEMA_REF + schemaId } } } },
        responses: {
          '200': { description: 'Any 2xx acknowledges the event. Other answers and timeouts (10 s) are retried for about 2½ days; 410 disables the endpoint.' },
        },
      },
    };
  }

  const outputSchemas = convertNamed(outputs, 'output');
  const inputSchemas = convertNamed(inputs, 'input');
  for (const id of Object.keys(inputSchemas)) {
    if (id in outputSchemas && JSON.stringify(outputSchemas[id]) !== JSON.stringify(inputSchemas[id]))
      throw new Error(`Schema name "${id}" is used for two different shapes.`);
  }

  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: { title: 'Leaseline API', version: '1', description },
    servers: [{ url: '/api/v1' }],
    tags,
    security: [{ bearerAuth: [] }],
    paths,
    webhooks,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API token issued per store or per retailer (`ll_…`).' },
      },
      headers: {
        RequestId: { description: 'Identifies the request in logs; echoed when the caller sent a sane one.', schema: { type: 'string' } },
      },
      schemas: Object.fromEntries(Object.entries({ ...outputSchemas, ...inputSchemas }).sort(([a], [b]) => a.localeCompare(b))),
      responses: errorResponseComponents(),
    },
  };
}

let cached: OpenApiDocument | undefined;

/** The document served at /api/v1/openapi.json; `serverUrl` is the absolute API base the caller used. */
export function openApiDocument(options: { serverUrl?: string } = {}): OpenApiDocument {
  cached ??= generateOpenApiDocument();
  return options.serverUrl ? { ...cached, servers: [{ url: options.serverUrl }] } : cached;
}
