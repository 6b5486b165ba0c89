import type { IncomingMessage, ServerResponse } from 'node:http';
import { headerRecord } from '@/lib/http/plain-response';
import { staticSecurityHeaders } from '@/lib/http/security-headers';
import { prepareCompression } from './compression';
import { RouteMatcher, type RouteMatch } from './route-matcher';

type RouteHandler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response> | Response;
/** A route.ts module as the bundler hands it over: its exported method handlers. */
export type RouteModule = Partial<Record<string, unknown>>;
export type ApiRoute = { file: string; segments: string[]; module: RouteModule };

// Next.js's list (next/dist/server/web/http); another method goes to Next.js, which refuses it.
const HTTP_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

const handlerOf = (module: RouteModule, method: string): RouteHandler | undefined =>
  typeof module[method] === 'function' ? (module[method] as RouteHandler) : undefined;

/**
 * The methods of a route as Next.js's App Router serves them (next/dist/server/route-modules/app-route/
 * helpers/auto-implement-methods): an exported handler, HEAD by the GET handler, OPTIONS as 204 with
 * `Allow` when the module does not export it, and a bare 405 for the rest.
 */
function methodsOf(module: RouteModule): Map<string, RouteHandler> {
  const methods = new Map<string, RouteHandler>();
  for (const method of HTTP_METHODS) {
    const own = handlerOf(module, method);
    if (own) methods.set(method, own);
  }
  const get = handlerOf(module, 'GET');
  if (!methods.has('HEAD') && get) methods.set('HEAD', get);
  if (!methods.has('OPTIONS')) {
    const allow = ['OPTIONS', ...methods.keys()].sort().join(', ');
    methods.set('OPTIONS', () => new Response(null, { status: 204, headers: { Allow: allow } }));
  }
  const notAllowed = () => new Response(null, { status: 405 });
  for (const method of HTTP_METHODS) if (!methods.has(method)) methods.set(method, notAllowed);
  return methods;
}

type Prepared = { segments: string[]; file: string; methods: Map<string, RouteHandler> };

// What next.config.ts adds to a response, for the one kind of path this door answers (all under /api/v1).
const apiPathHeaders = headerRecord(staticSecurityHeaders('/api/v1', false));
const apiPathHeadersOverHttps = headerRecord(staticSecurityHeaders('/api/v1', true));

/**
 * The lean door for /api/v1: the route handlers of app/api/v1 (the same exported functions Next.js
 * calls), reached by one table look-up instead of the page router. It uses nothing of Next.js's
 * request context, and neither may the handlers (docs/architecture.md).
 */
export class ApiDoor {
  private readonly matcher: RouteMatcher<Prepared>;
  private readonly matches = new WeakMap<IncomingMessage, RouteMatch<Prepared>>();

  constructor(routes: readonly ApiRoute[]) {
    this.matcher = new RouteMatcher(routes.map((r) => ({ segments: r.segments, file: r.file, methods: methodsOf(r.module) })));
  }

  /**
   * Whether this door answers a request: a method Next.js knows, on a path a route claims. Anything else
   * (a trailing slash, an unknown method) goes to Next.js, which answers it as it always has.
   */
  claim(request: IncomingMessage): boolean {
    const url = request.url ?? '';
    if (!url.startsWith('/api/v1/') && url !== '/api/v1' && !url.startsWith('/api/v1?')) return false;
    if (!HTTP_METHODS.includes(request.method as (typeof HTTP_METHODS)[number])) return false;
    const query = url.indexOf('?');
    const match = this.matcher.match(query === -1 ? url : url.slice(0, query));
    if (!match) return false;
    this.matches.set(request, match);
    return true;
  }

  /**
   * Answers a claimed request (see {@link claim}) with its route's handler, plus the headers every response
   * of ours carries, ready for compression (lib/server/door/compression.ts).
   */
  async answer(request: Request, incoming: IncomingMessage, outgoing: ServerResponse): Promise<Response> {
    const match = this.matches.get(incoming)!;
    const handler = match.route.methods.get(request.method)!;
    const response = await handler(request, { params: Promise.resolve(match.params) });
    const https = incoming.headers['x-forwarded-proto'] === 'https';
    return prepareCompression(response, https ? apiPathHeadersOverHttps : apiPathHeaders, incoming, outgoing);
  }

  /** Which route file answers a path, for tests. */
  routeFor(pathname: string): { file: string; params: Record<string, string | string[]> } | null {
    const match = this.matcher.match(pathname);
    return match && { file: match.route.file, params: match.params };
  }
}
