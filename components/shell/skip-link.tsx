/** The first focusable thing on every portal page: jumps past the navigation to the page's content. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  return (
    <a
      href={`#${target}`}
      className="sr-only z-50 rounded-md bg-white px-4 py-3 text-sm font-semibold text-indigo-800 shadow-lg ring-2 ring-indigo-600 focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      data-testid="skip-link"
    >
      Skip to content
    </a>
  );
}
