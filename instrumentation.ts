/**
 * Runs once when the server starts. The work lives in a Node-only module, imported only on the Node.js
 * runtime, so the Edge build of this file never sees `process.exit` or the database drivers.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./lib/server-start');
  await startServer();
}
