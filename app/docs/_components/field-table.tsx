import type { FieldRow } from '@/lib/api/openapi/schema-fields';
import { InlineText } from './inline-text';
import { TypeLabel } from './type-label';

/** Every field of a request or response body, nested paths indented. */
export function FieldTable({ rows, caption }: { rows: FieldRow[]; caption?: string }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">No fields.</p>;
  return (
    <div tabIndex={0} role="region" aria-label="Table, scrolls sideways" className="overflow-x-auto rounded-md border border-slate-200 bg-white">
      <table className="w-full border-collapse text-left text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">Field</th>
            <th scope="col" className="px-3 py-2 font-medium">Type</th>
            <th scope="col" className="px-3 py-2 font-medium">Notes</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.path} className="align-top">
              <td className="whitespace-nowrap px-3 py-2 font-mono text-xs text-slate-900" style={{ paddingLeft: `${0.75 + row.depth * 1.25}rem` }}>
                {row.path.split('.').at(-1)}
                {row.required ? null : <span className="ml-1 text-slate-500" title="optional">?</span>}
              </td>
              <td className="px-3 py-2">
                <TypeLabel parts={row.type} nullable={row.nullable} />
              </td>
              <td className="px-3 py-2 text-slate-700">
                <Notes row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Notes({ row }: { row: Pick<FieldRow, 'description' | 'values' | 'default' | 'constraints'> }) {
  return (
    <div className="space-y-1">
      {row.description ? (
        <p>
          <InlineText text={row.description} />
        </p>
      ) : null}
      {row.values ? (
        <p className="text-xs">
          <span className="text-slate-500">One of: </span>
          {row.values.map((v, i) => (
            <span key={v}>
              {i ? ', ' : ''}
              <code className="rounded bg-slate-100 px-1 font-mono">{v}</code>
            </span>
          ))}
        </p>
      ) : null}
      {row.default !== undefined ? (
        <p className="text-xs">
          <span className="text-slate-500">Default: </span>
          <code className="rounded bg-slate-100 px-1 font-mono">{row.default}</code>
        </p>
      ) : null}
      {row.constraints.length ? <p className="text-xs text-slate-500">{row.constraints.join('; ')}</p> : null}
    </div>
  );
}

export function JsonBlock({ value, label }: { value: unknown; label: string }) {
  return (
    <pre tabIndex={0} aria-label={label} className="overflow-x-auto rounded-md bg-slate-900 p-3 font-mono text-xs leading-relaxed text-slate-100">
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}
