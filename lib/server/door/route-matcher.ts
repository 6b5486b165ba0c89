/**
 * Matches a request path against the API route table the way Next.js's App Router does: literal
 * segments win over a `[param]`, which wins over a `[...catchAll]`, compared segment by segment.
 * Parameters come out percent-decoded, as Next.js hands them to a route handler.
 */
export type RoutePattern = { segments: string[] };

export type RouteMatch<R> = { route: R; params: Record<string, string | string[]> };

const enum Kind {
  Literal = 0,
  Param = 1,
  CatchAll = 2,
}

function kindOf(segment: string): Kind {
  if (/^\[\.\.\..+\]$/.test(segment)) return Kind.CatchAll;
  if (/^\[.+\]$/.test(segment)) return Kind.Param;
  return Kind.Literal;
}

function compareSpecificity(a: string[], b: string[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] === undefined) return -1;
    if (b[i] === undefined) return 1;
    const difference = kindOf(a[i]!) - kindOf(b[i]!);
    if (difference !== 0) return difference;
  }
  return 0;
}

export class RouteMatcher<R extends RoutePattern> {
  private readonly ordered: R[];
  private readonly literal = new Map<string, R>();

  constructor(routes: readonly R[]) {
    this.ordered = [...routes].sort((a, b) => compareSpecificity(a.segments, b.segments));
    // Most calls name a route with no parameter: one map look-up.
    for (const route of this.ordered) if (route.segments.every((s) => kindOf(s) === Kind.Literal)) this.literal.set(`/${route.segments.join('/')}`, route);
  }

  /** The route for a path (no query string), or null when none claims it or the path is not canonical. */
  match(pathname: string): RouteMatch<R> | null {
    const exact = this.literal.get(pathname);
    if (exact) return { route: exact, params: {} };
    const parts = pathname.split('/').slice(1);
    // An empty segment (`//`, a trailing `/`) is for Next.js to redirect or refuse, not for us to guess.
    if (parts.some((p) => p === '')) return null;
    let decoded: string[];
    try {
      decoded = parts.map((p) => decodeURIComponent(p));
    } catch {
      return null;
    }
    for (const route of this.ordered) {
      const params = matchSegments(route.segments, parts, decoded);
      if (params) return { route, params };
    }
    return null;
  }
}

function matchSegments(pattern: string[], parts: string[], decoded: string[]): Record<string, string | string[]> | null {
  const params: Record<string, string | string[]> = {};
  for (let i = 0; i < pattern.length; i++) {
    const segment = pattern[i]!;
    const kind = kindOf(segment);
    if (kind === Kind.CatchAll) {
      if (i >= parts.length) return null;
      params[segment.slice(4, -1)] = decoded.slice(i);
      return params;
    }
    if (i >= parts.length) return null;
    if (kind === Kind.Param) params[segment.slice(1, -1)] = decoded[i]!;
    else if (segment !== parts[i]) return null;
  }
  return pattern.length === parts.length ? params : null;
}
