import { readdirSync } from 'node:fs';
import path from 'node:path';

/** One route file of app/api/v1 and the URL pattern Next.js gives it. */
export type ApiRouteFile = {
  /** Path of route.ts relative to the project root, with forward slashes. */
  file: string;
  /** The URL segments: a literal, `[name]` (one segment) or `[...name]` (one or more). */
  segments: string[];
};

/** The app directory's API tree, which both doors serve. */
export const API_ROUTE_ROOT = 'app/api/v1';

/**
 * Every route.ts under app/api/v1, found on disk: the lean door's table is built from this list at
 * build time (scripts/build-server.ts), so a route file added to the tree is served by both doors
 * without another edit. Route groups `(name)` add no segment, as in Next.js.
 */
export function discoverApiRoutes(projectRoot: string): ApiRouteFile[] {
  const found: ApiRouteFile[] = [];
  const walk = (relative: string, segments: string[]) => {
    for (const entry of readdirSync(path.join(projectRoot, relative), { withFileTypes: true })) {
      if (entry.isDirectory()) {
        const isGroup = /^\(.*\)$/.test(entry.name);
        if (entry.name.startsWith('_') || entry.name.startsWith('@')) continue; // private folders and slots are not routes
        walk(`${relative}/${entry.name}`, isGroup ? segments : [...segments, entry.name]);
      } else if (/^route\.(ts|js)$/.test(entry.name)) {
        found.push({ file: `${relative}/${entry.name}`, segments: ['api', 'v1', ...segments] });
      }
    }
  };
  walk(API_ROUTE_ROOT, []);
  return found.sort((a, b) => a.file.localeCompare(b.file));
}
