import { db, type Database } from '@/db/client';

/**
 * The database for public pages that carry their own authority (the signing page's token): no session,
 * no actor — the core decides what the token allows. Pages and actions reach the database through here,
 * never through db/ directly.
 */
export function publicDatabase(): Promise<Database> {
  return db();
}
