import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { discoverApiRoutes } from '@/lib/server/door/api-routes';

const projectRoot = process.cwd();

/**
 * `leaseline:api-routes`: the lean door's route table, generated from the app/api/v1 tree at every
 * build, so a new route file is served without another edit (lib/server/door/api-routes.ts finds them).
 */
const apiRoutesTable: Plugin = {
  name: 'leaseline-api-routes',
  setup(builder) {
    builder.onResolve({ filter: /^leaseline:api-routes$/ }, () => ({ path: 'api-routes', namespace: 'leaseline' }));
    builder.onLoad({ filter: /.*/, namespace: 'leaseline' }, () => {
      const routes = discoverApiRoutes(projectRoot);
      const imports = routes.map((r, i) => `import * as route${i} from ${JSON.stringify(path.join(projectRoot, r.file))};`);
      const table = routes.map((r, i) => `{ file: ${JSON.stringify(r.file)}, segments: ${JSON.stringify(r.segments)}, module: route${i} }`);
      return { contents: `${imports.join('\n')}\nexport const apiRoutes = [\n${table.join(',\n')}\n];\n`, resolveDir: projectRoot, loader: 'js' };
    });
  },
};

/**
 * Compiles the production server (lib/server/door/main.ts) with the API route handlers and the core into one
 * ES module beside the Next.js build it serves. Packages stay in node_modules; only our code is bundled.
 */
export async function buildServer(distDir = process.env.NEXT_DIST_DIR || '.next'): Promise<string> {
  const outfile = path.join(projectRoot, distDir, 'leaseline-server.mjs');
  await build({
    entryPoints: [path.join(projectRoot, 'lib/server/door/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    tsconfig: path.join(projectRoot, 'tsconfig.json'),
    plugins: [apiRoutesTable],
    sourcemap: 'linked',
    logLevel: 'warning',
    // Bundled CommonJS helpers may call require().
    banner: { js: `import { createRequire as __leaselineCreateRequire } from 'node:module'; const require = __leaselineCreateRequire(import.meta.url);` },
  });
  return outfile;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outfile = await buildServer();
  console.log(`Built the production server: ${path.relative(projectRoot, outfile)}`);
}
