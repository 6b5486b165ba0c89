/**
 * Runs once when the server starts: validates the environment (a malformed variable stops start-up
 * with a clear message), opens and migrates the database, so the first request does not pay for it, and
 * starts the approval-expiry sweep.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('./lib/env');
  try {
    env();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const { getDatabase } = await import('./db/client');
  await getDatabase();
  const { startApprovalExpiry } = await import('./lib/jobs/approval-expiry');
  startApprovalExpiry();
}
