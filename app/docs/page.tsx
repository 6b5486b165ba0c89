import type { Metadata } from 'next';
import { openApiDocument, type OpenApiOperation } from '@/lib/api/openapi/document';
import { errorDocs } from '@/lib/api/openapi/errors';
import { CheckoutScriptSection } from './_components/checkout-script-section';
import { JsonBlock } from './_components/field-table';
import { InlineText } from './_components/inline-text';
import { MethodBadge } from './_components/method-badge';
import { Operation, operationAnchor, SchemaSection } from './_components/operation';

export const metadata: Metadata = { title: 'API reference' };
// Built from the OpenAPI document; nothing here reads the database. Rendered per request like every
// page, so its scripts carry the response's CSP nonce (proxy.ts).
export const dynamic = 'force-dynamic';

type Entry = { method: string; path: string; op: OpenApiOperation };

/** Response envelopes of each endpoint are expanded in place; these shared shapes get their own section. */
const isSharedSchema = (name: string) => !/(Response|Request)$/.test(name);

export default function ApiReferencePage() {
  const doc = openApiDocument();
  const entries: Entry[] = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op: op as OpenApiOperation })),
  );
  const byTag = doc.tags
    .map((tag) => ({ tag, entries: entries.filter((e) => e.op.tags.includes(tag.name)) }))
    .filter((group) => group.entries.length > 0);
  const shared = Object.entries(doc.components.schemas).filter(([name]) => isSharedSchema(name));

  return (
    <div className="mx-auto flex max-w-7xl gap-10 px-6 py-10">
      <nav aria-label="API reference contents" className="sticky top-6 hidden h-[calc(100dvh-3rem)] w-64 shrink-0 overflow-y-auto text-sm lg:block">
        <p className="font-semibold text-slate-900">Leaseline API</p>
        <ul className="mt-3 space-y-1 text-slate-600">
          <li><a className="hover:text-slate-900" href="#authentication">Authentication</a></li>
          <li><a className="hover:text-slate-900" href="#envelope">Envelope</a></li>
          <li><a className="hover:text-slate-900" href="#errors">Errors</a></li>
          <li><a className="hover:text-slate-900" href="#pagination">Pagination</a></li>
          <li><a className="hover:text-slate-900" href="#checkout-js">checkout.js</a></li>
        </ul>
        {byTag.map(({ tag, entries: list }) => (
          <div key={tag.name} className="mt-5">
            <a href={`#tag-${tag.name}`} className="font-semibold text-slate-900 hover:underline">{tag.name}</a>
            <ul className="mt-2 space-y-1.5">
              {list.map((e) => (
                <li key={e.op.operationId}>
                  <a href={`#${operationAnchor(e.op)}`} className="flex items-center gap-2 text-slate-600 hover:text-slate-900">
                    <MethodBadge method={e.method} />
                    <span className="truncate font-mono text-xs">{e.path}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <a href="#schemas" className="mt-5 block font-semibold text-slate-900 hover:underline">Schemas</a>
      </nav>

      <main className="min-w-0 flex-1 space-y-12">
        <header>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{doc.info.title} reference</h1>
          <p className="mt-2 text-slate-700">
            Version {doc.info.version}. Base URL <code className="rounded bg-slate-100 px-1 font-mono text-sm">/api/v1</code> on this deployment. Machine-readable:{' '}
            <a className="text-indigo-700 underline" href="/api/v1/openapi.json">OpenAPI 3.1 document</a>.
          </p>
        </header>

        <section id="authentication" className="scroll-mt-6 space-y-3">
          <h2 className="text-2xl font-semibold text-slate-900">Authentication</h2>
          <p className="max-w-3xl text-slate-700">
            Send <code className="rounded bg-slate-100 px-1 font-mono text-sm">Authorization: Bearer &lt;API_TOKEN&gt;</code> and{' '}
            <code className="rounded bg-slate-100 px-1 font-mono text-sm">Accept: application/json</code> with every call. A token is issued for one store or for one retailer
            and sees nothing outside it: a resource outside the token&apos;s scope answers 404, never 403, so its existence does not leak. Tokens never hold staff-only powers
            (users, tokens, revealing personal data, funding).
          </p>
          <pre tabIndex={0} aria-label="Example request" className="overflow-x-auto rounded-md bg-slate-900 p-3 font-mono text-xs leading-relaxed text-slate-100">
            {'curl -H "Authorization: Bearer ll_…" -H "Accept: application/json" \\\n  https://<your-deployment>/api/v1/test'}
          </pre>
        </section>

        <section id="envelope" className="scroll-mt-6 space-y-3">
          <h2 className="text-2xl font-semibold text-slate-900">Envelope</h2>
          <p className="max-w-3xl text-slate-700">
            Requests and responses are JSON; request bodies may be up to 256 KiB, and unknown request fields are ignored, never stored. Successful responses wrap their
            result in <code className="font-mono text-sm">data</code>, except where an endpoint says otherwise (<code className="font-mono text-sm">GET /test</code> answers with
            a <code className="font-mono text-sm">message</code>). Every response carries an <code className="font-mono text-sm">X-Request-Id</code> header: your own, if you
            sent a sane one, or a new one. Quote it to support.
          </p>
          <JsonBlock label="Success envelope" value={{ status: true, code: 200, data: '…' }} />
        </section>

        <section id="errors" className="scroll-mt-6 space-y-3">
          <h2 className="text-2xl font-semibold text-slate-900">Errors</h2>
          <p className="max-w-3xl text-slate-700">
            An error answers with its HTTP status repeated as <code className="font-mono text-sm">code</code> and a plain-language{' '}
            <code className="font-mono text-sm">message</code>. Only validation failures (422) carry <code className="font-mono text-sm">errors</code>: every offending
            field, by its dotted path, with its messages; a field that takes a fixed set of values names them.
          </p>
          <JsonBlock label="Validation error" value={errorDocs[422].example} />
          <div tabIndex={0} role="region" aria-label="Table, scrolls sideways" className="overflow-x-auto rounded-md border border-slate-200 bg-white">
            <table className="w-full border-collapse text-left text-sm">
              <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">Status</th>
                  <th scope="col" className="px-3 py-2 font-medium">When</th>
                  <th scope="col" className="px-3 py-2 font-medium">Headers</th>
                  <th scope="col" className="px-3 py-2 font-medium">Example message</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {Object.values(errorDocs).map((e) => (
                  <tr key={e.status} id={`error-${e.status}`} className="scroll-mt-6 align-top">
                    <td className="whitespace-nowrap px-3 py-2 font-mono text-xs text-slate-900">
                      {`${e.status} ${e.title}`}
                    </td>
                    <td className="px-3 py-2 text-slate-700">
                      <InlineText text={e.when} />
                    </td>
                    <td className="px-3 py-2 text-xs text-slate-600">
                      {Object.entries(e.headers ?? {}).map(([name, text]) => (
                        <p key={name}>
                          <code className="font-mono">{name}</code>: <InlineText text={text} />
                        </p>
                      ))}
                    </td>
                    <td className="px-3 py-2 text-xs text-slate-600">{e.example.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section id="pagination" className="scroll-mt-6 space-y-3">
          <h2 className="text-2xl font-semibold text-slate-900">Pagination</h2>
          <p className="max-w-3xl text-slate-700">
            Lists answer one page at a time, shaped exactly as Laravel&apos;s length-aware paginator: <code className="font-mono text-sm">current_page</code>,{' '}
            <code className="font-mono text-sm">data</code>, <code className="font-mono text-sm">from</code>/<code className="font-mono text-sm">to</code>,{' '}
            <code className="font-mono text-sm">total</code>, <code className="font-mono text-sm">last_page</code>, absolute page URLs that keep your query, and{' '}
            <code className="font-mono text-sm">links</code> (Previous, page numbers with &quot;...&quot; elision three either side of the current page, Next). 15 items per
            page unless <code className="font-mono text-sm">per_page</code> (at most 100) says otherwise; a page past the last is empty.
          </p>
        </section>

        <CheckoutScriptSection />

        {byTag.map(({ tag, entries: list }) => (
          <section key={tag.name} id={`tag-${tag.name}`} className="scroll-mt-6 space-y-4">
            <div>
              <h2 className="text-2xl font-semibold text-slate-900">{tag.name}</h2>
              <p className="text-slate-700">
                <InlineText text={tag.description} />
              </p>
            </div>
            {list.map((e) => (
              <Operation key={e.op.operationId} doc={doc} method={e.method} path={e.path} op={e.op} />
            ))}
          </section>
        ))}

        <section id="schemas" className="scroll-mt-6 space-y-4">
          <h2 className="text-2xl font-semibold text-slate-900">Schemas</h2>
          {shared.map(([name, schema]) => (
            <SchemaSection key={name} name={name} schema={schema} components={doc.components.schemas} />
          ))}
        </section>
      </main>
    </div>
  );
}
