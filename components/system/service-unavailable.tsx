/** What a portal page shows while the database cannot be reached: no error dump, a calm retry. */
export function ServiceUnavailable() {
  return (
    <main className="mx-auto mt-16 max-w-lg px-4 text-center" data-testid="service-unavailable">
      <div role="alert" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-lg font-semibold text-slate-900">Leaseline is temporarily unavailable</h1>
        <p className="mt-2 text-sm text-slate-600">We cannot reach our data right now. Nothing you saved is lost. Reload this page in a few seconds.</p>
        <a href="" className="mt-5 inline-block rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700">
          Reload
        </a>
      </div>
    </main>
  );
}
