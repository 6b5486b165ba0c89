import type { TypePart } from '@/lib/api/openapi/schema-fields';

/** A field's type, with shared schemas linked to their own table. */
export function TypeLabel({ parts, nullable }: { parts: TypePart[]; nullable?: boolean }) {
  return (
    <span className="font-mono text-xs text-slate-700">
      {parts.map((part, i) =>
        part.ref ? (
          <a key={i} href={`#schema-${part.ref}`} className="text-indigo-700 underline decoration-indigo-300 underline-offset-2 hover:decoration-indigo-700">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
      {nullable ? <span className="text-slate-500"> | null</span> : null}
    </span>
  );
}
