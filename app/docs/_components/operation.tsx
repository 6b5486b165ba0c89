import type { JsonSchema, OpenApiDocument, OpenApiOperation, OpenApiResponse } from '@/lib/api/openapi/document';
import { describeSchema, schemaFields } from '@/lib/api/openapi/schema-fields';
import { errorDocs, type ErrorStatus } from '@/lib/api/openapi/errors';
import { FieldTable, JsonBlock, Notes } from './field-table';
import { InlineText } from './inline-text';
import { MethodBadge } from './method-badge';
import { TypeLabel } from './type-label';

export const operationAnchor = (op: OpenApiOperation) => `op-${op.operationId}`;

/** One endpoint: method and path, auth, parameters, request and response fields, errors. */
export function Operation({ doc, method, path, op }: { doc: OpenApiDocument; method: string; path: string; op: OpenApiOperation }) {
  const components = doc.components.schemas;
  const bodyRef = (op.requestBody?.content['application/json']?.schema as { $ref?: string } | undefined)?.$ref;
  const [successStatus, success] = Object.entries(op.responses).find(([status]) => Number(status) < 400) as [string, OpenApiResponse];
  const successMedia = success.content?.['application/json'];
  const responseRef = (successMedia?.schema as { $ref?: string } | undefined)?.$ref;
  const errors = Object.keys(op.responses)
    .map(Number)
    .filter((s) => s >= 400) as ErrorStatus[];
  const isPublic = op.security.length === 0;

  return (
    <article id={operationAnchor(op)} className="scroll-mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-center gap-3">
        <MethodBadge method={method} />
        <code className="font-mono text-sm font-semibold text-slate-900">{`/api/v1${path}`}</code>
        <span className={`rounded-full px-2 py-0.5 text-xs ${isPublic ? 'bg-slate-100 text-slate-600' : 'bg-indigo-50 text-indigo-700'}`}>
          {isPublic ? 'Public: no token' : 'Bearer token'}
        </span>
      </header>
      <h3 className="mt-3 text-lg font-semibold text-slate-900">{op.summary}</h3>
      {op.description ? (
        <p className="mt-1 max-w-3xl text-sm text-slate-700">
          <InlineText text={op.description} />
        </p>
      ) : null}
      {op['x-permission'] ? (
        <p className="mt-2 text-xs text-slate-500">
          Permission: <code className="rounded bg-slate-100 px-1 font-mono text-slate-800">{op['x-permission']}</code> (staff roles per the permission table; API tokens hold it)
        </p>
      ) : null}

      {op.parameters.length ? (
        <section className="mt-5">
          <h4 className="mb-2 text-sm font-semibold text-slate-800">Parameters</h4>
          <div tabIndex={0} role="region" aria-label="Parameters, scroll sideways" className="overflow-x-auto rounded-md border border-slate-200">
            <table className="w-full border-collapse text-left text-sm">
              <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">Name</th>
                  <th scope="col" className="px-3 py-2 font-medium">In</th>
                  <th scope="col" className="px-3 py-2 font-medium">Type</th>
                  <th scope="col" className="px-3 py-2 font-medium">Required</th>
                  <th scope="col" className="px-3 py-2 font-medium">Notes</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {op.parameters.map((p) => {
                  const described = describeSchema(p.schema);
                  return (
                    <tr key={`${p.in}-${p.name}`} className="align-top">
                      <td className="whitespace-nowrap px-3 py-2 font-mono text-xs text-slate-900">{p.name}</td>
                      <td className="px-3 py-2 text-xs text-slate-600">{p.in}</td>
                      <td className="px-3 py-2">
                        <TypeLabel parts={described.type} nullable={described.nullable} />
                      </td>
                      <td className="px-3 py-2 text-xs text-slate-600">{p.required ? 'yes' : 'no'}</td>
                      <td className="px-3 py-2 text-slate-700">
                        <Notes row={{ ...described, description: p.description ?? described.description }} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      {bodyRef ? (
        <section className="mt-5">
          <h4 className="mb-2 text-sm font-semibold text-slate-800">
            Request body <span className="font-normal text-slate-500">application/json</span>
          </h4>
          <FieldTable caption="Request body fields" rows={schemaFields({ $ref: bodyRef }, { components })} />
        </section>
      ) : null}

      <section className="mt-5">
        <h4 className="mb-2 text-sm font-semibold text-slate-800">
          Response <span className="font-mono font-normal text-emerald-700">{successStatus}</span>{' '}
          <span className="font-normal text-slate-600">— {success.description}</span>
        </h4>
        {responseRef ? <FieldTable caption="Response fields" rows={schemaFields({ $ref: responseRef }, { components })} /> : null}
        {successMedia?.example !== undefined ? (
          <div className="mt-3">
            <JsonBlock label="Example response" value={successMedia.example} />
          </div>
        ) : null}
      </section>

      {errors.length ? (
        <section className="mt-5">
          <h4 className="mb-2 text-sm font-semibold text-slate-800">Errors</h4>
          <ul className="flex flex-wrap gap-2 text-xs">
            {errors.map((status) => (
              <li key={status}>
                <a href={`#error-${status}`} className="inline-block rounded bg-rose-50 px-2 py-1 font-mono text-rose-800 ring-1 ring-inset ring-rose-200 hover:bg-rose-100">
                  {`${status} ${errorDocs[status]?.title ?? ""}`}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

/** A shared schema with its own anchor, linked from every field that uses it. */
export function SchemaSection({ name, schema, components }: { name: string; schema: JsonSchema; components: Record<string, JsonSchema> }) {
  return (
    <section id={`schema-${name}`} className="scroll-mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="font-mono text-base font-semibold text-slate-900">{name}</h3>
      {typeof schema.description === 'string' ? (
        <p className="mt-1 text-sm text-slate-700">
          <InlineText text={schema.description} />
        </p>
      ) : null}
      <div className="mt-3">
        <FieldTable caption={`${name} fields`} rows={schemaFields({ $ref: `#/components/schemas/${name}` }, { components, maxDepth: 1 })} />
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer text-xs text-slate-600 hover:text-slate-900">JSON Schema</summary>
        <div className="mt-2">
          <JsonBlock label={`${name} JSON Schema`} value={schema} />
        </div>
      </details>
    </section>
  );
}

