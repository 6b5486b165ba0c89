import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Native and WASM packages must be loaded by Node at run time, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'postgres', '@react-pdf/renderer'],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
