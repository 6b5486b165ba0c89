import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { presentApplicationGroupItem } from '@/lib/api/presenters/application-group-item';
import { presentLeaseRecord } from '@/lib/api/presenters/lease-record';
import { listApplicationGroups } from '@/lib/core/applications/list-application-groups';
import { pipelineQuerySchema } from '@/lib/core/applications/pipeline-query';
import { buildTenants, insertApplication } from '@/lib/testing/fixtures';
import { as, inRollback } from '@/lib/testing/test-db';
import { generateOpenApiDocument, openApiDocument, type JsonSchema } from './document';
import { awaitingDocumentation, endpoints } from './endpoints';
import { errorDocs } from './errors';
import { defineEndpoint } from './registry';
import { applicationGroupItemSchema, leaseRecordSchema } from './schemas';

const doc = openApiDocument();

function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref') out.push(v as string);
      else refsIn(v, out);
    }
  }
  return out;
}

function resolve(ref: string): unknown {
  expect(ref.startsWith('#/')).toBe(true);
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 on JSON Schema 2020-12', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('resolves every $ref inside the document', () => {
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) expect(resolve(ref), ref).toBeDefined();
    expect(JSON.stringify(doc)).not.toContain('__shared');
  });

  it('documents GET /applications/groups with every filter of the shared schema', () => {
    const op = doc.paths['/applications/groups']!.get!;
    const names = op.parameters.map((p) => p.name);
    expect(names).toEqual(Object.keys(pipelineQuerySchema.shape));
    const perPage = op.parameters.find((p) => p.name === 'per_page')!;
    expect(perPage.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100, default: 15 });
    const stores = op.parameters.find((p) => p.name === 'stores')!;
    expect(stores).toMatchObject({ style: 'form', explode: true, schema: { type: 'array' } });
    expect(op.parameters.find((p) => p.name === 'purchase_group')!.schema.enum).toEqual(['all', 'new', 'approved', 'contracting', 'signed', 'funded', 'closed']);
    expect(Object.keys(op.responses)).toEqual(['200', '401', '422', '500', '503']);
    expect(op.security).toEqual([{ bearerAuth: [] }]);
    expect(op['x-permission']).toBe('application.read');
  });

  it('describes the envelope, the paginator, the group item and the full lease record', () => {
    const response = doc.components.schemas.ListApplicationGroupsResponse!;
    const props = response.properties as Record<string, JsonSchema>;
    expect(Object.keys(props)).toEqual(['status', 'code', 'data']);
    const paginator = props.data!.properties as Record<string, JsonSchema>;
    expect(Object.keys(paginator).sort()).toEqual(
      ['current_page', 'data', 'first_page_url', 'from', 'last_page', 'last_page_url', 'links', 'next_page_url', 'path', 'per_page', 'prev_page_url', 'to', 'total'].sort(),
    );
    expect(paginator.data).toEqual({ type: 'array', items: { $ref: '#/components/schemas/ApplicationGroupItem' } });
    const lease = doc.components.schemas.LeaseRecord!;
    expect(Object.keys(lease.properties as object)).toHaveLength(64);
    expect(lease.required).toHaveLength(64);
    expect((lease.properties as Record<string, JsonSchema>)['90_day_payoff']).toMatchObject({ type: 'string' });
  });

  it('answers every error with the envelope, 422 with field errors, and a payment failure with its payment', () => {
    const envelopes: Record<number, string> = { 422: 'ValidationErrorEnvelope', 402: 'PaymentErrorEnvelope', 502: 'PaymentErrorEnvelope' };
    for (const e of Object.values(errorDocs)) {
      const response = doc.components.responses[e.name]!;
      const media = response.content!['application/json']!;
      expect(media.schema).toEqual({ $ref: `#/components/schemas/${envelopes[e.status] ?? 'ErrorEnvelope'}` });
      expect((media.example as { code: number }).code).toBe(e.status);
      expect(response.headers).toHaveProperty('X-Request-Id');
    }
    expect(doc.components.responses.TooManyRequests!.headers).toHaveProperty('Retry-After');
    expect(doc.components.responses.MethodNotAllowed!.headers).toHaveProperty('Allow');
  });

  it('lets a POST whose fields may come in the query string leave its body out', () => {
    const lookup = doc.paths['/applications/phone-system-lookup']!.post!;
    expect(lookup.requestBody?.required).toBe(false);
    expect(lookup.parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.required])).toEqual([
      ['date_of_birth', false],
      ['ssn_last_four', false],
      ['zip_code', false],
    ]);
    expect(Object.keys(doc.components.schemas.PaymentErrorEnvelope!.properties as object)).toEqual(expect.arrayContaining(['decline_code', 'payment_id']));
  });

  it('marks the document itself public', () => {
    expect(doc.paths['/openapi.json']!.get!.security).toEqual([]);
  });

  it('refuses inconsistent declarations', () => {
    const base = { method: 'GET' as const, summary: 's', tag: 'Meta', response: { description: 'd', schema: z.object({}) } };
    expect(() => generateOpenApiDocument([defineEndpoint({ ...base, path: '/a', operationId: 'x' }), defineEndpoint({ ...base, path: '/b', operationId: 'x' })])).toThrow(/Duplicate operationId/);
    expect(() => generateOpenApiDocument([defineEndpoint({ ...base, path: '/a', operationId: 'x', tag: 'Nope' })])).toThrow(/unknown tag/);
    expect(() => generateOpenApiDocument([defineEndpoint({ ...base, path: '/a/{id}', operationId: 'x' })])).toThrow(/path parameters/);
    const withParams = generateOpenApiDocument([
      defineEndpoint({ ...base, method: 'POST', path: '/a/{id}', operationId: 'x', params: z.object({ id: z.string() }), body: z.object({ n: z.number().default(0) }) }),
    ]);
    const op = withParams.paths['/a/{id}']!.post!;
    expect(op.parameters[0]).toEqual({ name: 'id', in: 'path', required: true, schema: { type: 'string' } });
    // Every POST documents the optional Idempotency-Key header.
    expect(op.parameters.slice(1).map((p) => [p.name, p.in, p.required])).toEqual([['Idempotency-Key', 'header', false]]);
    expect(Object.keys(op.responses)).toEqual(['200', '400', '401', '413', '415', '422', '500', '503']);
    // Request bodies are described as callers send them: a defaulted field is optional.
    expect(withParams.components.schemas.XRequest).toMatchObject({ properties: { n: { type: 'number', default: 0 } } });
    expect(withParams.components.schemas.XRequest!.required).toBeUndefined();
  });
});

