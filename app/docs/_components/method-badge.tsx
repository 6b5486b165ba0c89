const colours: Record<string, string> = {
  GET: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  POST: 'bg-sky-100 text-sky-800 ring-sky-200',
  PUT: 'bg-amber-100 text-amber-800 ring-amber-200',
  PATCH: 'bg-amber-100 text-amber-800 ring-amber-200',
  DELETE: 'bg-rose-100 text-rose-800 ring-rose-200',
};

export function MethodBadge({ method }: { method: string }) {
  return (
    <span className={`inline-block min-w-14 rounded px-2 py-0.5 text-center font-mono text-xs font-semibold ring-1 ring-inset ${colours[method] ?? 'bg-slate-100 text-slate-800 ring-slate-200'}`}>
      {method}
    </span>
  );
}
