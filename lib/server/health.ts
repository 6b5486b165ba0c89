import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { getDatabase, migrationsFolder } from '@/db/client';

/** Set on SIGTERM: the instance finishes what it has but tells load balancers to send nothing new. */
const state = globalThis as unknown as { leaselineDraining?: boolean };

export function markDraining(): void {
  state.leaselineDraining = true;
}

export function isDraining(): boolean {
  return state.leaselineDraining === true;
}

export type Readiness = {
  ready: boolean;
  checks: { database: 'ok' | 'unavailable'; migrations: 'ok' | 'pending' | 'unknown'; shutdown: 'running' | 'draining' };
};

// The newest migration this build ships (drizzle records each applied one by its folder timestamp).
let expectedMigration: number | undefined;
function newestMigration(): number {
  expectedMigration ??= Math.max(...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
  return expectedMigration;
}

/**
 * Whether this instance should receive traffic: the database answers, every migration this build ships
 * is applied, and the process is not shutting down. Never throws.
 */
export async function checkReadiness(timeoutMs = 2_000): Promise<Readiness> {
  const shutdown = isDraining() ? 'draining' : 'running';
  let database: Readiness['checks']['database'] = 'unavailable';
  let migrations: Readiness['checks']['migrations'] = 'unknown';
  try {
    const applied = await withTimeout(
      (async () => {
        const { db } = await getDatabase();
        const result = await db.execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { newest: string | null }[];
        return Number(rows[0]?.newest ?? 0);
      })(),
      timeoutMs,
    );
    database = 'ok';
    migrations = applied >= newestMigration() ? 'ok' : 'pending';
  } catch {
    database = 'unavailable';
  }
  return { ready: database === 'ok' && migrations === 'ok' && shutdown === 'running', checks: { database, migrations, shutdown } };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