describe('schemas and presenters agree', () => {
  it('the group item presenter produces exactly the documented fields, lease or not', () =>
    inRollback(async (ctx) => {
      const t = await buildTenants(ctx.db);
      const leased = await insertApplication(ctx.db, { store: t.stores.north, leaseState: 'F' });
      const fresh = await insertApplication(ctx.db, { store: t.stores.north, state: 'A' });
      const page = await listApplicationGroups(as(ctx, t.actors.admin), { stores: [t.stores.north.id], per_page: 100 });
      const rowOf = (id: number) => page.rows.find((row) => row.application.id === id)!;
      for (const { application } of [leased, fresh]) {
        const item = presentApplicationGroupItem(rowOf(application.id));
        expect(() => applicationGroupItemSchema.strict().parse(item)).not.toThrow();
        expect(Object.keys(item).sort()).toEqual(Object.keys(applicationGroupItemSchema.shape).sort());
        expect([item.created_at, item.updated_at]).toEqual([application.createdAt.toISOString(), application.updatedAt.toISOString()]);
      }
      const lease = presentApplicationGroupItem(rowOf(leased.application.id)).lease!;
      expect(Object.keys(lease).sort()).toEqual(Object.keys(leaseRecordSchema.shape).sort());
      expect(() => leaseRecordSchema.strict().parse(lease)).not.toThrow();
      // The list prints its timestamps from the database's text; the lease view from Dates. Same record.
      expect(lease).toEqual(presentLeaseRecord(leased.lease!));
      expect(lease.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }),
  );
});

/** `/applications/{application}/terms` → `app/api/v1/applications/[application]/terms/route.ts`. */
function routeFile(apiPath: string): string {
  const dir = apiPath.replace(/\{(\w+)\}/g, '[$1]');
  return path.join(process.cwd(), 'app/api/v1', dir, 'route.ts');
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Every `METHOD /path` that a route file under app/api/v1 really handles (405 stubs from defineRoute excluded). */
function implementedRoutes(dir = path.join(process.cwd(), 'app/api/v1'), prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name.startsWith('[...')) return [];
      return implementedRoutes(full, `${prefix}/${name.replace(/^\[(\w+)\]$/, '{$1}')}`);
    }
    if (name !== 'route.ts') return [];
    const source = readFileSync(full, 'utf8');
    const handled = source.includes('defineRoute(')
      ? METHODS.filter((m) => new RegExp(`\\b${m}\\s*:`).test(source.slice(source.indexOf('defineRoute(')))) // keys of the handler map
      : METHODS.filter((m) => new RegExp(`export (async )?function ${m}\\b`).test(source));
    return handled.map((m) => `${m} ${prefix || '/'}`);
  });
}

describe('the registry and the routes', () => {
  const declared = endpoints.map((e) => `${e.method} ${e.path}`);

  it('every documented endpoint has a route handling its method', () => {
    for (const spec of endpoints) {
      const file = routeFile(spec.path);
      expect(existsSync(file), `${spec.method} ${spec.path} → ${file}`).toBe(true);
    }
    expect(implementedRoutes()).toEqual(expect.arrayContaining(declared));
  });

  it('every route is documented or listed as awaiting documentation', () => {
    const missing = implementedRoutes().filter((r) => !declared.includes(r) && !awaitingDocumentation.includes(r));
    expect(missing, 'declare these in lib/api/openapi/endpoints').toEqual([]);
    const stale = awaitingDocumentation.filter((r) => declared.includes(r));
    expect(stale, 'documented now: remove from awaitingDocumentation').toEqual([]);
  });
});
