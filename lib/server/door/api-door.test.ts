import { readdirSync } from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiDoor, type ApiRoute } from './api-door';
import { discoverApiRoutes } from './api-routes';

const root = path.resolve(import.meta.dirname, '../../..');

/** Every route.ts under app/api/v1, listed independently of discoverApiRoutes. */
function routeFilesOnDisk(): string[] {
  return (readdirSync(path.join(root, 'app/api/v1'), { recursive: true }) as string[])
    .filter((file) => path.basename(file) === 'route.ts')
    .map((file) => `app/api/v1/${file.split(path.sep).join('/')}`)
    .sort();
}

let routes: ApiRoute[];
let door: ApiDoor;

beforeAll(async () => {
  routes = await Promise.all(discoverApiRoutes(root).map(async (r) => ({ ...r, module: (await import(path.join(root, r.file))) as ApiRoute['module'] })));
  door = new ApiDoor(routes);
}, 60_000);

const claimed = (method: string, url: string) => door.claim({ method, url, headers: {} } as IncomingMessage);

describe('the lean door route table', () => {
  it('holds every route file of app/api/v1, so a new one is served without another edit', () => {
    expect(routes.map((r) => r.file)).toEqual(routeFilesOnDisk());
    expect(routes.length).toBeGreaterThan(30);
  });

  it('sends a path to the route file Next.js would: literal segments before parameters before the catch-all', () => {
    expect(door.routeFor('/api/v1/test')).toEqual({ file: 'app/api/v1/test/route.ts', params: {} });
    expect(door.routeFor('/api/v1/applications/groups')?.file).toBe('app/api/v1/applications/groups/route.ts');
    expect(door.routeFor('/api/v1/applications/4711')).toEqual({ file: 'app/api/v1/applications/[application]/route.ts', params: { application: '4711' } });
    expect(door.routeFor('/api/v1/applications/4711/terms')).toEqual({ file: 'app/api/v1/applications/[application]/terms/route.ts', params: { application: '4711' } });
    expect(door.routeFor('/api/v1/leases/LN%2D1%20x')).toEqual({ file: 'app/api/v1/leases/[lease]/route.ts', params: { lease: 'LN-1 x' } });
    expect(door.routeFor('/api/v1/openapi.json')?.file).toBe('app/api/v1/openapi.json/route.ts');
    expect(door.routeFor('/api/v1/no/such/thing')).toEqual({ file: 'app/api/v1/[...path]/route.ts', params: { path: ['no', 'such', 'thing'] } });
    expect(door.routeFor('/api/v1/leases/1/deliver/extra')?.file).toBe('app/api/v1/[...path]/route.ts');
  });

  it('every route resolves to itself from a concrete path, and exports a handler for each method Next.js would serve', () => {
    for (const route of routes) {
      const concrete = '/' + route.segments.map((s) => (s.startsWith('[...') ? 'a/b' : s.startsWith('[') ? '42' : s)).join('/');
      expect(door.routeFor(concrete)?.file, concrete).toBe(route.file);
      expect(Object.keys(route.module).some((name) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(name)), route.file).toBe(true);
    }
  });

  it('leaves to Next.js what it does not claim: other paths, trailing slashes, empty segments, unknown methods', () => {
    expect(claimed('GET', '/api/v1/test?x=1')).toBe(true);
    expect(claimed('HEAD', '/api/v1/test')).toBe(true);
    expect(claimed('GET', '/api/v1/test/')).toBe(false);
    expect(claimed('GET', '/api/v1//test')).toBe(false);
    expect(claimed('TRACE', '/api/v1/test')).toBe(false);
    expect(claimed('GET', '/api/health/live')).toBe(false);
    expect(claimed('GET', '/api/v10/test')).toBe(false);
    expect(claimed('GET', '/login')).toBe(false);
  });

  it('answers OPTIONS as Next.js does: 204 and the sorted Allow list', async () => {
    const incoming = { method: 'OPTIONS', url: '/api/v1/test', headers: {} } as IncomingMessage;
    expect(door.claim(incoming)).toBe(true);
    const outgoing = new ServerResponse(new IncomingMessage(new Socket()));
    const response = await door.answer(new Request('http://127.0.0.1/api/v1/test', { method: 'OPTIONS' }), incoming, outgoing);
    expect(response.status).toBe(204);
    expect(response.headers.get('allow')).toBe('DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
