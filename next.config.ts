import type { NextConfig } from 'next';
import { nextConfigSecurityHeaders } from './lib/http/security-headers';

const nextConfig: NextConfig = {
  // Lets a test run or a benchmark build beside a developer's own build without clobbering it.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Native and WASM packages must be loaded by Node at run time, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'postgres', '@react-pdf/renderer'],
  poweredByHeader: false,
  // The production server (lib/server/door/main.ts) compresses both doors itself, with Brotli as well as gzip
  // (lib/server/door/compression.ts); Next.js's own gzip would compress a second time.
  compress: false,
  // Dev mode would print server-action arguments, which include login passwords and applicants' PII.
  logging: { serverFunctions: false },
  // The headers that never change, on every response (lib/http/security-headers.ts).
  headers: async () => nextConfigSecurityHeaders(),
};

export default nextConfig;
