import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type DatabaseKind = 'pglite' | 'postgres';

/** What a seeded bench database holds that scenarios need: the demo tokens (shown once at seed time). */
export type BenchWorld = {
  kind: DatabaseKind;
  applications: number;
  seedSeconds: number;
  seededAt: string;
  /** Copied from the seed cache (--reuse-seed) rather than seeded by this run. */
  cached?: boolean;
  tokens: { label: string; token: string; retailerId: number; storeId: number | null }[];
  /**
   * Approved (state A), unexpired applications of acme with option A approved for at least $500 and no
   * lease, oldest id first: each `POST /leases` request takes one (see scenarios.ts for who takes which).
   */
  leasePool: number[];
  /**
   * Loan numbers of acme's payable leases (S, D, F) with a card on file and at least $50 of balance and
   * payoff: the card-payment scenarios charge them a cent at a time (seed.ts payablePool). Absent from a
   * world seeded before the card-payment scenarios existed.
   */
  payableLeases?: string[];
};

const fileName = 'world.json';

export function writeWorld(runDir: string, world: BenchWorld): void {
  writeFileSync(path.join(runDir, fileName), JSON.stringify(world, null, 2), { mode: 0o600 });
}

export function readWorld(runDir: string): BenchWorld {
  return JSON.parse(readFileSync(path.join(runDir, fileName), 'utf8')) as BenchWorld;
}

/** A seeded token by its seed label, e.g. `retailer acme` or `store acme/houston (id 2)`. */
export function tokenFor(world: BenchWorld, label: string): string {
  const found = world.tokens.find((t) => t.label === label);
  if (!found) throw new Error(`The seeded world has no token "${label}" (have: ${world.tokens.map((t) => t.label).join(', ')}).`);
  return found.token;
}

/** The id of an acme store by its slug, from the seeded store tokens' labels. */
export function acmeStoreId(world: BenchWorld, slug: string): number {
  const found = world.tokens.find((t) => t.label.startsWith(`store acme/${slug} `));
  if (!found?.storeId) throw new Error(`The seeded world has no store acme/${slug}.`);
  return found.storeId;
}
