import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { checkoutOrigins, retailers } from '@/db/schema';

/** Where `npm run demo` serves the demo shop (DEMO_SHOP_PORT, default 3001). */
export const demoShopPort = () => Number(process.env.DEMO_SHOP_PORT ?? 3001);

/** The demo shop's origins on Acme's checkout allowlist (docs/checkout.md). Adds; never removes. */
export async function seedCheckout(db: Database, port: number = demoShopPort()): Promise<void> {
  const [acme] = await db.select({ id: retailers.id }).from(retailers).where(eq(retailers.slug, 'acme'));
  if (!acme) return;
  await db
    .insert(checkoutOrigins)
    .values([`http://localhost:${port}`, `http://127.0.0.1:${port}`].map((origin) => ({ retailerId: acme.id, origin })))
    .onConflictDoNothing();
}
